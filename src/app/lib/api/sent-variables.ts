/**
 * What an outbox entry sends as its variables, alone (graphql.ts) or in a batch
 * (batch-request.ts): its own, its id as `clientMutationId` (the server answers a replay with the
 * first result), and, for a document that declares `$sequence` (the timed answers), its place in
 * its outbox (the server refuses one older than an answer it received from the same outbox,
 * docs/decisions/047-fair-late-answers.md).
 */
import type { OutboxEntry } from '../outbox/types.ts';

export function sentVariables(entry: OutboxEntry): Record<string, unknown> {
  const variables: Record<string, unknown> = { ...entry.variables, clientMutationId: entry.id };
  if (entry.outboxId !== undefined && /\$sequence\s*:/.test(entry.document))
    variables.sequence = { outboxId: entry.outboxId, number: entry.seq };
  return variables;
}
