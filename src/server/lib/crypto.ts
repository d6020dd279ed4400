import { hash, randomBytes } from 'node:crypto';

/** An unguessable URL-safe token (256 bits by default): session tokens, link ids. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** One-shot hashing: every signed-in request and every answer hashes, and no Hash object is needed. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}
