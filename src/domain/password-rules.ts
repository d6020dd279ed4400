/**
 * The password rules of the specification (section 5), used by the server on register and reset
 * and by the forms for their live checklist. A rule's `label` is the checklist line; `message` is
 * what a form shows when it is the first rule that fails.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_MAX_CONSECUTIVE_REPEATS = 2;

export interface PasswordRule {
  id: string;
  label: string;
  message: string;
  test: (password: string) => boolean;
}

const SPECIAL_CHARACTER = /[^A-Za-z0-9\s]/;

/** True when some character appears more than `max` times in a row ("aaa" with max 2). */
export function hasRepeatedRun(password: string, max = PASSWORD_MAX_CONSECUTIVE_REPEATS): boolean {
  let run = 1;
  for (let i = 1; i < password.length; i++) {
    run = password[i] === password[i - 1] ? run + 1 : 1;
    if (run > max) return true;
  }
  return false;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    message: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH,
  },
  {
    id: 'number',
    label: 'At least 1 number',
    message: 'Password must contain at least 1 number.',
    test: (p) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    label: 'At least 1 special character',
    message: 'Password must contain at least 1 special character.',
    test: (p) => SPECIAL_CHARACTER.test(p),
  },
  {
    id: 'uppercase',
    label: 'At least 1 uppercase letter',
    message: 'Password must contain at least 1 uppercase letter.',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'At least 1 lowercase letter',
    message: 'Password must contain at least 1 lowercase letter.',
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'repeats',
    label: `No more than ${PASSWORD_MAX_CONSECUTIVE_REPEATS} consecutive repeated characters`,
    message: `Password must not repeat a character more than ${PASSWORD_MAX_CONSECUTIVE_REPEATS} times in a row.`,
    test: (p) => p.length > 0 && !hasRepeatedRun(p),
  },
  {
    // "No passphrases": a password is one unbroken string, never words separated by spaces.
    id: 'noSpaces',
    label: 'No spaces (passphrases are not allowed)',
    message: 'Password must not contain spaces.',
    test: (p) => p.length > 0 && !/\s/.test(p),
  },
];

export interface PasswordCheck {
  id: string;
  label: string;
  passed: boolean;
}

/** Every rule with whether it passes: the live checklist. */
export function checkPassword(password: string): PasswordCheck[] {
  return passwordRules.map((r) => ({ id: r.id, label: r.label, passed: r.test(password) }));
}

/** The message of the first rule that fails, or null when the password is strong. */
export function firstPasswordError(password: string): string | null {
  return passwordRules.find((r) => !r.test(password))?.message ?? null;
}

/** Suggestions for the server's 400 `feedback`: one line per failing rule. */
export function passwordSuggestions(password: string): string[] {
  return passwordRules.filter((r) => !r.test(password)).map((r) => r.message);
}

export function isStrongPassword(password: string): boolean {
  return firstPasswordError(password) === null;
}
