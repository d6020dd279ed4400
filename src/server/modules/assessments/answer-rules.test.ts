import { describe, expect, it } from 'vitest';
import { assessmentMessages as m, type ItemType } from '../../../domain/assessments.ts';
import {
  CLAIM_BEFORE_START_TOLERANCE_MS,
  isCorrectResponse,
  judgeTiming,
  judgeValues,
  secondsLeft,
} from './answer-rules.ts';
import type { StoredGroup, StoredItem, StoredOption } from './content-store.ts';

function itemOf(
  itemType: ItemType,
  options: Partial<StoredOption>[],
  totalPoints: number | null = null,
) {
  const group: StoredGroup = {
    id: 'g',
    sectionId: 's',
    isSample: false,
    itemType,
    leadingText: '',
    headers: [],
    totalPoints,
    explanation: null,
    items: [],
  };
  const full = options.map((o, i) => ({
    id: o.id ?? `o${i}`,
    label: o.label ?? `Option ${i}`,
    isExclusive: o.isExclusive ?? false,
    isCorrect: o.isCorrect ?? false,
  }));
  const item: StoredItem = {
    id: 'i',
    label: '',
    value: null,
    options: full,
    optionsById: new Map(full.map((o) => [o.id, o])),
    group,
  };
  group.items.push(item);
  return item;
}

const GRACE = 120_000;
const deadline = new Date('2030-01-01T12:00:00Z');
const at = (offsetMs: number) => new Date(deadline.getTime() + offsetMs);

describe('judgeTiming', () => {
  it('accepts before the deadline, and within grace only answers created in time', () => {
    expect(judgeTiming(at(-5000), at(-1000), deadline, GRACE)).toEqual({
      accept: true,
      answeredAt: at(-5000),
      lateByMs: null,
    });
    expect(judgeTiming(at(-1), at(GRACE), deadline, GRACE)).toEqual({
      accept: true,
      answeredAt: at(-1),
      lateByMs: GRACE,
    });
    expect(judgeTiming(at(1), at(GRACE), deadline, GRACE)).toEqual({
      accept: false,
      expired: false,
    });
    expect(judgeTiming(at(-1), at(GRACE + 1), deadline, GRACE)).toEqual({
      accept: false,
      expired: true,
    });
  });

  it('refuses a late answer when its attempt was in contact between its creation and the deadline', () => {
    expect(judgeTiming(at(-5000), at(11_000), deadline, GRACE, true)).toEqual({
      accept: false,
      expired: false,
    });
    expect(judgeTiming(at(-5000), at(11_000), deadline, GRACE, false)).toMatchObject({
      accept: true,
      lateByMs: 11_000,
    });
    // Before the deadline, contact changes nothing.
    expect(judgeTiming(at(-5000), at(-1000), deadline, GRACE, true)).toMatchObject({
      accept: true,
    });
  });

  it('counts a creation time in the future as now, and never limits an untimed section', () => {
    expect(judgeTiming(at(60_000), at(-10_000), deadline, GRACE)).toEqual({
      accept: true,
      answeredAt: at(-10_000),
      lateByMs: null,
    });
    expect(judgeTiming(at(60_000), at(10_000), deadline, GRACE)).toMatchObject({ accept: false });
    expect(judgeTiming(at(0), at(10 ** 9), null, GRACE)).toMatchObject({ accept: true });
  });

  it("bounds a late answer by what is left of the attempt's budget (decision 053)", () => {
    const started = at(-240_000);
    const left = (budgetLeftMs: number) => ({ startedAt: started, budgetLeftMs });
    expect(judgeTiming(at(-5000), at(30_000), deadline, GRACE, false, left(30_000))).toEqual({
      accept: true,
      answeredAt: at(-5000),
      lateByMs: 30_000,
    });
    expect(judgeTiming(at(-5000), at(30_001), deadline, GRACE, false, left(30_000))).toEqual({
      accept: false,
      expired: false,
    });
    // An answer in time is not limited by the budget.
    expect(judgeTiming(at(-5000), at(-1), deadline, GRACE, false, left(0))).toMatchObject({
      accept: true,
    });
  });

  it('refuses a claimed time before the section started, beyond the tolerance (year 2000 too)', () => {
    const limits = { startedAt: at(-240_000), budgetLeftMs: GRACE };
    const refused = { accept: false, expired: false, beforeStart: true };
    expect(
      judgeTiming(new Date('2000-01-01T00:00:00Z'), at(-1000), deadline, GRACE, false, limits),
    ).toEqual(refused);
    expect(
      judgeTiming(new Date('2000-01-01T00:00:00Z'), at(5000), deadline, GRACE, false, limits),
    ).toEqual(refused);
    expect(
      judgeTiming(
        at(-240_000 - CLAIM_BEFORE_START_TOLERANCE_MS - 1),
        at(-1000),
        deadline,
        GRACE,
        false,
        limits,
      ),
    ).toEqual(refused);
    expect(
      judgeTiming(
        at(-240_000 - CLAIM_BEFORE_START_TOLERANCE_MS),
        at(-1000),
        deadline,
        GRACE,
        false,
        limits,
      ),
    ).toMatchObject({ accept: true });
  });

  it('answers whole seconds left, never below 0', () => {
    expect(secondsLeft(deadline, at(-1500))).toBe(1);
    expect(secondsLeft(deadline, at(5000))).toBe(0);
    expect(secondsLeft(null, at(0))).toBeNull();
  });
});

describe('judgeValues', () => {
  it('stores a multiple selection in the options order, refuses an exclusive one with others', () => {
    const item = itemOf('MULTISELECT', [{ id: 'a' }, { id: 'b' }, { id: 'x', isExclusive: true }]);
    expect(judgeValues(item, [{ id: 'b' }, { id: 'a' }])).toEqual({
      ok: true,
      values: [{ id: 'a' }, { id: 'b' }],
    });
    expect(judgeValues(item, [{ id: 'x' }])).toMatchObject({ ok: true });
    expect(judgeValues(item, [{ id: 'x' }, { id: 'a' }])).toEqual({
      ok: false,
      message: m.answerDoesNotFit,
    });
    expect(judgeValues(item, [{ id: 'zz' }])).toEqual({ ok: false, message: m.unknownOption });
  });

  it('takes whole points adding up to the total, one per option', () => {
    const item = itemOf('POINTALLOCATION', [{ id: 'a' }, { id: 'b' }], 10);
    expect(
      judgeValues(item, [
        { id: 'b', value: '4' },
        { id: 'a', value: ' 6 ' },
      ]),
    ).toEqual({
      ok: true,
      values: [
        { id: 'a', value: '6' },
        { id: 'b', value: '4' },
      ],
    });
    for (const values of [
      [
        { id: 'a', value: '-1' },
        { id: 'b', value: '11' },
      ],
      [
        { id: 'a', value: '6' },
        { id: 'a', value: '4' },
      ],
      [{ id: 'a', value: '10' }],
      [
        { id: 'a', value: '1e1' },
        { id: 'b', value: '0' },
      ],
    ]) {
      expect(judgeValues(item, values)).toEqual({ ok: false, message: m.answerDoesNotFit });
    }
  });
});

describe('isCorrectResponse', () => {
  it('is right only when exactly the correct options are picked', () => {
    const item = itemOf('MULTISELECT', [
      { id: 'a', isCorrect: true },
      { id: 'b', isCorrect: true },
      { id: 'c' },
    ]);
    expect(isCorrectResponse(item, [{ id: 'a' }, { id: 'b' }])).toBe(true);
    expect(isCorrectResponse(item, [{ id: 'a' }])).toBe(false);
    expect(isCorrectResponse(item, [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toBe(false);
  });
});
