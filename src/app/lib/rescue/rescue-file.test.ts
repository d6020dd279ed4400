/** The rescue file (docs/decisions/043): what is loaded, and what is refused and why. */
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../outbox/types.ts';
import { canonicalJson } from '../../../domain/canonical-json.ts';
import {
  checkRescueFile,
  createRescueFile,
  rescueFileName,
  rescueMessages,
} from './rescue-file.ts';

const ADA_KEY = 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA';
const GRACE_KEY = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const keys: Record<string, string> = { ada: ADA_KEY, grace: GRACE_KEY };
const keyFor = (userId: string) => Promise.resolve(keys[userId] ?? null);

const entry = (id: string, seq: number, userId = 'ada'): OutboxEntry => ({
  id,
  userId,
  operation: 'SubmitItemResponse',
  document: 'mutation SubmitItemResponse { ok }',
  variables: {
    id: `item-${seq}`,
    values: [{ optionId: `option-${seq}` }],
    timestamp: '2026-11-26T16:00:00.000Z',
  },
  createdAt: 1_700_000_000_000 + seq,
  createdAtPerf: 12.5,
  attempts: 2,
  nextAttemptAt: 0,
  seq,
});

describe('a rescue file', () => {
  it('loads on the same account: the entries in queue order, ids and times kept', async () => {
    const text = await createRescueFile(
      'ada',
      [entry('b', 7), entry('a', 3), entry('x', 4, 'grace')],
      ADA_KEY,
    );
    const checked = await checkRescueFile(text, 'ada', keyFor);
    expect(checked).toEqual({
      ok: true,
      entries: [
        expect.objectContaining({ id: 'a', userId: 'ada', createdAt: 1_700_000_000_003 }),
        expect.objectContaining({ id: 'b', userId: 'ada', createdAt: 1_700_000_000_007 }),
      ],
    });
  });

  it('is refused on another account, even when it names that account', async () => {
    const text = await createRescueFile('ada', [entry('a', 1)], ADA_KEY);
    expect(await checkRescueFile(text, 'grace', keyFor)).toEqual({
      ok: false,
      message: rescueMessages.otherAccount,
    });
    const renamed = JSON.stringify({ ...JSON.parse(text), userId: 'grace' });
    expect(await checkRescueFile(renamed, 'grace', keyFor)).toEqual({
      ok: false,
      message: rescueMessages.changed,
    });
  });

  it('is refused when one value was changed, an entry added or the signature replaced', async () => {
    const text = await createRescueFile('ada', [entry('a', 1), entry('b', 2)], ADA_KEY);
    const file = JSON.parse(text);
    const variants = [
      {
        ...file,
        entries: [
          { ...file.entries[0], variables: { ...file.entries[0].variables, id: 'item-9' } },
          file.entries[1],
        ],
      },
      { ...file, entries: [...file.entries, { ...file.entries[1], id: 'c' }] },
      { ...file, entries: [file.entries[1], file.entries[0]] },
      { ...file, signature: 'not base64url!' },
      { ...file, entries: [{ ...file.entries[0], createdAt: 'yesterday' }] },
    ];
    for (const variant of variants) {
      expect(await checkRescueFile(JSON.stringify(variant), 'ada', keyFor)).toEqual({
        ok: false,
        message: rescueMessages.changed,
      });
    }
  });

  it('is checked whatever order its keys were written in (the canonical serialization)', async () => {
    const text = await createRescueFile('ada', [entry('a', 1)], ADA_KEY);
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    expect(
      await checkRescueFile(JSON.stringify(reversed(JSON.parse(text))), 'ada', keyFor),
    ).toMatchObject({ ok: true });
  });

  it('tells apart other files, newer versions and a device without the key', async () => {
    expect(await checkRescueFile('{"a":1', 'ada', keyFor)).toEqual({
      ok: false,
      message: rescueMessages.notARescueFile,
    });
    expect(await checkRescueFile('{"a":1}', 'ada', keyFor)).toEqual({
      ok: false,
      message: rescueMessages.notARescueFile,
    });
    const text = await createRescueFile('ada', [entry('a', 1)], ADA_KEY);
    const newer = JSON.stringify({ ...JSON.parse(text), version: 2 });
    expect(await checkRescueFile(newer, 'ada', keyFor)).toEqual({
      ok: false,
      message: rescueMessages.newerVersion,
    });
    expect(await checkRescueFile(text, 'ada', () => Promise.resolve(null))).toEqual({
      ok: false,
      message: rescueMessages.noKey,
    });
  });

  it('is named after the time it was saved', () => {
    expect(rescueFileName(new Date(2026, 10, 26, 9, 5))).toBe(
      'unsent-answers-2026-11-26-0905.json',
    );
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and leaves arrays in order', () => {
    expect(canonicalJson({ b: [3, { d: 1, c: 'x' }], a: null, u: undefined })).toBe(
      '{"a":null,"b":[3,{"c":"x","d":1}]}',
    );
  });
});
