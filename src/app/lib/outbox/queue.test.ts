import { describe, expect, it } from 'vitest';
import { coalesceTargets, entriesOf, nextAction, nextSeq, sortEntries } from './queue.ts';
import { testEntry } from '../../test-support/outbox-entry.ts';
import type { OutboxEntry } from './types.ts';

const entry = (id: string, seq: number, patch: Partial<OutboxEntry> = {}) =>
  testEntry(seq, { id, ...patch });

const base = { userId: 'u1', now: 10_000, inFlightStaleBefore: 0 };

describe('order', () => {
  it('sorts by seq, whatever the wall clock said', () => {
    const sorted = sortEntries([
      entry('c', 3, { createdAt: 1 }),
      entry('a', 1, { createdAt: 99 }),
      entry('b', 2),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives the next seq after the highest stored', () => {
    expect(nextSeq([])).toBe(1);
    expect(nextSeq([entry('a', 4), entry('b', 2)])).toBe(5);
  });

  it("shows only the user's entries, none without a user", () => {
    const all = [entry('a', 1), entry('b', 2, { userId: 'u2' })];
    expect(entriesOf(all, 'u1').map((e) => e.id)).toEqual(['a']);
    expect(entriesOf(all, null)).toEqual([]);
  });
});

describe('nextAction', () => {
  it("sends the user's oldest entry first", () => {
    const action = nextAction(
      [entry('b', 2), entry('other', 0, { userId: 'u2' }), entry('a', 1)],
      base,
    );
    expect(action).toMatchObject({ kind: 'send', entry: { id: 'a' } });
  });

  it('is idle without entries of the user', () => {
    expect(nextAction([entry('x', 1, { userId: 'u2' })], base)).toEqual({ kind: 'idle' });
    expect(nextAction([entry('x', 1)], { ...base, userId: null })).toEqual({ kind: 'idle' });
  });

  it('skips refused entries and goes on with later ones', () => {
    const refused = entry('a', 1, { lastError: { status: 400, message: 'no', permanent: true } });
    expect(nextAction([refused, entry('b', 2)], base)).toMatchObject({
      kind: 'send',
      entry: { id: 'b' },
    });
    expect(nextAction([refused], base)).toEqual({ kind: 'idle' });
  });

  it('holds later entries behind a head that waits for its retry', () => {
    const waiting = entry('a', 1, {
      nextAttemptAt: 12_000,
      attempts: 1,
      lastError: { status: 503, message: 'x', permanent: false },
    });
    expect(nextAction([waiting, entry('b', 2)], base)).toMatchObject({
      kind: 'wait',
      entry: { id: 'a' },
      until: 12_000,
    });
    expect(nextAction([waiting, entry('b', 2)], { ...base, ignoreBackoff: true })).toMatchObject({
      kind: 'send',
      entry: { id: 'a' },
    });
  });

  it('waits while another tab sends the head, and takes over a stale mark', () => {
    const inFlight = entry('a', 1, { inFlightAt: 9_000 });
    expect(nextAction([inFlight], { ...base, inFlightStaleBefore: 5_000 })).toMatchObject({
      kind: 'busy',
    });
    expect(nextAction([inFlight], { ...base, inFlightStaleBefore: 9_500 })).toMatchObject({
      kind: 'send',
    });
    expect(nextAction([inFlight], { ...base, inFlightStaleBefore: Infinity })).toMatchObject({
      kind: 'send',
    });
  });
});

describe('coalesceTargets', () => {
  const entries = [
    entry('a', 1, { coalesceKey: 'profile:personal' }),
    entry('b', 2, { coalesceKey: 'profile:education' }),
    entry('c', 3),
    entry('d', 4, { coalesceKey: 'profile:personal', userId: 'u2' }),
    entry('e', 5, { coalesceKey: 'profile:personal', inFlightAt: 1 }),
    entry('f', 6, {
      coalesceKey: 'profile:personal',
      lastError: { status: 400, message: 'Bad phone', permanent: true },
    }),
  ];

  it('replaces only unsent, not-in-flight entries with the same key and user', () => {
    expect(
      coalesceTargets(entries, { userId: 'u1', coalesceKey: 'profile:personal' }).map((e) => e.id),
    ).toEqual(['a', 'f']);
  });

  it('replaces nothing without a key', () => {
    expect(coalesceTargets(entries, { userId: 'u1' })).toEqual([]);
  });
});
