import { describe, expect, it } from 'vitest';
import { durationText, idleSignOutMessage } from './signed-out-reason.ts';

describe('the idle sign-out message', () => {
  it('names the timeout in its largest whole unit', () => {
    expect(idleSignOutMessage(2 * 60 * 60 * 1000)).toBe(
      'You were signed out after 2 hours without activity. Sign in again to continue.',
    );
    expect(durationText(60 * 60 * 1000)).toBe('1 hour');
    expect(durationText(90 * 60 * 1000)).toBe('90 minutes');
    expect(durationText(10_000)).toBe('10 seconds');
  });
});
