/** Shows the chooser while the user has no account type; otherwise renders the app with the type. */
import { type ReactNode, useState } from 'react';
import type { AccountType } from '../../../../domain/constants.ts';
import type { User } from '../../../lib/api/get-user.ts';
import { useEffectiveAccountType } from '../lib/use-effective-account-type.ts';
import { AccountTypeChooser } from './account-type-chooser.tsx';

export interface AccountTypeGateProps {
  user: User;
  chooserActions?: ReactNode;
  chooserBanner?: ReactNode;
  children: (accountType: AccountType, savedOnDevice: boolean) => ReactNode;
}

export function AccountTypeGate({
  user,
  chooserActions,
  chooserBanner,
  children,
}: AccountTypeGateProps) {
  const { accountType, savedOnDevice } = useEffectiveAccountType(user);
  // The chooser stays until its success state has been shown, even once the outbox has the choice.
  const [choosing, setChoosing] = useState(false);
  if (!accountType || choosing) {
    return (
      <AccountTypeChooser
        userId={user.id}
        industryContextId={user.industryContext.id}
        headerActions={chooserActions}
        banner={chooserBanner}
        onBusyChange={setChoosing}
      />
    );
  }
  return children(accountType, savedOnDevice);
}
