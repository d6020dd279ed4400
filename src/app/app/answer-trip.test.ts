/**
 * One answer's trip (ARCHITECTURE.md "One answer's trip"): until the server has it, an answer is
 * its outbox entry and nothing else on the client; the query cache is written once, at delivery,
 * by the answer's declaration, run by the app's one delivery listener (outbox-sync.tsx), which also
 * tells the runner what the server said.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveredListener, OutboxEntry } from '../lib/outbox/types.ts';
import type { AnyWriteDefinition } from '../lib/writes/define-write.ts';

const delivered: DeliveredListener[] = [];
const enqueued: OutboxEntry[] = [];
vi.mock('../lib/outbox/outbox.ts', () => ({
  enqueueWrite: async (
    definition: AnyWriteDefinition,
    userId: string,
    variables: Record<string, unknown>,
  ): Promise<OutboxEntry> => {
    const entry = {
      userId,
      operation: definition.operation,
      document: '',
      id: `entry-${enqueued.length + 1}`,
      variables: { ...variables, clientMutationId: `entry-${enqueued.length + 1}` },
      createdAt: 0,
      createdAtPerf: 0,
      attempts: 0,
      nextAttemptAt: 0,
      seq: enqueued.length + 1,
    } as OutboxEntry;
    enqueued.push(entry);
    return entry;
  },
  getOutboxState: () => ({ entries: enqueued, isDraining: false, loaded: true }),
  onDelivered: (listener: DeliveredListener) => {
    delivered.push(listener);
    return () => delivered.splice(delivered.indexOf(listener), 1);
  },
}));
vi.mock('../lib/receipts/receipts.ts', () => ({ keepDeliveredReceipts: async () => undefined }));

const { followDeliveredWrites } = await import('./outbox-sync.tsx');
const { useRunnerAnswers } = await import('../features/assessments/lib/use-runner-answers.ts');
const { followAnswerDeliveries } =
  await import('../features/assessments/api/submit-item-response.ts');
const { sectionQuestionsQueryKey } = await import('../lib/api/query-keys.ts');

const served = {
  id: 's1',
  timeRemaining: 300,
  itemGroups: [
    {
      itemType: 'MULTIPLE_CHOICE',
      items: [{ id: 'i1', options: [{ id: 'o-apple', isSelected: false }] }],
    },
  ],
};
const key = sectionQuestionsQueryKey('a1', 's1');

afterEach(() => {
  cleanup();
  delivered.length = 0;
  enqueued.length = 0;
});

describe("one answer's trip", () => {
  it("writes the answer's value into the query cache only once the server has it, once", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, served);
    const writes = vi.spyOn(queryClient, 'setQueryData');
    const stop = await followDeliveredWrites(queryClient);
    const runner = vi.fn();
    const unfollow = followAnswerDeliveries(runner);

    const onStored = () => undefined;
    const itemIds = new Set(['i1']);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(
      () =>
        useRunnerAnswers({
          userId: 'u1',
          assessmentId: 'a1',
          sectionId: 's1',
          questions: served as never,
          itemIds,
          entries: [],
          accepting: true,
          onStored,
        }),
      { wrapper },
    );
    act(() => result.current.answer('i1', [{ id: 'o-apple' }]));
    // Shown at once, from the answer desk, before the outbox has it.
    expect(result.current.answers.get('i1')).toEqual([{ id: 'o-apple' }]);
    await waitFor(() => expect(enqueued).toHaveLength(1));
    const entry = enqueued[0]!;
    // On this device: the outbox entry is the answer; the served copy is the server's.
    expect(enqueued).toHaveLength(1);
    expect(writes).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(key)).toBe(served);

    for (const listener of delivered) {
      listener(entry, {
        submitItemResponse: { status: 'IN_PROGRESS', timeRemaining: 290, recordedLate: false },
      });
    }
    expect(writes).toHaveBeenCalledTimes(1);
    const after = queryClient.getQueryData<typeof served>(key)!;
    expect(after.itemGroups[0]!.items[0]!.options[0]!.isSelected).toBe(true);
    expect(runner).toHaveBeenCalledTimes(1);
    expect(runner).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: 'u1',
        itemId: 'i1',
        timeRemaining: 290,
        recordedLate: false,
      }),
    );
    stop();
    unfollow();
  });

  it('has one delivery listener: app/outbox-sync.tsx', () => {
    const root = join(__dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
      );
    const listeners = files(root)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /\bonDelivered\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f))
      .sort();
    // The outbox's own API (outbox.ts); the declarations' one listener; a form's own "Saved"
    // (use-write.ts, no answer goes through it). The runner has none: it hears the answer's
    // declaration (api/submit-item-response.ts `raiseAnswerDelivery`). A new listener fails here.
    expect(listeners).toEqual([
      'app/outbox-sync.tsx',
      'lib/outbox/outbox.ts',
      'lib/writes/use-write.ts',
    ]);
  });
});
