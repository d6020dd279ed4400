/** What every signed-in page may read from the layout: the user and the account type in effect. */
import { createContext, useContext } from 'react';
import type { AccountType } from '../../domain/constants.ts';
import type { User } from '../lib/api/get-user.ts';

export interface SignedIn {
  user: User;
  accountType: AccountType;
  /** The account type is only on this device so far (chosen offline, not delivered yet). */
  accountTypeSavedOnDevice: boolean;
}

export const SignedInContext = createContext<SignedIn | null>(null);

export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn() outside the signed-in layout');
  return value;
}
