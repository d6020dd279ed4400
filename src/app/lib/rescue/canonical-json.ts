/**
 * The one serialization a rescue file is signed over (docs/decisions/043): JSON with every
 * object's keys in sorted order (JavaScript's default string order) and no whitespace, so the
 * same data gives the same bytes on any device, whatever order its keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new TypeError('A rescue file holds finite numbers only.');
    }
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) throw new TypeError(`A rescue file cannot hold a ${typeof value}.`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
  return `{${fields.join(',')}}`;
}
