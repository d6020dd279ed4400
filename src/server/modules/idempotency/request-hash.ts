import { sha256Hex } from '../../lib/crypto.ts';

/**
 * JSON with object keys sorted at every level, so that equal values give equal text. The text is
 * exactly `JSON.stringify`'s with sorted keys (stored fingerprints must match across versions:
 * request-hash.test.ts), written out directly because every answer is fingerprinted and a
 * replacer copies every object it meets.
 */
export function stableStringify(value: unknown): string {
  return jsonOf(value) ?? 'undefined';
}

/** One value as JSON; undefined where JSON.stringify leaves it out (undefined, a function). */
function jsonOf(value: unknown): string | undefined {
  const plain =
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON: () => unknown }).toJSON()
      : value;
  switch (typeof plain) {
    case 'string':
    case 'number':
    case 'boolean':
      return JSON.stringify(plain);
    case 'object': {
      if (plain === null) return 'null';
      if (Array.isArray(plain)) {
        let text = '[';
        for (let i = 0; i < plain.length; i++) {
          text += `${i === 0 ? '' : ','}${jsonOf(plain[i]) ?? 'null'}`;
        }
        return `${text}]`;
      }
      const record = plain as Record<string, unknown>;
      let text = '{';
      for (const key of sortedKeys(record)) {
        const member = jsonOf(record[key]);
        if (member === undefined) continue;
        text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${member}`;
      }
      return `${text}}`;
    }
    default:
      return undefined;
  }
}

/** An array index ("0", "17"): objects list these first, in numeric order, whatever else. */
const isArrayIndex = (key: string) => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;

/**
 * The keys in the order the replacer version's sorted copy listed them: array indexes first in
 * numeric order (where Object.keys has them already), then the rest sorted.
 */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  let indexes = 0;
  while (indexes < keys.length && isArrayIndex(keys[indexes]!)) indexes++;
  if (indexes === 0) return keys.sort();
  return [...keys.slice(0, indexes), ...keys.slice(indexes).sort()];
}

/** Fingerprint of a write: its operation and its input. */
export function requestHash(operation: string, input: unknown): string {
  return sha256Hex(`${operation}\n${stableStringify(input ?? null)}`);
}
