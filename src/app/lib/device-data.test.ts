/**
 * What a session leaves on the device once it ends (docs/decisions/051): the personal localStorage
 * keys, the receipts and rescue keys go; the outbox's unsent entries and the device's own settings
 * stay.
 */
import 'fake-indexeddb/auto';
import { createStore, get, keys, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BEHAVIORAL_AUTO_ADVANCE_KEY,
  FEATURE_FLAGS_KEY,
  OUTBOX_DB_NAME,
  OUTBOX_STORE_NAME,
  PERSONAL_DATA_MARKER_KEY,
  RECEIPTS_DB_NAME,
  RECEIPTS_STORE_NAME,
  RESCUE_KEY_DB_NAME,
  RESCUE_KEY_STORE_NAME,
} from '../config/storage-keys.ts';
import { clearDeviceDataOnceSignedOut, clearSession, setSession } from './session.ts';

afterEach(() => localStorage.clear());

describe('the end of a session', () => {
  it('removes the personal data from the device and keeps the unsent writes', async () => {
    setSession({ token: 't', userId: 'u1' });
    expect(localStorage.getItem(PERSONAL_DATA_MARKER_KEY)).toBe('1');
    localStorage.setItem('cp.query-cache:u1:build', '{"name":"Ada Lovelace"}');
    localStorage.setItem(BEHAVIORAL_AUTO_ADVANCE_KEY, 'false');
    localStorage.setItem(FEATURE_FLAGS_KEY, '{"LATERAL":true}');
    const receipts = createStore(RECEIPTS_DB_NAME, RECEIPTS_STORE_NAME);
    const rescueKeys = createStore(RESCUE_KEY_DB_NAME, RESCUE_KEY_STORE_NAME);
    const outbox = createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME);
    await set('u1', [{ payload: { candidateId: 'u1' } }], receipts);
    await set('u1', 'secret-key', rescueKeys);
    await set('entry-1', { id: 'entry-1', userId: 'u1', operation: 'SubmitItemResponse' }, outbox);

    await clearSession();

    expect(localStorage.getItem('cp.query-cache:u1:build')).toBeNull();
    expect(localStorage.getItem(BEHAVIORAL_AUTO_ADVANCE_KEY)).toBeNull();
    expect(localStorage.getItem(PERSONAL_DATA_MARKER_KEY)).toBeNull();
    expect(localStorage.getItem(FEATURE_FLAGS_KEY)).toBe('{"LATERAL":true}');
    expect(await keys(receipts)).toEqual([]);
    expect(await keys(rescueKeys)).toEqual([]);
    expect(await get('entry-1', outbox)).toMatchObject({ userId: 'u1' });
  }, 10_000);

  it('is done at start only when a session ended without it, and never during a session', async () => {
    localStorage.setItem('cp.query-cache:u2:build', '{}');
    await clearDeviceDataOnceSignedOut(); // no marker: nothing to do
    expect(localStorage.getItem('cp.query-cache:u2:build')).toBe('{}');

    setSession({ token: 't', userId: 'u2' });
    await clearDeviceDataOnceSignedOut(); // signed in: left alone
    expect(localStorage.getItem('cp.query-cache:u2:build')).toBe('{}');

    // The browser closed on a shared computer: the session cookies are gone, the marker is not.
    document.cookie = 'id_token=; Max-Age=0; Path=/';
    document.cookie = 'id_c=; Max-Age=0; Path=/';
    await clearDeviceDataOnceSignedOut();
    expect(localStorage.getItem('cp.query-cache:u2:build')).toBeNull();
    expect(localStorage.getItem(PERSONAL_DATA_MARKER_KEY)).toBeNull();
  }, 10_000);
});
