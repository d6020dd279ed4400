import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY } from '../config/storage-keys.ts';
import { deviceId } from './device-id.ts';

beforeEach(() => localStorage.clear());

describe('deviceId', () => {
  it('is one UUID per browser, the same on every sign-in', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
  });

  it('replaces a stored value that is not a UUID (the server would refuse it)', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'not-a-uuid');
    const id = deviceId();
    expect(id).not.toBe('not-a-uuid');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
