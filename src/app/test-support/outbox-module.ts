/**
 * A stand-in for lib/outbox/outbox.ts in component tests: it records what each declared write
 * stores (so the screens' own code runs for real) and holds no entries unless a test adds them.
 * Use: vi.mock('<path>/lib/outbox/outbox.ts', async () =>
 *        (await import('<path>/test-support/outbox-module.ts')).fakeOutboxModule());
 * then read `storedWrites` (cleared by `clearStoredWrites()`).
 */
import { print } from 'graphql';
import type { OutboxEntry, OutboxState } from '../lib/outbox/types.ts';
import { type AnyWriteDefinition, coalesceKeyOf } from '../lib/writes/define-write.ts';

export const storedWrites: { operation: string; variables: Record<string, unknown> }[] = [];

export function clearStoredWrites(): void {
  storedWrites.length = 0;
}

const EMPTY: OutboxState = { entries: [], isDraining: false, loaded: true };

export function fakeOutboxModule() {
  return {
    enqueueWrite: (
      definition: AnyWriteDefinition,
      userId: string,
      variables: Record<string, unknown>,
      screenKey?: string,
    ): Promise<OutboxEntry> => {
      storedWrites.push({ operation: definition.operation, variables });
      const id = `entry-${storedWrites.length}`;
      const coalesceKey = coalesceKeyOf(definition, variables) ?? screenKey;
      return Promise.resolve({
        id,
        userId,
        operation: definition.operation,
        document: print(definition.document),
        variables: { ...variables, clientMutationId: id },
        createdAt: Date.now(),
        createdAtPerf: performance.now(),
        attempts: 0,
        nextAttemptAt: Date.now(),
        seq: storedWrites.length,
        ...(coalesceKey === undefined ? {} : { coalesceKey }),
      });
    },
    onDelivered: () => () => undefined,
    subscribeOutbox: () => () => undefined,
    getOutboxState: () => EMPTY,
    getOutboxUserId: () => null,
    retryOutboxEntry: () => Promise.resolve(),
    discardOutboxEntry: () => Promise.resolve(),
    pendingCountFor: () => Promise.resolve(0),
    drainOutboxNow: () => undefined,
  };
}
