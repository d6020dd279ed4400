/**
 * The rescue key (docs/decisions/043-rescue-file.md): each candidate's HMAC-SHA-256 key for signing
 * a rescue file of unsent answers on one device and checking it on another. Derived, never stored:
 * HMAC(server secret, "rescue-file:v1:" + user id), so it is the same on every call and every
 * replica that shares the secret, and one candidate's key says nothing about another's.
 *
 * The server secret is RESCUE_FILE_SECRET, or else a random one written into DATA_DIR the first
 * time a key is asked for (and read from there afterwards, so keys survive restarts).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

export const RESCUE_SECRET_FILE = 'rescue-file-secret';

const secrets = new WeakMap<Config, string>();

/** The file's secret, created (readable by this user only) if there is none yet. */
function secretInDataDir(dataDir: string): string {
  const file = path.join(dataDir, RESCUE_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a second process starting at the same moment keeps the first one's secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

function serverSecret(config: Config): string {
  let secret = secrets.get(config);
  if (secret === undefined) {
    secret = config.RESCUE_FILE_SECRET ?? secretInDataDir(config.DATA_DIR);
    secrets.set(config, secret);
  }
  return secret;
}

/** The candidate's rescue key, base64url (32 bytes). */
export function rescueKeyFor(config: Config, userId: string): string {
  return createHmac('sha256', serverSecret(config))
    .update(`rescue-file:v1:${userId}`)
    .digest('base64url');
}
