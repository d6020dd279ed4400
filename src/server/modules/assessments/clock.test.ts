import { describe, expect, it } from 'vitest';
import { expiresAt, isExpired } from './clock.ts';

const deadlineAt = new Date('2026-01-01T10:00:00.000Z');
const GRACE_MS = 120_000;
const at = (ms: number) => new Date(deadlineAt.getTime() + ms);

describe('section expiry', () => {
  it('expires a section in progress once its deadline and the grace window are past', () => {
    const section = { status: 'IN_PROGRESS' as const, deadlineAt };
    expect(expiresAt(section, GRACE_MS)).toBe(deadlineAt.getTime() + GRACE_MS);
    expect(isExpired(section, at(GRACE_MS), GRACE_MS)).toBe(false);
    expect(isExpired(section, at(GRACE_MS + 1), GRACE_MS)).toBe(true);
  });

  it('never expires an untimed, unstarted or closed section', () => {
    const late = at(10 * GRACE_MS);
    expect(isExpired({ status: 'IN_PROGRESS', deadlineAt: null }, late, GRACE_MS)).toBe(false);
    expect(isExpired({ status: 'NOT_STARTED', deadlineAt }, late, GRACE_MS)).toBe(false);
    expect(isExpired({ status: 'COMPLETE', deadlineAt }, late, GRACE_MS)).toBe(false);
  });
});
