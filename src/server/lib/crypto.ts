import { createHash, randomBytes } from 'node:crypto';

/** An unguessable URL-safe token (256 bits by default): session tokens, link ids. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
