/**
 * One answer's trip (ARCHITECTURE.md "One answer's trip"): until the server has it, an answer is
 * its outbox entry and nothing else on the client; the query cache is written once, at delivery,
 * by the answer's declaration, which the outbox runs (lib/outbox/outbox.ts `runDelivery`) and which
 * also tells the runner what the server said. The real outbox, on a fake IndexedDB, with a sender
 * the test answers for the server.
 */
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../lib/outbox/types.ts';

vi.mock('../lib/receipts/receipts.ts', () => ({ keepDeliveredReceipts: async () => undefined }));

const outbox = await import('../lib/outbox/outbox.ts');
const { writeFor } = await import('./write-registry.ts');
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

let stopOutbox: () => void = () => undefined;
afterEach(async () => {
  stopOutbox();
  cleanup();
  for (const entry of outbox.getOutboxState().entries) await outbox.discardOutboxEntry(entry.id);
});

describe("one answer's trip", () => {
  it("writes the answer's value into the query cache only once the server has it, once", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, served);
    const writes = vi.spyOn(queryClient, 'setQueryData');
    // The server: holds each send until the test answers it.
    const sends: { entry: OutboxEntry; answer: (result: unknown) => void }[] = [];
    stopOutbox = outbox.startOutbox({
      send: (entry) => new Promise((answer) => sends.push({ entry, answer })),
      getUserId: () => 'u1',
      writeFor,
      queryClient: () => queryClient,
    });
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
    await waitFor(() => expect(sends).toHaveLength(1));
    // Stored and on its way: the outbox entry is the answer; the served copy is the server's.
    expect(outbox.getOutboxState().entries.map((e) => e.operation)).toEqual(['SubmitItemResponse']);
    expect(writes).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(key)).toBe(served);
    expect(runner).not.toHaveBeenCalled();

    sends[0]!.answer({
      submitItemResponse: { status: 'IN_PROGRESS', timeRemaining: 290, recordedLate: false },
    });
    await waitFor(() => expect(outbox.getOutboxState().entries).toHaveLength(0));
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
    unfollow();
  });

  it('runs a delivery in one place: the outbox', () => {
    const root = join(__dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
      );
    const sources = files(root).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const calling = (pattern: RegExp) =>
      sources
        .filter((f) => pattern.test(readFileSync(f, 'utf8')))
        .map((f) => relative(root, f))
        .sort();
    // The declarations' delivery (cache, raise, receipts) is run by the outbox alone.
    expect(calling(/\bapplyDelivered\(|\.raise(\?\.)?\(|\bkeepDeliveredReceipts\(/)).toEqual([
      'lib/outbox/outbox.ts',
      'lib/receipts/receipts.ts',
      'lib/writes/cache.ts',
    ]);
    // Listeners of the outbox's deliveries: its own API, and a form's own "Saved" (use-write.ts,
    // no answer goes through it). The runner has none: it hears the answer's declaration
    // (api/submit-item-response.ts `raiseAnswerDelivery`). A new listener fails here.
    expect(calling(/\bonDelivered\(/)).toEqual(['lib/outbox/outbox.ts', 'lib/writes/use-write.ts']);
  });
});
