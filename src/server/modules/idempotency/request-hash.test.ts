import { describe, expect, it } from 'vitest';
import { requestHash, stableStringify } from './request-hash.ts';

/** The first version (a JSON.stringify replacer), whose fingerprints are stored in the database. */
function replacerStringify(value: unknown): string {
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

const nullPrototype = Object.assign(Object.create(null) as Record<string, unknown>, { z: 1, a: 2 });

const inputs: unknown[] = [
  null,
  0,
  -0,
  1.5e300,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  '',
  'a "quoted" \\ line\nbreak \u2028 é 😀',
  [],
  {},
  [1, 'two', null, undefined, () => 3, { b: 1, a: [{ d: 2, c: undefined }] }],
  {
    id: 'item-1',
    values: [{ value: 'x', itemId: 'i', extra: null }],
    timestamp: '2026-11-27T07:00:00.000Z',
  },
  { b: { y: [3, 2, 1], x: { Z: 1, a: 2, _: 3, '10': 4, '9': 5 } }, a: undefined },
  { when: new Date('2026-11-27T07:00:00.000Z'), nested: { toJSON: () => ({ b: 2, a: 1 }) } },
  { '4294967295': 1, '01': 2, '4294967294': 3, b: 4, '2': 5 },
  nullPrototype,
];

describe('stableStringify', () => {
  it.each(inputs.map((input) => [input]))('writes what the replacer version wrote: %o', (input) => {
    expect(stableStringify(input)).toBe(replacerStringify(input));
  });

  it('sorts keys at every level, so equal values give equal text', () => {
    expect(stableStringify({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(requestHash('op', { a: 1, b: 2 })).toBe(requestHash('op', { b: 2, a: 1 }));
  });

  it('tells different values apart', () => {
    expect(requestHash('op', { a: 1 })).not.toBe(requestHash('op', { a: '1' }));
    expect(requestHash('op', [1, 2])).not.toBe(requestHash('op', [2, 1]));
    expect(requestHash('op', { a: 1 })).not.toBe(requestHash('other', { a: 1 }));
  });
});
