/**
 * Outbox entries for tests, shaped as the outbox stores them (lib/outbox/types.ts).
 * - `testEntry(seq, patch)`: the entry at queue position `seq`, id `e<seq>` unless the patch gives
 *   one (sent as its `clientMutationId`).
 * - `outboxEntry(operation, variables, patch)`: the next entry of a write, in the order called.
 */
import type { OutboxEntry } from '../lib/outbox/types.ts';

export function testEntry(seq: number, patch: Partial<OutboxEntry> = {}): OutboxEntry {
  const id = patch.id ?? `e${seq}`;
  return {
    id,
    userId: 'u1',
    operation: 'Op',
    document: 'mutation Op { op }',
    variables: {},
    createdAt: 1000 + seq,
    createdAtPerf: seq,
    attempts: 0,
    nextAttemptAt: 0,
    seq,
    ...patch,
  };
}

let written = 0;

export function outboxEntry(
  operation: string,
  variables: Record<string, unknown>,
  patch: Partial<OutboxEntry> = {},
): OutboxEntry {
  written += 1;
  return testEntry(written, {
    operation,
    variables,
    ...patch,
  });
}
