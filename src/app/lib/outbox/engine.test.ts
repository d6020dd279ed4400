import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxChannel, OutboxMessage } from './channel.ts';
import { createOutbox, SEND_TIMEOUT_MS, type Outbox, type OutboxDeps } from './outbox.ts';
import { exclusiveLock } from '../cross-tab/lock.ts';
import { createOutboxStorage, type OutboxStorage } from './storage.ts';
import type { OutboxEntry, SendFn } from './types.ts';

// --- Test doubles ----------------------------------------------------------------------------

/** An in-memory BroadcastChannel: delivers to every other member, asynchronously, as a clone. */
function createBus() {
  const members = new Set<(message: OutboxMessage) => void>();
  return (): OutboxChannel => {
    const own = new Set<(message: OutboxMessage) => void>();
    return {
      post(message) {
        const copy = structuredClone(message);
        for (const member of members) {
          if (!own.has(member)) queueMicrotask(() => member(copy));
        }
        return true;
      },
      subscribe(listener) {
        members.add(listener);
        own.add(listener);
        return () => {
          members.delete(listener);
          own.delete(listener);
        };
      },
      close() {
        for (const listener of own) members.delete(listener);
        own.clear();
      },
    };
  };
}

/** navigator.locks as the browser implements exclusive mode: one holder per name, FIFO. */
function createLockManager() {
  const tails = new Map<string, Promise<void>>();
  let holders = 0;
  let maxHolders = 0;
  return {
    get maxHolders() {
      return maxHolders;
    },
    request<T>(
      name: string,
      _options: { mode: 'exclusive' },
      callback: (lock: unknown) => Promise<T>,
    ): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      let release!: () => void;
      tails.set(
        name,
        previous.then(() => new Promise<void>((resolve) => (release = resolve))),
      );
      return previous.then(async () => {
        holders++;
        maxHolders = Math.max(maxHolders, holders);
        try {
          return await callback({ name });
        } finally {
          holders--;
          release();
        }
      });
    },
  };
}

/** Lets IndexedDB (fake-indexeddb schedules with setImmediate) and microtasks run. */
async function ticks(n = 5): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

let dbCounter = 0;
let dbName = '';
const opened: Outbox[] = [];

function tab(overrides: Partial<OutboxDeps> = {}): { outbox: Outbox; storage: OutboxStorage } {
  const storage = overrides.storage ?? createOutboxStorage(dbName, 'outbox');
  const outbox = createOutbox({
    storage,
    lock: exclusiveLock('outbox-drain', createLockManager()),
    channel: null,
    windowTarget: window,
    documentTarget: document,
    isOnline: () => true,
    ...overrides,
  });
  opened.push(outbox);
  return { outbox, storage };
}

const write = (
  operation: string,
  extra: Partial<{ userId: string; coalesceKey: string }> = {},
) => ({
  userId: extra.userId ?? 'u1',
  operation,
  document: `mutation ${operation}($clientMutationId: ID!) { ${operation.toLowerCase()} }`,
  variables: { value: operation },
  ...(extra.coalesceKey ? { coalesceKey: extra.coalesceKey } : {}),
});

function recordingSend(behaviour?: (entry: OutboxEntry, call: number) => unknown) {
  const calls: OutboxEntry[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send: SendFn = async (entry) => {
    calls.push(entry);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await ticks(2);
      const outcome = behaviour?.(entry, calls.length);
      if (
        outcome instanceof Error ||
        (typeof outcome === 'object' && outcome !== null && 'status' in outcome)
      ) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- HTTP clients throw such objects too
        throw outcome;
      }
      return outcome ?? { ok: entry.operation };
    } finally {
      inFlight--;
    }
  };
  return {
    send,
    calls,
    operations: () => calls.map((c) => c.operation),
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

beforeEach(() => {
  dbName = `outbox-test-${++dbCounter}`;
});

afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.close();
  vi.useRealTimers();
});

// --- Tests ------------------------------------------------------------------------------------

describe('enqueue', () => {
  it('writes the entry to IndexedDB before resolving, its variables as given', async () => {
    const { outbox } = tab();
    const entry = await outbox.enqueue(write('SaveName'));

    // Another connection to the same database (another tab) sees it at once.
    const stored = await createOutboxStorage(dbName, 'outbox').readAll();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: entry.id,
      userId: 'u1',
      operation: 'SaveName',
      attempts: 0,
      variables: { value: 'SaveName' },
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof entry.createdAt).toBe('number');
    expect(typeof entry.createdAtPerf).toBe('number');
  });

  it('refuses a write without a user', async () => {
    const { outbox } = tab();
    await expect(outbox.enqueue(write('X', { userId: '' }))).rejects.toThrow(/user/);
  });

  it('coalesces only entries with the same key and user; the newest edit goes last', async () => {
    const { outbox, storage } = tab();
    await outbox.enqueue(write('Personal1', { coalesceKey: 'profile:personal' }));
    await outbox.enqueue(write('Education1', { coalesceKey: 'profile:education' }));
    await outbox.enqueue(write('Answer1'));
    await outbox.enqueue(write('OtherUser', { coalesceKey: 'profile:personal', userId: 'u2' }));
    await outbox.enqueue(write('Answer2'));
    await outbox.enqueue(write('Personal2', { coalesceKey: 'profile:personal' }));

    const stored = await storage.readAll();
    expect(stored.map((e) => e.operation)).toEqual([
      'Education1',
      'Answer1',
      'OtherUser',
      'Answer2',
      'Personal2',
    ]);
  });

  it('never coalesces answers (entries without a key)', async () => {
    const { outbox, storage } = tab();
    await outbox.enqueue(write('Answer'));
    await outbox.enqueue(write('Answer'));
    expect(await storage.readAll()).toHaveLength(2);
  });

  it('keeps an entry that is being sent and queues the newer edit after it', async () => {
    const { outbox, storage } = tab();
    let releaseFirst!: () => void;
    const firstSent = new Promise<void>((resolve) => (releaseFirst = resolve));
    const calls: string[] = [];
    outbox.start({
      getUserId: () => 'u1',
      send: async (entry) => {
        calls.push(String(entry.variables.value));
        if (calls.length === 1) await firstSent;
        return null;
      },
    });
    await outbox.enqueue({ ...write('Personal'), variables: { value: 'v1' }, coalesceKey: 'p' });
    await vi.waitFor(() => expect(calls).toEqual(['v1']));

    await outbox.enqueue({ ...write('Personal'), variables: { value: 'v2' }, coalesceKey: 'p' });
    expect((await storage.readAll()).map((e) => e.variables.value)).toEqual(['v1', 'v2']);

    releaseFirst();
    await outbox.whenIdle();
    expect(calls).toEqual(['v1', 'v2']);
    expect(await storage.readAll()).toEqual([]);
  });
});

describe('draining', () => {
  it("sends the current user's entries in creation order, one at a time, and removes them", async () => {
    const { outbox, storage } = tab();
    await outbox.enqueue(write('First'));
    await outbox.enqueue(write('Second', { userId: 'u2' }));
    await outbox.enqueue(write('Third'));
    await outbox.enqueue(write('Fourth'));

    const delivered: Array<[string, unknown]> = [];
    outbox.onDelivered((entry, result) => delivered.push([entry.operation, result]));
    const sender = recordingSend();
    outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await outbox.whenIdle();

    expect(sender.operations()).toEqual(['First', 'Third', 'Fourth']);
    expect(sender.maxInFlight).toBe(1);
    expect(delivered).toEqual([
      ['First', { ok: 'First' }],
      ['Third', { ok: 'Third' }],
      ['Fourth', { ok: 'Fourth' }],
    ]);
    // The other user's write stays on the device, untouched.
    expect((await storage.readAll()).map((e) => [e.operation, e.attempts])).toEqual([
      ['Second', 0],
    ]);
    expect(outbox.getState().entries.map((e) => e.operation)).toEqual(['Second']);
  });

  it('after a send without answer, probes while something waits, and resends when the server is back', async () => {
    let needed: (() => boolean) | null = null;
    const returnListeners: Array<() => void> = [];
    const confirmed = vi.fn();
    const { outbox } = tab({
      reachability: {
        suspect: (isNeeded) => (needed = isNeeded),
        confirm: confirmed,
        onReturn: (listener) => {
          returnListeners.push(listener);
          return () => returnListeners.splice(returnListeners.indexOf(listener), 1);
        },
      },
      random: () => 1, // the first retry waits its full second
    });
    const sender = recordingSend((_entry, call) =>
      call === 1 ? new TypeError('Failed to fetch') : undefined,
    );
    outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await outbox.enqueue(write('A'));
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(1);
    expect(needed).not.toBeNull();
    expect(needed!()).toBe(true);

    // A probe answered: the entry goes now, not after its backoff.
    for (const listener of returnListeners) listener();
    await outbox.whenIdle();
    expect(sender.operations()).toEqual(['A', 'A']);
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(needed!()).toBe(false); // nothing left: the probes stop
  });

  it('sends nothing while signed out or while the browser is offline', async () => {
    let online = false;
    const { outbox } = tab({ isOnline: () => online });
    const sender = recordingSend();
    let user: string | null = null;
    outbox.start({ send: sender.send, getUserId: () => user });
    await outbox.enqueue(write('A'));
    await outbox.whenIdle();
    user = 'u1';
    outbox.drainNow();
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await outbox.whenIdle();
    expect(sender.operations()).toEqual(['A']);
  });

  it('keeps a refused write (4xx) with the server message, skips it, and goes on', async () => {
    const { outbox, storage } = tab();
    await outbox.enqueue(write('Bad'));
    await outbox.enqueue(write('Good1'));
    await outbox.enqueue(write('Good2'));
    const sender = recordingSend((entry) =>
      entry.operation === 'Bad'
        ? {
            status: 400,
            response: { status: 400, errors: [{ message: 'Phone number is not valid.' }] },
          }
        : undefined,
    );
    outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await outbox.whenIdle();

    expect(sender.operations()).toEqual(['Bad', 'Good1', 'Good2']);
    const [kept] = await storage.readAll();
    expect(kept).toMatchObject({
      operation: 'Bad',
      attempts: 1,
      lastError: { status: 400, message: 'Phone number is not valid.', permanent: true },
    });
    expect(kept?.inFlightAt).toBeUndefined();

    // Not retried on its own: not when the connection comes back, not when the tab is shown.
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(3);

    // Until the candidate retries it.
    await outbox.retry(kept!.id);
    await outbox.whenIdle();
    expect(sender.operations()).toEqual(['Bad', 'Good1', 'Good2', 'Bad']);
    expect(await storage.readAll()).toHaveLength(1); // refused again, still kept

    await outbox.discard(kept!.id);
    await outbox.whenIdle();
    expect(await storage.readAll()).toEqual([]);
    expect(outbox.getState().entries).toEqual([]);
  });

  it('treats GraphQL errors in a 200 answer as a refusal', async () => {
    const { outbox, storage } = tab();
    await outbox.enqueue(write('Late'));
    const sender = recordingSend(() =>
      Object.assign(new Error('GraphQL Error'), {
        response: { status: 200, errors: [{ message: 'The section has closed.' }] },
      }),
    );
    outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await outbox.whenIdle();
    expect((await storage.readAll())[0]?.lastError).toEqual({
      status: 200,
      message: 'The section has closed.',
      permanent: true,
    });
  });

  it('retries 5xx and network errors with exponential backoff, holding later entries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 });
    const { outbox, storage } = tab({ random: () => 0.999999 }); // the full window: 1 s, 2 s, 4 s
    await outbox.enqueue(write('Flaky'));
    await outbox.enqueue(write('After'));
    const sender = recordingSend((entry, call) => {
      if (entry.operation !== 'Flaky') return undefined;
      if (call === 1) return { status: 503 };
      if (call === 2) return new TypeError('Failed to fetch');
      if (call === 3) return { status: 500 };
      return undefined;
    });
    outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await outbox.whenIdle();
    expect(sender.operations()).toEqual(['Flaky']);
    expect((await storage.readAll())[0]).toMatchObject({
      attempts: 1,
      nextAttemptAt: 1_000_000 + 1000,
      lastError: { status: 503, permanent: false },
    });

    await vi.advanceTimersByTimeAsync(999);
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await outbox.whenIdle();
    expect(sender.operations()).toEqual(['Flaky', 'Flaky']); // 'After' still waits behind it
    expect((await storage.readAll())[0]).toMatchObject({
      attempts: 2,
      lastError: { message: 'No connection to the server.', permanent: false },
    });

    await vi.advanceTimersByTimeAsync(1999);
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(3);

    // The connection coming back skips the remaining 4 s wait.
    window.dispatchEvent(new Event('online'));
    await outbox.whenIdle();
    expect(sender.operations()).toEqual(['Flaky', 'Flaky', 'Flaky', 'Flaky', 'After']);
    expect(await storage.readAll()).toEqual([]);
  });

  it("waits as long as the server's Retry-After asks when that is longer than the backoff", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 1_000_000 });
    const { outbox, storage } = tab({ random: () => 0 });
    await outbox.enqueue(write('Waits'));
    const sender = recordingSend((_entry, call) =>
      call === 1 ? { status: 503, retryAfterMs: 5000 } : undefined,
    );
    outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await outbox.whenIdle();
    expect((await storage.readAll())[0]).toMatchObject({ nextAttemptAt: 1_000_000 + 5000 });

    await vi.advanceTimersByTimeAsync(4999);
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(2);
    expect(await storage.readAll()).toEqual([]);
  });

  it('retries at once when the tab becomes visible again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { outbox } = tab({ random: () => 0 });
    await outbox.enqueue(write('A'));
    const sender = recordingSend((_entry, call) => (call === 1 ? { status: 502 } : undefined));
    outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(1);

    document.dispatchEvent(new Event('visibilitychange')); // jsdom's visibilityState is 'visible'
    await outbox.whenIdle();
    expect(sender.calls).toHaveLength(2);
    expect(outbox.getState().entries).toEqual([]);
  });

  it('abandons an attempt that does not answer in time and retries it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { outbox, storage } = tab({ random: () => 0 });
    await outbox.enqueue(write('Slow'));
    const signals: AbortSignal[] = [];
    let call = 0;
    outbox.start({
      getUserId: () => 'u1',
      send: (_entry, { signal }) => {
        signals.push(signal);
        return ++call === 1 ? new Promise(() => undefined) : Promise.resolve('ok');
      },
    });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await outbox.whenIdle();
    expect(signals[0]?.aborted).toBe(true);
    expect((await storage.readAll())[0]).toMatchObject({
      attempts: 1,
      lastError: { message: 'The server did not answer in time.', permanent: false },
    });
    await vi.advanceTimersByTimeAsync(1000);
    await outbox.whenIdle();
    expect(call).toBe(2);
    expect(await storage.readAll()).toEqual([]);
  });
});

describe('reload and tabs', () => {
  it('replays after a reload: a new instance reads IndexedDB and sends in order', async () => {
    const before = tab();
    await before.outbox.enqueue(write('One'));
    await before.outbox.enqueue(write('Two'));
    // Crash while 'One' was being sent: its in-flight mark stays behind.
    const [one] = await before.storage.readAll();
    await before.storage.modify(one!.id, (e) => ({ ...e, inFlightAt: Date.now() }));
    before.outbox.close();

    const after = tab({ storage: createOutboxStorage(dbName, 'outbox') });
    const sender = recordingSend();
    after.outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await after.outbox.whenIdle();
    expect(sender.operations()).toEqual(['One', 'Two']);
    // Same ids as before the reload: sent as clientMutationId, the server recognises a replay.
    expect(sender.calls[0]?.id).toBe(one!.id);
  });

  it('two tabs with navigator.locks never send the same entry twice', async () => {
    const locks = createLockManager();
    const bus = createBus();
    const a = tab({ lock: exclusiveLock('outbox-drain', locks), channel: bus() });
    const b = tab({ lock: exclusiveLock('outbox-drain', locks), channel: bus() });
    const sent: string[] = [];
    const send: SendFn = async (entry) => {
      sent.push(entry.operation);
      await ticks(3);
      return null;
    };
    a.outbox.start({ send, getUserId: () => 'u1' });
    b.outbox.start({ send, getUserId: () => 'u1' });
    for (const op of ['W1', 'W2', 'W3', 'W4', 'W5']) {
      await (op === 'W3' ? b : a).outbox.enqueue(write(op));
    }
    b.outbox.drainNow();
    a.outbox.drainNow();
    await vi.waitFor(async () => {
      await Promise.all([a.outbox.whenIdle(), b.outbox.whenIdle()]);
      expect(await a.storage.readAll()).toEqual([]);
    });
    await Promise.all([a.outbox.whenIdle(), b.outbox.whenIdle()]);

    expect(sent).toEqual(['W1', 'W2', 'W3', 'W4', 'W5']);
    expect(locks.maxHolders).toBe(1);
  });

  it('without navigator.locks, two drainers in one realm still send each entry once', async () => {
    const a = tab({ lock: exclusiveLock('outbox-drain', null) });
    const b = tab({ lock: exclusiveLock('outbox-drain', null) });
    const sent: string[] = [];
    const send: SendFn = async (entry) => {
      sent.push(entry.operation);
      await ticks(3);
      return null;
    };
    for (const op of ['W1', 'W2', 'W3']) await a.outbox.enqueue(write(op));
    a.outbox.start({ send, getUserId: () => 'u1' });
    b.outbox.start({ send, getUserId: () => 'u1' });
    await Promise.all([a.outbox.whenIdle(), b.outbox.whenIdle()]);
    await Promise.all([a.outbox.whenIdle(), b.outbox.whenIdle()]);
    expect(sent).toEqual(['W1', 'W2', 'W3']);
  });

  it('without locks, a fresh in-flight mark of another tab is respected (no double send)', async () => {
    const a = tab({ lock: exclusiveLock('outbox-drain-other-realm', null) });
    await a.outbox.enqueue(write('W1'));
    const [entry] = await a.storage.readAll();
    // Another tab (another realm, so another mutex) is sending it right now.
    await a.storage.modify(entry!.id, (e) => ({ ...e, inFlightAt: Date.now() }));
    const sender = recordingSend();
    a.outbox.start({ send: sender.send, getUserId: () => 'u1' });
    await a.outbox.whenIdle();
    expect(sender.calls).toHaveLength(0);
  });

  it("shows other tabs' changes and deliveries", async () => {
    const bus = createBus();
    const locks = createLockManager();
    const a = tab({ channel: bus(), lock: exclusiveLock('outbox-drain', locks) });
    const b = tab({ channel: bus(), lock: exclusiveLock('outbox-drain', locks) });
    const seenInB: number[] = [];
    b.outbox.subscribe((state) => seenInB.push(state.entries.length));
    const deliveredInB: string[] = [];
    b.outbox.onDelivered((entry) => deliveredInB.push(entry.operation));

    await a.outbox.enqueue(write('FromA'));
    await vi.waitFor(() =>
      expect(b.outbox.getState().entries.map((e) => e.operation)).toEqual(['FromA']),
    );

    a.outbox.start({ send: recordingSend().send, getUserId: () => 'u1' });
    await a.outbox.whenIdle();
    await vi.waitFor(() => expect(deliveredInB).toEqual(['FromA']));
    await vi.waitFor(() => expect(b.outbox.getState().entries).toEqual([]));
    expect(b.outbox.getState().isDraining).toBe(false);
    expect(seenInB).toContain(1);
  });

  it('counts every unsent entry of a user for logout, refused ones included', async () => {
    const { outbox, storage } = tab();
    await outbox.enqueue(write('A'));
    const b = await outbox.enqueue(write('B'));
    await outbox.enqueue(write('C', { userId: 'u2' }));
    await storage.modify(b.id, (e) => ({
      ...e,
      lastError: { status: 400, message: 'x', permanent: true },
    }));
    expect(await outbox.pendingCountFor('u1')).toBe(2);
    expect(await outbox.pendingCountFor('u2')).toBe(1);
    expect(await outbox.pendingCountFor('u3')).toBe(0);
  });
});
