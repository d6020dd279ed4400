import { describe, expect, it } from 'vitest';
import {
  canFinish,
  clampPoints,
  parsePoints,
  pointsFromMultiValue,
  pointsOverMessage,
  pointsRemaining,
  pointsSum,
  pointsToMultiValue,
} from './points.ts';

describe('points', () => {
  it('keeps the digits of what is typed and clamps them to 0..total', () => {
    expect(parsePoints('40', 100)).toBe(40);
    expect(parsePoints('150', 100)).toBe(100);
    expect(parsePoints('4a0', 100)).toBe(40);
    expect(parsePoints('-5', 100)).toBe(5);
    expect(parsePoints('2.5', 100)).toBe(25);
    expect(parsePoints('007', 100)).toBe(7);
    expect(parsePoints('', 100)).toBeNull();
    expect(parsePoints('abc', 100)).toBeNull();
    expect(clampPoints(-3, 10)).toBe(0);
    expect(clampPoints(Number.NaN, 10)).toBe(0);
    expect(clampPoints(12.7, 10)).toBe(10);
  });

  it('counts what remains, below zero when too many are given', () => {
    expect(pointsSum([10, null, 5])).toBe(15);
    expect(pointsRemaining(100, [30, 20])).toBe(50);
    expect(pointsRemaining(100, [60, 60])).toBe(-20);
    expect(pointsRemaining(100, [null, null])).toBe(100);
  });

  it('allows Done only at exactly the total', () => {
    expect(canFinish(100, [50, 50])).toBe(true);
    expect(canFinish(100, [50, 49])).toBe(false);
    expect(canFinish(100, [60, 60])).toBe(false);
    expect(canFinish(100, [100, null])).toBe(true);
    expect(canFinish(0, [])).toBe(false);
  });

  it('stores empty fields as 0 and reads a stored answer back', () => {
    expect(pointsToMultiValue([40, null, 60])).toEqual(['40', '0', '60']);
    expect(pointsFromMultiValue(['40', '0', '60'], 3, 100)).toEqual([40, 0, 60]);
    expect(pointsFromMultiValue(undefined, 2, 100)).toEqual([null, null]);
    expect(pointsFromMultiValue(['500'], 2, 100)).toEqual([100, null]);
  });

  it('says how many too many', () => {
    expect(pointsOverMessage(1)).toBe('1 point too many');
    expect(pointsOverMessage(20)).toBe('20 points too many');
  });
});
