import { describe, expect, it } from 'vitest';
import {
  formatMultiplier,
  parseAccommodationMultiplier,
  timeMultiplierSuffix,
} from './accommodations.ts';

describe('formatMultiplier', () => {
  it('writes the number without trailing zeros, with the × sign', () => {
    expect(formatMultiplier(1.5)).toBe('1.5×');
    expect(formatMultiplier(2)).toBe('2×');
    expect(formatMultiplier(1.25)).toBe('1.25×');
    expect(formatMultiplier(1.999)).toBe('2×');
  });
});

describe('timeMultiplierSuffix', () => {
  it('is " (n× Time)" above 1 and empty otherwise', () => {
    expect(timeMultiplierSuffix(1.5)).toBe(' (1.5× Time)');
    expect(timeMultiplierSuffix(2)).toBe(' (2× Time)');
    expect(timeMultiplierSuffix(1)).toBe('');
    expect(timeMultiplierSuffix(0.5)).toBe('');
    expect(timeMultiplierSuffix(null)).toBe('');
    expect(timeMultiplierSuffix(undefined)).toBe('');
    expect(timeMultiplierSuffix(Number.NaN)).toBe('');
  });
});

describe('parseAccommodationMultiplier', () => {
  it('accepts 1 to 3 with at most two decimals', () => {
    expect(parseAccommodationMultiplier('1')).toBe(1);
    expect(parseAccommodationMultiplier(' 1.5 ')).toBe(1.5);
    expect(parseAccommodationMultiplier('2.25')).toBe(2.25);
    expect(parseAccommodationMultiplier('3')).toBe(3);
  });

  it('refuses anything else', () => {
    for (const text of ['0.9', '3.01', '4', '-1', '1.555', 'abc', '', '1e0', 'Infinity', '1.']) {
      expect(parseAccommodationMultiplier(text)).toBeNull();
    }
  });
});
