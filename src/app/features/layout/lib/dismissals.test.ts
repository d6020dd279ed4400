import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeMaintenance,
  dismissBanner,
  isBannerDismissed,
  isMaintenanceClosed,
} from './dismissals.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('banner dismissal', () => {
  it('is remembered per message text: a new message is not dismissed', () => {
    expect(isBannerDismissed('Upgrade on Sunday')).toBe(false);
    dismissBanner('Upgrade on Sunday');
    expect(isBannerDismissed('Upgrade on Sunday')).toBe(true);
    expect(isBannerDismissed('Upgrade moved to Monday')).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('reads as not dismissed when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => dismissBanner('x')).not.toThrow();
    expect(isBannerDismissed('x')).toBe(false);
  });
});

describe('maintenance modal', () => {
  it('is closed per content for the session only', () => {
    closeMaintenance('Down at 2 am');
    expect(isMaintenanceClosed('Down at 2 am')).toBe(true);
    expect(isMaintenanceClosed('Down at 3 am')).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
