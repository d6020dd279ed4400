import { describe, expect, it } from 'vitest';
import { createDrainLoop, isUnanswered, type DrainDeps } from './drain.ts';
import { exclusiveLock } from '../cross-tab/lock.ts';
import { sortEntries } from './queue.ts';
import type { OutboxStorage } from './storage.ts';
import type { OutboxEntry, SendFn } from './types.ts';
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
