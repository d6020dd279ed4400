import { describe, expect, it } from 'vitest';
import type { IntegrityEventType } from '../../../domain/integrity.ts';
import { integrityFlags, type RecordedEvent } from './flags.ts';

const event = (type: IntegrityEventType, extra: Partial<RecordedEvent> = {}): RecordedEvent => ({
  type,
  durationMs: null,
  skewMs: null,
  ...extra,
});
const away = (durationMs: number, type: IntegrityEventType = 'TAB_HIDDEN') =>
  event(type, { durationMs });
const rules = (events: RecordedEvent[], late: { itemId: string; lateByMs: number }[] = []) =>
  integrityFlags(events, late).map((f) => f.rule);

describe('integrityFlags', () => {
  it('flags nothing for an attempt with nothing recorded', () => {
    expect(integrityFlags([], [])).toEqual([]);
  });

  it('AWAY_TOO_LONG: more than 30 s away in all, tab hidden and window left together', () => {
    expect(rules([away(15_000), away(15_000, 'WINDOW_LEFT')])).toEqual([]);
    expect(integrityFlags([away(15_000), away(15_001, 'WINDOW_LEFT')], [])).toEqual([
      { rule: 'AWAY_TOO_LONG', detail: 'away 30 s in all' },
    ]);
    expect(integrityFlags([away(42_300)], [])[0]).toEqual({
      rule: 'AWAY_TOO_LONG',
      detail: 'away 42.3 s in all',
    });
  });

  it('LEFT_TOO_OFTEN: more than 3 departures, however short', () => {
    expect(rules([away(100), away(100), away(100, 'WINDOW_LEFT')])).toEqual([]);
    expect(integrityFlags([away(100), away(100), away(100), away(100, 'WINDOW_LEFT')], [])).toEqual(
      [{ rule: 'LEFT_TOO_OFTEN', detail: 'left 4 times' }],
    );
  });

  it('PASTED: any paste', () => {
    expect(integrityFlags([event('PASTE')], [])).toEqual([{ rule: 'PASTED', detail: '1 paste' }]);
  });

  it('COPIED: any copy or cut', () => {
    expect(integrityFlags([event('COPY'), event('CUT')], [])).toEqual([
      { rule: 'COPIED', detail: '2 copied or cut' },
    ]);
  });

  it('TAB_TAKEN_OVER: another tab took the running assessment over', () => {
    expect(rules([event('TAB_TAKEN_OVER')])).toEqual(['TAB_TAKEN_OVER']);
  });

  it('SIGNED_IN_ELSEWHERE: a sign-in while a section ran', () => {
    expect(integrityFlags([event('SIGN_IN_ELSEWHERE')], [])).toEqual([
      { rule: 'SIGNED_IN_ELSEWHERE', detail: '1 sign-in' },
    ]);
  });

  it('CLOCK_SKEW: the device clock off by more than 2 minutes, either way', () => {
    expect(rules([event('CLOCK_SKEW', { skewMs: 120_000 })])).toEqual([]);
    expect(
      integrityFlags(
        [event('CLOCK_SKEW', { skewMs: 130_000 }), event('CLOCK_SKEW', { skewMs: -600_000 })],
        [],
      ),
    ).toEqual([{ rule: 'CLOCK_SKEW', detail: 'device clock off by 600 s' }]);
  });

  it('LATE_ANSWER: any answer accepted after the deadline, with how late', () => {
    expect(
      integrityFlags(
        [],
        [
          { itemId: 'a', lateByMs: 1_500 },
          { itemId: 'b', lateByMs: 9_000 },
        ],
      ),
    ).toEqual([{ rule: 'LATE_ANSWER', detail: '2 answers late, the latest by 9 s' }]);
  });

  it('LATE_ANSWER: with the late time gained in all, also when the late answers left no row', () => {
    expect(integrityFlags([], [{ itemId: 'a', lateByMs: 90_000 }], 90_000)).toEqual([
      { rule: 'LATE_ANSWER', detail: '1 answer late, the latest by 90 s, 90 s gained in all' },
    ]);
    expect(integrityFlags([], [], 12_000)).toEqual([
      { rule: 'LATE_ANSWER', detail: 'late answers: 12 s gained in all' },
    ]);
    expect(integrityFlags([], [], 0)).toEqual([]);
  });

  it('lists every rule tripped, in a fixed order', () => {
    expect(
      rules(
        [event('PASTE'), away(40_000), event('SIGN_IN_ELSEWHERE'), event('COPY')],
        [{ itemId: 'a', lateByMs: 10 }],
      ),
    ).toEqual(['AWAY_TOO_LONG', 'PASTED', 'COPIED', 'SIGNED_IN_ELSEWHERE', 'LATE_ANSWER']);
  });
});
