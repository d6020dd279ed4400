/**
 * Test data: unique addresses and passwords that pass the spec's rules (section 5: 10 to 20
 * characters, a number, a special character, upper and lower case, no character three times in a
 * row, no spaces). Every test makes its own candidate, so tests never share an account.
 */
import { randomBytes, randomInt } from 'node:crypto';

/** A lower-case random tag (the server stores addresses in lower case). */
function tag(length = 10): string {
  return randomBytes(length).toString('hex').slice(0, length);
}

/** `candidate+<random>@example.test`: unique per call, never a real mailbox. */
export function uniqueEmail(prefix = 'candidate'): string {
  return `${prefix}+${Date.now().toString(36)}${tag(6)}@example.test`;
}

/** A strong password, different on each call: e.g. `Str0ng!Pass#47`. */
export function strongPassword(): string {
  return `Str0ng!Pass#${randomInt(10, 100)}`;
}

export interface CandidateData {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function makeCandidateData(overrides: Partial<CandidateData> = {}): CandidateData {
  return {
    email: uniqueEmail(),
    password: strongPassword(),
    firstName: 'Ada',
    lastName: `Tester ${tag(4)}`,
    ...overrides,
  };
}
