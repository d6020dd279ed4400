/**
 * SetAccountType (spec section 7), sent through the outbox: the choice is on this device before the
 * chooser says so, and reaches the server when the connection allows (replayed idempotently with
 * the entry id as clientMutationId).
 */
import { print } from 'graphql';
import type { AccountType } from '../../../../domain/constants.ts';
import { graphql } from '../../../gql/gql.ts';
import { enqueue, type OutboxEntry } from '../../../lib/outbox/outbox.ts';

export const SetAccountTypeDocument = graphql(`
  mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {
    setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) {
      id
      accountType
    }
  }
`);

export const SET_ACCOUNT_TYPE_OPERATION = 'SetAccountType';

const printed = print(SetAccountTypeDocument);

export function enqueueSetAccountType(
  userId: string,
  accountType: AccountType,
): Promise<OutboxEntry> {
  return enqueue({
    userId,
    operation: SET_ACCOUNT_TYPE_OPERATION,
    document: printed,
    variables: { accountType },
  });
}

/** The account type an unsent (not refused) outbox entry carries, if any. */
export function pendingAccountType(entries: readonly OutboxEntry[]): AccountType | null {
  const entry = [...entries]
    .reverse()
    .find((e) => e.operation === SET_ACCOUNT_TYPE_OPERATION && !e.lastError?.permanent);
  const value = entry?.variables.accountType;
  return value === 'LATERAL' || value === 'CAMPUS' ? value : null;
}
