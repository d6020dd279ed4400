/**
 * Checking a receipt on the device (docs/decisions/048): WebCrypto Ed25519 against the server's
 * public JWK, fetched once and kept, so the check also works with no connection; a changed field,
 * another key or no key to be had is "Could not verify".
 */
import 'fake-indexeddb/auto';
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptSignedText, type Receipt } from '../../../domain/receipts.ts';
import { RECEIPT_KEY_PATH, verifyReceipt } from './receipts.ts';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'server-key', alg: 'EdDSA', use: 'sig' };

function signedReceipt(answerCount = 3): Receipt {
  const payload: Receipt['payload'] = {
    version: 1,
    candidateId: 'user-1',
    assessmentId: 'cognitive-v1',
    sectionId: 'cog-num',
    closeType: 'TIMER',
    closedAt: '2026-11-27T03:00:00.000Z',
    answerCount,
    answersDigest: 'ab'.repeat(32),
  };
  const signature = sign(null, Buffer.from(receiptSignedText(payload)), privateKey);
  return {
    payload,
    signature: signature.toString('base64url'),
    keyId: 'server-key',
    title: 'Numerical Reasoning',
  };
}

/** The server's key endpoint; `online: false` fails every fetch. */
function serverKey({ online }: { online: boolean }) {
  const fetch = vi.fn(async (url: string) => {
    if (!online) throw new TypeError('Failed to fetch');
    expect(url).toBe(RECEIPT_KEY_PATH);
    return new Response(JSON.stringify(jwk), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('verifyReceipt', () => {
  it('verifies a receipt the server signed, and keeps the key for checks offline', async () => {
    const fetch = serverKey({ online: true });
    expect(await verifyReceipt(signedReceipt())).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);

    serverKey({ online: false });
    expect(await verifyReceipt(signedReceipt(7))).toBe(true);
  });

  it('does not verify a changed field, a changed signature or another key', async () => {
    serverKey({ online: true });
    const receipt = signedReceipt();
    const changed = { ...receipt, payload: { ...receipt.payload, answerCount: 4 } };
    expect(await verifyReceipt(changed)).toBe(false);
    const flipped = `${receipt.signature[0] === 'A' ? 'B' : 'A'}${receipt.signature.slice(1)}`;
    expect(await verifyReceipt({ ...receipt, signature: flipped })).toBe(false);
    // Another spelling of the same signature bytes, and a field nothing signs.
    const last = receipt.signature.at(-1)!;
    const respelled = `${receipt.signature.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`;
    expect(await verifyReceipt({ ...receipt, signature: respelled })).toBe(false);
    expect(await verifyReceipt({ ...receipt, signature: `${receipt.signature}==` })).toBe(false);
    const added = { ...receipt, payload: { ...receipt.payload, score: 10 } };
    expect(await verifyReceipt(added)).toBe(false);
    // Beside the payload nothing is signed: only the refusal of unknown fields catches this one.
    const withNote = { ...receipt, note: 'verified by a proctor' } as typeof receipt;
    expect(await verifyReceipt(withNote)).toBe(false);
    expect(await verifyReceipt(receipt)).toBe(true);
    // The server no longer has that key (its JWK names another kid): nothing to check with.
    expect(await verifyReceipt({ ...receipt, keyId: 'an-old-key' })).toBe(false);
  });
});
