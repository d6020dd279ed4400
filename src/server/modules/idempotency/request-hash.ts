import { sha256Hex } from '../../lib/crypto.ts';

/** JSON with object keys sorted at every level, so that equal values give equal text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : v,
  );
}

/** Fingerprint of a write: its operation and its input. */
export function requestHash(operation: string, input: unknown): string {
  return sha256Hex(`${operation}\n${stableStringify(input ?? null)}`);
}
