/** Password hashing with argon2id (the library's defaults follow OWASP: 19 MiB, 2 passes). */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The library's Algorithm is an ambient const enum, which isolated modules cannot read at run time.
const ARGON2ID = 2 as Algorithm.Argon2id;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account to check against, so that the
 * answer's timing does not tell whether an address has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
  return false;
}
