/**
 * A stand-in for lib/outbox/outbox.ts in component tests: it records what each write stores (so
 * the writes' own code, lib/writes/, runs for real) and holds no entries unless a test adds them.
 * Use: vi.mock('<path>/lib/outbox/outbox.ts', async () =>
 *        (await import('<path>/test-support/outbox-module.ts')).fakeOutboxModule());
 * then read `storedWrites` (cleared by `clearStoredWrites()`).
 */
import type { EnqueueInput, OutboxEntry, OutboxState } from '../lib/outbox/types.ts';

export const storedWrites: { operation: string; variables: Record<string, unknown> }[] = [];

export function clearStoredWrites(): void {
  storedWrites.length = 0;
}

const EMPTY: OutboxState = { entries: [], isDraining: false, loaded: true };

export function fakeOutboxModule() {
  return {
    enqueue: (input: EnqueueInput): Promise<OutboxEntry> => {
      storedWrites.push({ operation: input.operation, variables: input.variables });
      const id = `entry-${storedWrites.length}`;
      return Promise.resolve({
        id,
        userId: input.userId,
        operation: input.operation,
        document: input.document,
        variables: { ...input.variables, clientMutationId: id },
        createdAt: Date.now(),
        createdAtPerf: performance.now(),
        attempts: 0,
        nextAttemptAt: Date.now(),
        seq: storedWrites.length,
        ...(input.coalesceKey === undefined ? {} : { coalesceKey: input.coalesceKey }),
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
