/**
 * The one serialization signed data is signed over: rescue files (docs/decisions/043) and receipts
 * (docs/decisions/048). JSON with every object's keys in sorted order (JavaScript's default string
 * order), no whitespace, arrays in order, `undefined` fields left out, finite numbers only; so the
 * same data gives the same bytes on any device and in the server, whatever order its keys were
 * written in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new TypeError('Signed data holds finite numbers only.');
    }
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) throw new TypeError(`Signed data cannot hold a ${typeof value}.`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
  return `{${fields.join(',')}}`;
}
