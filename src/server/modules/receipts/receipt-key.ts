/**
 * The server's Ed25519 key that signs receipts (docs/decisions/048-signed-receipts.md).
 *
 * RECEIPT_SIGNING_KEY (a PKCS #8 PEM private key, e.g. from `openssl genpkey -algorithm ed25519`),
 * or else a key generated into DATA_DIR at first start (mode 0600, created with 'wx' so two
 * processes starting together keep the first one's) and read from there afterwards. Replicas must
 * share it (the setting, or one DATA_DIR), or a receipt signed by one fails on the others.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  receiptSignedText,
  SIGNATURE_PATTERN,
  type ReceiptPayload,
} from '../../../domain/receipts.ts';
import type { Config } from '../../config.ts';
import { StartupRefusal } from '../../errors.ts';

export const RECEIPT_KEY_FILE = 'receipt-signing-key.pem';

/** The public half as a JWK, what GET /.well-known/receipt-key answers. */
export interface ReceiptPublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface ReceiptKey {
  keyId: string;
  publicJwk: ReceiptPublicJwk;
  /** Ed25519 signature of the payload's canonical text, base64url. */
  sign(payload: ReceiptPayload): string;
  /** Whether `signature` is this key's over the payload's canonical text. */
  verify(payload: ReceiptPayload, signature: string): boolean;
}

function keyInDataDir(dataDir: string): string {
  const file = path.join(dataDir, RECEIPT_KEY_FILE);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  try {
    writeFileSync(file, pem, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8');
}

function privateKeyFrom(pem: string, where: string): KeyObject {
  let key: KeyObject;
  try {
    // A PEM set in an environment variable may carry its line breaks as "\n".
    key = createPrivateKey(pem.replaceAll('\\n', '\n'));
  } catch {
    throw new StartupRefusal(`${where} is not a PEM private key.`);
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new StartupRefusal(
      `${where} is not an Ed25519 key (openssl genpkey -algorithm ed25519).`,
    );
  return key;
}

/** RFC 7638: SHA-256 of the required members in order, base64url. */
function thumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

function receiptKeyFrom(privateKey: KeyObject): ReceiptKey {
  const publicKey = createPublicKey(privateKey);
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  const keyId = thumbprint(x);
  const bytes = (payload: ReceiptPayload) => Buffer.from(receiptSignedText(payload), 'utf8');
  return {
    keyId,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid: keyId, alg: 'EdDSA', use: 'sig' },
    sign: (payload) => sign(null, bytes(payload), privateKey).toString('base64url'),
    // Only the spelling the server writes: Buffer.from would also read padding, '+' and '/',
    // and a last character whose unused bits were changed, as the same bytes.
    verify: (payload, signature) =>
      SIGNATURE_PATTERN.test(signature) &&
      verify(null, bytes(payload), publicKey, Buffer.from(signature, 'base64url')),
  };
}

const keys = new WeakMap<Config, ReceiptKey>();

/** The configured key, else DATA_DIR's (generated there the first time). */
export function receiptKeyOf(config: Config): ReceiptKey {
  let key = keys.get(config);
  if (key === undefined) {
    key = receiptKeyFrom(
      config.RECEIPT_SIGNING_KEY
        ? privateKeyFrom(config.RECEIPT_SIGNING_KEY, 'RECEIPT_SIGNING_KEY')
        : privateKeyFrom(
            keyInDataDir(config.DATA_DIR),
            path.join(config.DATA_DIR, RECEIPT_KEY_FILE),
          ),
    );
    keys.set(config, key);
  }
  return key;
}
