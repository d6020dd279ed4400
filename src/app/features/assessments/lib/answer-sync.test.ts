import { describe, expect, it } from 'vitest';
import { outboxEntry } from '../../../test-support/outbox-entry.ts';
import { type AnswerSyncState, answerSyncStates, type LocalSaves } from './answer-sync.ts';
import type { Answer } from './served-answers.ts';

const apple: Answer = [{ id: 'o-apple' }];
const none: LocalSaves = { storing: new Map(), notSaved: new Set() };
const response = (id: string, values: Answer, refused = false) =>
  outboxEntry(
    'SubmitItemResponse',
    { id, values, timestamp: '2026-01-01T00:00:00.000Z' },
    refused ? { lastError: { message: 'Time is up', permanent: true } } : {},
  );

const statesOf = (states: Map<string, AnswerSyncState>) => Object.fromEntries(states);

describe('answerSyncStates', () => {
  it('an answer the server served is received; one waiting in the outbox is on this device', () => {
    const states = answerSyncStates(
      ['served', 'queued', 'unanswered'],
      new Map([
        ['served', apple],
        ['queued', apple],
      ]),
      [response('queued', apple)],
      none,
    );
    expect(statesOf(states)).toEqual({ served: 'RECEIVED', queued: 'ON_DEVICE' });
  });

  it("the item's latest entry decides: refused, or waiting after a refused one", () => {
    const answers = new Map([
      ['a', apple],
      ['b', apple],
    ]);
    const entries = [response('a', apple, true), response('b', apple, true), response('b', apple)];
    expect(statesOf(answerSyncStates(['a', 'b'], answers, entries, none))).toEqual({
      a: 'REFUSED',
      b: 'ON_DEVICE',
    });
  });

  it('a cleared answer waiting to be sent is on this device; once sent, the item has no state', () => {
    const cleared = response('a', []);
    expect(statesOf(answerSyncStates(['a'], new Map(), [cleared], none))).toEqual({
      a: 'ON_DEVICE',
    });
    expect(statesOf(answerSyncStates(['a'], new Map([['a', []]]), [], none))).toEqual({});
  });

  it('a write in progress or failed on this device comes before the outbox and the server', () => {
    const answers = new Map([
      ['writing', apple],
      ['failed', apple],
    ]);
    const saves: LocalSaves = { storing: new Map([['writing', 1]]), notSaved: new Set(['failed']) };
    // An earlier answer of each is already in the outbox: the latest answer is what counts.
    const entries = [response('writing', apple), response('failed', apple)];
    expect(statesOf(answerSyncStates(['writing', 'failed'], answers, entries, saves))).toEqual({
      writing: 'SAVING',
      failed: 'NOT_SAVED',
    });
  });

  it('ignores the entries of other writes and of items not asked about', () => {
    const entries = [
      outboxEntry('AssessmentSectionClose', { id: 'a', closeType: 'MANUAL' }),
      response('elsewhere', apple),
    ];
    expect(statesOf(answerSyncStates(['a'], new Map(), entries, none))).toEqual({});
  });
});
