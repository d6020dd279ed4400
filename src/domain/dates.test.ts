import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './dates.ts';

describe('formatDisplayDate', () => {
  it('shows MM/DD/YYYY (spec section 9)', () => {
    expect(formatDisplayDate(new Date(2026, 0, 5, 12).toISOString())).toBe('01/05/2026');
    expect(formatDisplayDate(new Date(2025, 11, 31, 12).toISOString())).toBe('12/31/2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatDisplayDate('not a date')).toBe('');
  });
});
