/**
 * What happens after a choice (spec section 4): wait ACCOUNT_CHOOSER_SUBMIT_DELAY_MS, store it in
 * the outbox, then (after the success state) show it in the cached GetUser data so the shell goes
 * on, and refetch GetUser ACCOUNT_CHOOSER_REFETCH_DELAY_MS later.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_CHOOSER_REFETCH_DELAY_MS,
  ACCOUNT_CHOOSER_SUBMIT_DELAY_MS,
  type AccountType,
} from '../../../../domain/constants.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { enqueueWrite } from '../../../lib/outbox/outbox.ts';
import { showWrite } from '../../../lib/writes/cache.ts';
import { setAccountTypeWrite } from '../api/set-account-type.ts';

export const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Stored without showing yet: the chooser shows its success first (spec section 4). */
export async function storeAccountType(userId: string, accountType: AccountType): Promise<void> {
  await wait(ACCOUNT_CHOOSER_SUBMIT_DELAY_MS);
  await enqueueWrite(setAccountTypeWrite, userId, { accountType });
}

/** The write's declared change, now: the cached user gets the type; the refetch confirms it. */
export function applyAccountType(queryClient: QueryClient, accountType: AccountType): void {
  showWrite(queryClient, setAccountTypeWrite, { accountType });
  // Not tied to the chooser's lifetime: it is gone by then.
  window.setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, ACCOUNT_CHOOSER_REFETCH_DELAY_MS);
}
