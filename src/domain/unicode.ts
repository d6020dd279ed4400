/**
 * Lone UTF-16 surrogates: half of a pair (an emoji cut in two, or "\ud800" sent on purpose). They
 * are not Unicode text: PostgreSQL refuses them in jsonb and cannot store them in text, so the
 * server refuses them (plugins/reject-nul.ts) and the app never sends them.
 */

/** A pair, or a surrogate alone: replacing with this keeps pairs and finds the lone ones. */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** Any surrogate at all: most text has none, and this test allocates nothing. */
const ANY_SURROGATE = /[\uD800-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  if (!ANY_SURROGATE.test(text)) return false;
  for (const match of text.matchAll(SURROGATES)) if (match[0].length === 1) return true;
  return false;
}

/** `text` with each lone surrogate replaced by U+FFFD, the replacement character. */
export function toWellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 1 ? '\uFFFD' : match));
}
