/**
 * The e-mail address rule: a practical form of the HTML standard's pattern (what a browser's
 * type=email accepts) plus a dot in the domain, as the spec's "standard pattern". 254 characters
 * at most (RFC 5321 path limit).
 */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Addresses are compared and stored in lower case, trimmed. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
