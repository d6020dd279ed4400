/**
 * useWrite, the one way a screen saves a declared write, against the real outbox module on
 * fake IndexedDB. A page load is a fresh module instance over the same database (vi.resetModules),
 * as in outbox.test.ts.
 */
import 'fake-indexeddb/auto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry, SendFn } from '../outbox/types.ts';
import { defineWrite } from './define-write.ts';
import type { OutboxWriteStatus } from './use-write.ts';

type Result = { saveThing: boolean };
type Variables = { value: string; clientMutationId: string };
const SaveThingDocument = parse(
  'mutation SaveThing($value: String!, $clientMutationId: ID!) { saveThing(value: $value, clientMutationId: $clientMutationId) }',
) as unknown as TypedDocumentNode<Result, Variables>;

const USER = 'user-1';
const queryClient = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);
const stops: Array<() => void> = [];
let online = true;

async function loadPage() {
  vi.resetModules();
  const outbox = await import('../outbox/outbox.ts');
  const { useWrite } = await import('./use-write.ts');
  return { outbox, useWrite };
}

type Page = Awaited<ReturnType<typeof loadPage>>;

function start(page: Page, send: SendFn) {
  stops.push(page.outbox.startOutbox({ getUserId: () => USER, send }));
}

/** Renders the hook and records every status it reports, in order. */
function renderWrite(
  page: Page,
  options: { coalesceKey?: string; onSaved?: (r: Result) => void } = {},
) {
  const statuses: OutboxWriteStatus[] = [];
  const definition = defineWrite({
    operation: 'SaveThing',
    label: 'your thing',
    document: SaveThingDocument,
    coalesceKey: options.coalesceKey ?? 'thing',
  });
  const hook = renderHook(
    () => {
      const write = page.useWrite(definition, { userId: USER, onSaved: options.onSaved });
      if (statuses.at(-1) !== write.status) statuses.push(write.status);
      return write;
    },
    { wrapper },
  );
  return { ...hook, statuses };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** Empties the outbox database between tests (through a fresh module, as a new page would). */
async function clearDatabase() {
  const page = await loadPage();
  const unsubscribe = page.outbox.subscribeOutbox(() => undefined);
  await waitFor(() => expect(page.outbox.getOutboxState().loaded).toBe(true));
  unsubscribe();
  for (const entry of page.outbox.getOutboxState().entries) {
    await page.outbox.discardOutboxEntry(entry.id);
  }
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  cleanup();
  await clearDatabase();
  vi.restoreAllMocks();
});

describe('useWrite', () => {
  it('goes idle → storing → sending → saved online, and hands the result to onSaved', async () => {
    const page = await loadPage();
    const answer = deferred<Result>();
    const sent: OutboxEntry[] = [];
    start(page, (entry) => {
      sent.push(entry);
      return answer.promise;
    });
    const onSaved = vi.fn();
    const { result, statuses } = renderWrite(page, { onSaved });
    expect(result.current.status).toBe('idle');
    expect(result.current.pending).toBeNull();

    await act(() => result.current.save({ value: 'first' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(result.current.status).toBe('sending'));
    expect(result.current.pending).toEqual({ value: 'first' });
    expect(sent[0]!.variables).toEqual({ value: 'first' });

    await act(async () => {
      answer.resolve({ saveThing: true });
      await answer.promise;
    });
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(result.current.pending).toBeNull();
    expect(result.current.error).toBeNull();
    expect(onSaved).toHaveBeenCalledWith({ saveThing: true });
    // Never back to idle (an empty status line) between the save and the answer.
    expect(statuses).toEqual(['idle', 'storing', 'sending', 'saved']);
  });

  it('says savedOnDevice offline, keeps the latest edit as pending, and sends it once back online', async () => {
    const page = await loadPage();
    online = false;
    const sent: OutboxEntry[] = [];
    start(page, (entry) => {
      sent.push(entry);
      return Promise.resolve({ saveThing: true });
    });
    const { result, statuses } = renderWrite(page);

    await act(() => result.current.save({ value: 'draft 1' }));
    await act(() => result.current.save({ value: 'draft 2' }));
    await waitFor(() => expect(result.current.pending).toEqual({ value: 'draft 2' }));
    expect(result.current.status).toBe('savedOnDevice');
    expect(sent).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(result.current.status).toBe('saved'));
    // The newer edit replaced the unsent one: one write reaches the server.
    expect(sent.map((e) => e.variables.value)).toEqual(['draft 2']);
    expect(result.current.pending).toBeNull();
    expect(statuses).not.toContain('failed');
    expect(statuses.indexOf('idle')).toBe(0);
    expect(statuses.lastIndexOf('idle')).toBe(0);
  });

  it('says savedOnDevice when the server does not answer, then saved on the retry', async () => {
    const page = await loadPage();
    let attempts = 0;
    start(page, () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ saveThing: true });
    });
    const { result } = renderWrite(page);
    await act(() => result.current.save({ value: 'x' }));
    await waitFor(() => expect(result.current.status).toBe('savedOnDevice'));
    expect(result.current.pending).toEqual({ value: 'x' });

    act(() => page.outbox.drainOutboxNow());
    await waitFor(() => expect(result.current.status).toBe('saved'));
  });

  it("says failed with the server's message when the server refuses the write", async () => {
    const page = await loadPage();
    start(page, () =>
      Promise.reject(
        Object.assign(new Error('refused'), {
          status: 400,
          body: { message: 'This value is not allowed.' },
        }),
      ),
    );
    const { result } = renderWrite(page);
    await act(() => result.current.save({ value: 'bad' }));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('This value is not allowed.');
    // A refused write is not what the form should show as the candidate's latest values.
    expect(result.current.pending).toBeNull();

    // Discarded from the connection banner: nothing is saved any more.
    const [refused] = page.outbox.getOutboxState().entries;
    await act(() => page.outbox.discardOutboxEntry(refused!.id));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.error).toBeNull();
  });

  it('goes from failed back to saved when the candidate retries and the server accepts', async () => {
    const page = await loadPage();
    let refuse = true;
    start(page, () =>
      refuse
        ? Promise.reject(
            Object.assign(new Error('refused'), { status: 422, body: { message: 'No.' } }),
          )
        : Promise.resolve({ saveThing: true }),
    );
    const { result } = renderWrite(page);
    await act(() => result.current.save({ value: 'v' }));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    refuse = false;
    const [refused] = page.outbox.getOutboxState().entries;
    await act(() => page.outbox.retryOutboxEntry(refused!.id));
    await waitFor(() => expect(result.current.status).toBe('saved'));
  });

  it('keeps the pending write after a reload (a fresh module instance over the same database)', async () => {
    online = false;
    const first = await loadPage();
    const before = renderWrite(first);
    await act(() => before.result.current.save({ value: 'kept' }));
    await waitFor(() => expect(before.result.current.status).toBe('savedOnDevice'));
    before.unmount();

    const reloaded = await loadPage();
    const after = renderWrite(reloaded);
    await waitFor(() => expect(after.result.current.pending).toEqual({ value: 'kept' }));
    expect(after.result.current.status).toBe('savedOnDevice');

    // Another key of the same user has nothing pending.
    const other = renderWrite(reloaded, { coalesceKey: 'other' });
    expect(other.result.current.pending).toBeNull();
    expect(other.result.current.status).toBe('idle');
  });
});
