import { describe, expect, it } from 'vitest';
import { createDrainLoop, isUnanswered, type DrainDeps } from './drain.ts';
import { exclusiveLock } from '../cross-tab/lock.ts';
import { sortEntries } from './queue.ts';
import type { OutboxStorage } from './storage.ts';
import type { BatchOutcome, OutboxEntry, SendBatchFn, SendFn } from './types.ts';
import { OutboxView } from './view.ts';
import { testEntry } from '../../test-support/outbox-entry.ts';

/** Each entry its own operation, so a test can tell them apart by name. */
const entry = (seq: number, patch: Partial<OutboxEntry> = {}) =>
  testEntry(seq, { operation: `Op${seq}`, ...patch });

/** The database: a map, and a log of the calls made on it. */
function memoryStorage(initial: OutboxEntry[]) {
  const rows = new Map(initial.map((e) => [e.id, e]));
  const calls: string[] = [];
  const storage: OutboxStorage = {
    readAll: () => {
      calls.push('readAll');
      return Promise.resolve(sortEntries([...rows.values()]));
    },
    readSnapshot: () => {
      calls.push('readSnapshot');
      const entries = sortEntries([...rows.values()]);
      return Promise.resolve({ entries, lastSeq: Math.max(0, ...entries.map((e) => e.seq)) });
    },
    read: (id) => {
      calls.push(`read ${id}`);
      return Promise.resolve(rows.get(id) ?? null);
    },
    add: () => Promise.reject(new Error('not used')),
    modify: (id, change) => {
      calls.push(`modify ${id}`);
      const current = rows.get(id);
      if (!current) return Promise.resolve(null);
      const next = change(current);
      rows.set(id, next);
      return Promise.resolve(next);
    },
    remove: (id) => {
      calls.push(`remove ${id}`);
      rows.delete(id);
      return Promise.resolve();
    },
  };
  return { storage, rows, calls };
}

/** A drain loop over a view that starts as `known` (what this tab has heard of). */
function setup(stored: OutboxEntry[], known: OutboxEntry[] = stored, exclusive = false) {
  const db = memoryStorage(stored);
  const view = new OutboxView();
  view.replaceAll(known, Math.max(0, ...known.map((e) => e.seq)));
  const events: string[] = [];
  /** What the drain told the reachability probes, in order. */
  const server: string[] = [];
  const deps: DrainDeps = {
    storage: db.storage,
    lock: exclusive
      ? (work) => work(true) // as the Web Locks API gives it: no other tab sends meanwhile
      : exclusiveLock(`drain-test-${Math.random()}`, null),
    entries: () => view.entries,
    missesEntriesBefore: (seq) => view.missesEntriesBefore(seq),
    reload: async () => {
      const { entries, lastSeq } = await db.storage.readSnapshot();
      view.replaceAll(entries, lastSeq);
    },
    loaded: () => Promise.resolve(),
    readBeforeEachSend: false,
    changed: (changes) => {
      view.apply(changes);
      events.push(
        `changed ${[...(changes.upserted ?? []).map((e) => `+${e.id}`), ...(changes.removedIds ?? []).map((id) => `-${id}`)].join(' ')}`,
      );
    },
    delivered: (e) => {
      view.apply({ removedIds: [e.id] });
      events.push(`delivered ${e.id}`);
    },
    sending: (active) => events.push(`sending ${active}`),
    now: () => 10_000,
    random: () => 0,
    isOnline: () => true,
    unanswered: () => server.push('unanswered'),
    answered: () => server.push('answered'),
    sendTimeoutMs: 1000,
  };
  const loop = createDrainLoop(deps);
  const sent: string[] = [];
  const send: SendFn = (e) => {
    sent.push(e.id);
    return Promise.resolve(null);
  };
  return { loop, db, view, events, sent, send, server };
}

describe('drain loop', () => {
  it('claims, sends and removes each entry: a fixed number of storage calls per send', async () => {
    const { loop, db, events, sent, send } = setup([entry(1), entry(2)]);
    loop.start({ send, getUserId: () => 'u1' });
    loop.kick();
    await loop.whenIdle();

    expect(sent).toEqual(['e1', 'e2']);
    expect(db.calls).toEqual(['modify e1', 'remove e1', 'modify e2', 'remove e2']);
    // The other tabs hear of each claim and delivery; "sending" once for the whole pass.
    expect(events).toEqual([
      'changed +e1',
      'sending true',
      'delivered e1',
      'changed +e2',
      'delivered e2',
      'sending false',
    ]);
    expect(db.rows.size).toBe(0);
  });

  it('holding the exclusive lock, checks the first entry of a pass and marks only keyed ones', async () => {
    const stored = [entry(1), entry(2), entry(3, { coalesceKey: 'k' })];
    const { loop, db, sent, send } = setup(stored, stored, true);
    loop.start({ send, getUserId: () => 'u1' });
    loop.kick();
    await loop.whenIdle();
    expect(sent).toEqual(['e1', 'e2', 'e3']);
    // The first is read (the view may lag behind the previous sender); once confirmed, the view is
    // trusted; an entry with a key is marked: a newer edit must not replace it while it may be
    // arriving.
    expect(db.calls).toEqual(['read e1', 'remove e1', 'remove e2', 'modify e3', 'remove e3']);
  });

  it('holding the exclusive lock, drops what the previous sender delivered before sending', async () => {
    // The tab that held the lock before delivered e1 and e2; this view has not heard yet.
    const { loop, db, sent, send, view } = setup([entry(3)], [entry(1), entry(2), entry(3)], true);
    loop.start({ send, getUserId: () => 'u1' });
    loop.kick();
    await loop.whenIdle();
    expect(sent).toEqual(['e3']);
    expect(db.calls).toEqual(['read e1', 'read e2', 'read e3', 'remove e3']);
    expect(view.entries).toEqual([]);
  });

  it('skips an entry the view still shows but the database no longer has', async () => {
    const { loop, db, sent, send, view } = setup([entry(2)], [entry(1), entry(2)]);
    loop.start({ send, getUserId: () => 'u1' });
    loop.kick();
    await loop.whenIdle();
    expect(sent).toEqual(['e2']);
    expect(db.calls).toEqual(['modify e1', 'modify e2', 'remove e2']);
    expect(view.entries).toEqual([]);
  });

  it('does not send an entry the database says another tab is sending', async () => {
    const inFlight = entry(1, { inFlightAt: 9_999 });
    const { loop, sent, send, view } = setup([inFlight], [entry(1)]);
    loop.start({ send, getUserId: () => 'u1' });
    loop.kick();
    await loop.whenIdle();
    loop.stop();
    expect(sent).toEqual([]);
    expect(view.entries).toEqual([inFlight]);
  });

  it('reads everything before sending when another tab wrote an entry it has not heard of', async () => {
    // Another tab wrote e1, whose message has not arrived: this tab has heard only of e2.
    const { loop, db, sent, send, view } = setup([entry(1), entry(2)], []);
    view.apply({ upserted: [entry(2)] });
    loop.start({ send, getUserId: () => 'u1' });
    loop.kick();
    await loop.whenIdle();
    expect(sent).toEqual(['e1', 'e2']);
    expect(db.calls[0]).toBe('readSnapshot');
  });

  it('keeps a refused entry with the message, and goes on', async () => {
    const { loop, db, sent, view } = setup([entry(1), entry(2)]);
    loop.start({
      getUserId: () => 'u1',
      send: (e) => {
        sent.push(e.id);
        return e.id === 'e1'
          ? Promise.reject(
              Object.assign(new Error('no'), { status: 400, body: { message: 'No.' } }),
            )
          : Promise.resolve(null);
      },
    });
    loop.kick();
    await loop.whenIdle();
    expect(sent).toEqual(['e1', 'e2']);
    expect(db.rows.get('e1')).toMatchObject({ attempts: 1, lastError: { permanent: true } });
    expect(view.entries.map((e) => e.id)).toEqual(['e1']);
  });

  it('tells the reachability probes whether the server answered each send', async () => {
    const { loop, server } = setup([entry(1), entry(2), entry(3)]);
    const failures = [
      new TypeError('Failed to fetch'),
      Object.assign(new Error('no'), { status: 400 }),
    ];
    loop.start({
      getUserId: () => 'u1',
      send: () => {
        const failure = failures.shift();
        return failure ? Promise.reject(failure) : Promise.resolve(null);
      },
    });
    loop.kick(); // e1: no answer, held with backoff
    await loop.whenIdle();
    loop.kick(true); // e1 refused (an answer), then e2 goes
    await loop.whenIdle();
    expect(server).toEqual(['unanswered', 'answered', 'answered', 'answered']);
  });
});

describe('drain loop, batches (docs/decisions/044)', () => {
  /** A timed answer: batchable, no coalesce key. */
  const answer = (seq: number, patch: Partial<OutboxEntry> = {}) =>
    entry(seq, { batchable: true, ...patch });
  const refusal = (message: string) =>
    Object.assign(new Error(message), { status: 400, body: { message } });

  /**
   * A sendBatch that records each request's ids and answers with `outcome(entry, i)` (delivered by
   * default), or throws what `requestFails` gives for the request.
   */
  function batchSender(
    outcome: (e: OutboxEntry) => BatchOutcome = (e) => ({
      kind: 'delivered',
      result: { op: e.id },
    }),
    requestFails: (ids: string[]) => Error | undefined = () => undefined,
  ) {
    const requests: string[][] = [];
    const sendBatch: SendBatchFn = (entries) => {
      const ids = entries.map((e) => e.id);
      requests.push(ids);
      const failure = requestFails(ids);
      return failure ? Promise.reject(failure) : Promise.resolve(entries.map(outcome));
    };
    return { requests, sendBatch };
  }

  function run(
    stored: OutboxEntry[],
    sendBatch: SendBatchFn,
    { exclusive = true, force = false } = {},
  ) {
    const t = setup(stored, stored, exclusive);
    const alone: string[] = [];
    const send: SendFn = (e) => {
      alone.push(e.id);
      return Promise.resolve({ op: e.id });
    };
    t.loop.start({ send, sendBatch, getUserId: () => 'u1' });
    t.loop.kick(force);
    return { ...t, alone, idle: t.loop.whenIdle() };
  }

  it('sends up to 10 consecutive batchable entries in one request, in order, each delivered once', async () => {
    const stored = Array.from({ length: 23 }, (_, i) => answer(i + 1));
    const { requests, sendBatch } = batchSender();
    const { db, events, alone, idle } = run(stored, sendBatch);
    await idle;
    expect(requests.map((ids) => ids.length)).toEqual([10, 10, 3]);
    expect(requests.flat()).toEqual(stored.map((e) => e.id));
    expect(alone).toEqual([]);
    expect(events.filter((e) => e.startsWith('delivered'))).toEqual(
      stored.map((e) => `delivered ${e.id}`),
    );
    expect(db.rows.size).toBe(0);
    // Holding the exclusive lock: the first entry read, then one removal per entry; no full read.
    expect(db.calls.filter((c) => !c.startsWith('remove'))).toEqual(['read e1']);
    expect(db.calls.filter((c) => c.startsWith('remove'))).toHaveLength(23);
  });

  it('does not batch across an entry that does not allow it, and sends that one alone', async () => {
    const stored = [answer(1), answer(2), entry(3), answer(4), answer(5)];
    const { requests, sendBatch } = batchSender();
    const { alone, events, idle } = run(stored, sendBatch);
    await idle;
    expect(requests).toEqual([
      ['e1', 'e2'],
      ['e4', 'e5'],
    ]);
    expect(alone).toEqual(['e3']);
    expect(events.filter((e) => e.startsWith('delivered'))).toEqual(
      ['e1', 'e2', 'e3', 'e4', 'e5'].map((id) => `delivered ${id}`),
    );
  });

  it('skips a refused entry as a lone send does, and stops at one waiting for its retry', async () => {
    const refused = answer(2, { attempts: 1, lastError: { message: 'No.', permanent: true } });
    const waiting = answer(4, { attempts: 1, nextAttemptAt: 60_000 });
    const { requests, sendBatch } = batchSender();
    const { db, idle, loop } = run([answer(1), refused, answer(3), waiting, answer(5)], sendBatch);
    await idle;
    loop.stop();
    expect(requests).toEqual([['e1', 'e3']]);
    expect([...db.rows.keys()]).toEqual(['e2', 'e4', 'e5']);
  });

  it('applies each outcome to its own entry: refused kept, unsent sent again, order kept', async () => {
    // As the server answers a refusal of e3: the fields before it unsent (their results lost with
    // the refused one's), the ones after it not run.
    const { requests, sendBatch } = batchSender((e) => {
      if (requests.length > 1) return { kind: 'delivered', result: { op: e.id } };
      return e.id === 'e3' ? { kind: 'failed', error: refusal('Not yours.') } : { kind: 'unsent' };
    });
    const stored = [1, 2, 3, 4, 5].map((seq) => answer(seq));
    const { db, events, view, idle } = run(stored, sendBatch);
    await idle;
    expect(requests).toEqual([
      ['e1', 'e2', 'e3', 'e4', 'e5'],
      ['e1', 'e2', 'e4', 'e5'],
    ]);
    expect(db.rows.get('e3')).toMatchObject({
      attempts: 1,
      lastError: { status: 400, message: 'Not yours.', permanent: true },
    });
    expect(view.entries.map((e) => e.id)).toEqual(['e3']);
    expect(events.filter((e) => e.startsWith('delivered'))).toEqual(
      ['e1', 'e2', 'e4', 'e5'].map((id) => `delivered ${id}`),
    );
    // The unsent ones were never marked as tried.
    expect(db.calls.filter((c) => c.startsWith('modify'))).toEqual(['modify e3']);
  });

  it('holds the entries after one that must be retried, as a lone send does', async () => {
    const { requests, sendBatch } = batchSender((e) =>
      e.id === 'e2'
        ? { kind: 'failed', error: Object.assign(new Error('busy'), { status: 503 }) }
        : e.id === 'e1'
          ? { kind: 'delivered', result: null }
          : { kind: 'unsent' },
    );
    const { db, idle, loop, server } = run(
      [1, 2, 3].map((seq) => answer(seq)),
      sendBatch,
    );
    await idle;
    loop.stop();
    expect(requests).toEqual([['e1', 'e2', 'e3']]);
    expect([...db.rows.keys()]).toEqual(['e2', 'e3']);
    expect(db.rows.get('e2')).toMatchObject({ attempts: 1, lastError: { permanent: false } });
    expect(db.rows.get('e2')!.nextAttemptAt).toBeGreaterThan(10_000);
    expect(db.rows.get('e3')).toMatchObject({ attempts: 0 });
    expect(server).toContain('unanswered');
  });

  it('keeps every entry queued, in order, when the request gets no answer', async () => {
    const { requests, sendBatch } = batchSender(undefined, () => new TypeError('Failed to fetch'));
    const stored = [1, 2, 3].map((seq) => answer(seq));
    const { db, idle, loop, server, view } = run(stored, sendBatch);
    await idle;
    loop.stop();
    expect(requests).toEqual([['e1', 'e2', 'e3']]);
    expect(view.entries.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    // The head takes the failure as if sent alone; the others wait behind it, untouched.
    expect(db.rows.get('e1')).toMatchObject({ attempts: 1, lastError: { permanent: false } });
    expect(db.rows.get('e1')!.nextAttemptAt).toBeGreaterThan(10_000);
    expect(db.rows.get('e2')).toEqual(stored[1]);
    expect(server).toEqual(['unanswered']);
  });

  it('sends one at a time for the rest of the pass when the request is refused as a whole', async () => {
    const { requests, sendBatch } = batchSender(undefined, () =>
      Object.assign(new Error('Aliases limit'), { status: 400 }),
    );
    const { alone, db, idle } = run(
      [1, 2, 3].map((seq) => answer(seq)),
      sendBatch,
    );
    await idle;
    expect(requests).toEqual([['e1', 'e2', 'e3']]);
    expect(alone).toEqual(['e1', 'e2', 'e3']);
    expect(db.rows.size).toBe(0);
  });

  it('without the exclusive lock, marks each entry of a batch and takes the marks off the unsent', async () => {
    // The first request delivers e1 only; the next one delivers the rest.
    const { requests, sendBatch } = batchSender((e) =>
      requests.length > 1 || e.id === 'e1'
        ? { kind: 'delivered', result: null }
        : { kind: 'unsent' },
    );
    const keyed = answer(2, { coalesceKey: 'q2' });
    const { db, events, idle } = run([answer(1), keyed, answer(3)], sendBatch, {
      exclusive: false,
    });
    await idle;
    expect(requests).toEqual([
      ['e1', 'e2', 'e3'],
      ['e2', 'e3'],
    ]);
    expect(db.calls).toEqual([
      ...['modify e1', 'modify e2', 'modify e3'], // claimed: marked in flight
      ...['remove e1', 'modify e2', 'modify e3'], // e1 delivered; the marks taken off the unsent
      ...['modify e2', 'modify e3', 'remove e2', 'remove e3'],
    ]);
    expect(events.filter((e) => e.startsWith('delivered'))).toEqual([
      'delivered e1',
      'delivered e2',
      'delivered e3',
    ]);
  });
});

describe('isUnanswered', () => {
  it('is a failure without an answer, or a gateway that names no wait', () => {
    expect(isUnanswered(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnanswered(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe(true);
    expect(isUnanswered({ status: 502 })).toBe(true);
    expect(isUnanswered({ status: 504 })).toBe(true);
    expect(isUnanswered({ status: 503, retryAfterMs: 30_000 })).toBe(false);
    expect(isUnanswered({ status: 429 })).toBe(false);
    expect(isUnanswered({ status: 500 })).toBe(false);
    expect(isUnanswered({ response: { status: 200, errors: [{ message: 'x' }] } })).toBe(false);
  });
});
