/**
 * The account type the app goes by: the server's, else a choice still waiting in the outbox (made
 * offline, or not delivered yet), so the shell does not ask twice.
 */
import type { AccountType } from '../../../../domain/constants.ts';
import type { User } from '../../../lib/api/get-user.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { pendingAccountType } from '../api/set-account-type.ts';

export interface EffectiveAccountType {
  accountType: AccountType | null;
  /** True while the choice is only on this device. */
  savedOnDevice: boolean;
}

export function useEffectiveAccountType(user: User): EffectiveAccountType {
  const outbox = useOutbox(user.id);
  const pending = pendingAccountType(outbox.entries);
  // The cached user may already show the choice (set optimistically): still only on this device
  // while the outbox holds it.
  const accountType = user.accountType ?? pending;
  return { accountType, savedOnDevice: pending !== null && accountType === pending };
}
