/**
 * SetAccountType (spec section 7), sent through the outbox: the choice is on this device before the
 * chooser says so, and reaches the server when the connection allows (replayed idempotently with
 * the entry id as clientMutationId). It shows in the cached GetUser once the chooser has shown its
 * success (lib/choose-account-type.ts); delivered, every user query is read again (the type decides
 * which assessments the candidate has).
 */
import type { AccountType } from '../../../../domain/constants.ts';
import { graphql } from '../../../gql/gql.ts';
import type { GetUserQuery } from '../../../gql/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { change, defineWrite, entriesOf, isRefused } from '../../../lib/writes/define-write.ts';

export const SetAccountTypeDocument = graphql(`
  mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {
    setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) {
      id
      accountType
    }
  }
`);

export const setAccountTypeWrite = defineWrite({
  operation: 'SetAccountType',
  label: 'your account type',
  document: SetAccountTypeDocument,
  shows: [
    change<GetUserQuery, { accountType: AccountType }>(userQueryKey, (data, { accountType }) => ({
      ...data,
      user: { ...data.user, accountType },
    })),
  ],
  delivered: { refetch: () => [[userQueryKey]] },
});

/** The account type an unsent (not refused) outbox entry carries, if any. */
export function pendingAccountType(entries: readonly OutboxEntry[]): AccountType | null {
  const entry = entriesOf(setAccountTypeWrite, entries).findLast((e) => !isRefused(e));
  return entry?.variables.accountType ?? null;
}
