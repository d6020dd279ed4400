/**
 * The app's outbox module as the screens use it: a page load is a fresh module instance over the
 * same IndexedDB (vi.resetModules), so "reload" here is what a browser reload does to the outbox.
 */
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as OutboxModuleNamespace from './outbox.ts';
import { parse } from 'graphql';
import { defineWrite } from '../writes/define-write.ts';
import type { OutboxEntry } from './types.ts';

type OutboxModule = typeof OutboxModuleNamespace;
const stops: Array<() => void> = [];
const write = (operation: string) =>
  defineWrite<unknown, Record<string, unknown>>({
    operation,
    label: operation,
    document: parse(`mutation ${operation} { x }`),
  });

async function loadPage(): Promise<OutboxModule> {
  vi.resetModules();
  return import('./outbox.ts');
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('outbox module', () => {
  it('replays unsent writes after a reload, in order, with their original ids', async () => {
    const page1 = await loadPage();
    const a = await page1.enqueueWrite(write('SaveAnswer'), 'u1', { answer: 1 });
    const b = await page1.enqueueWrite(write('SaveAnswer'), 'u1', { answer: 2 });
    expect(await page1.pendingCountFor('u1')).toBe(2);

    // Reload: a new module instance, nothing in memory, same database.
    const page2 = await loadPage();
    const sent: OutboxEntry[] = [];
    const delivered: string[] = [];
    page2.onDelivered((entry) => delivered.push(entry.id));
    stops.push(
      page2.startOutbox({
        getUserId: () => 'u1',
        send: (entry) => {
          sent.push(entry);
          return Promise.resolve({ ok: true });
        },
      }),
    );
    await waitFor(() => expect(delivered).toEqual([a.id, b.id]));
    expect(sent.map((e) => [e.id, e.variables])).toEqual([
      [a.id, { answer: 1 }],
      [b.id, { answer: 2 }],
    ]);
    expect(await page2.pendingCountFor('u1')).toBe(0);
  });

  it('useOutbox shows the signed-in user’s pending and refused entries and acts on them', async () => {
    const page = await loadPage();
    const { useOutbox } = await import('./use-outbox.ts');
    let refuse = true;
    stops.push(
      page.startOutbox({
        getUserId: () => 'u7',
        send: (entry) =>
          refuse && entry.operation === 'SavePhone'
            ? Promise.reject(
                Object.assign(new Error('refused'), {
                  status: 400,
                  body: { message: 'Phone number is not valid.' },
                }),
              )
            : Promise.resolve(null),
      }),
    );
    const { result } = renderHook(() => useOutbox());
    await act(() => page.enqueueWrite(write('SavePhone'), 'u7', {}));
    await act(() => page.enqueueWrite(write('Other'), 'someone-else', {}));
    await waitFor(() => expect(result.current.failed).toHaveLength(1));
    expect(result.current.failed[0]?.lastError).toEqual({
      status: 400,
      message: 'Phone number is not valid.',
      permanent: true,
    });
    expect(result.current.pendingCount).toBe(0);
    expect(result.current.entries.map((e) => e.operation)).toEqual(['SavePhone']);

    refuse = false;
    const id = result.current.failed[0]!.id;
    await act(() => result.current.retry(id));
    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(await page.pendingCountFor('someone-else')).toBe(1);
  });
});
