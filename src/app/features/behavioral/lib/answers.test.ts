import { describe, expect, it } from 'vitest';
import {
  currentAnswers,
  deliveredAnswer,
  failedAnswers,
  pendingAnswers,
  queuedSubmit,
  SET_ANSWER_OPERATIONS as OPS,
  SET_COMPLETE_OPERATION,
  unsentAnswerCount,
} from './answers.ts';
import { outboxEntry } from '../../../test-support/survey.ts';

const refused = {
  lastError: { message: 'This answer is not one of the choices.', permanent: true },
};

describe('the pending overlay of answers', () => {
  it('reads the unsent answers of both kinds, the newest per question winning', () => {
    const entries = [
      outboxEntry(OPS.single, { questionId: 'q1', value: 'a' }),
      outboxEntry(OPS.multi, { questionId: 'q2', multiValue: ['a', 'b'] }),
      outboxEntry('UpdateUserLocationPreferences', { locations: [] }),
      outboxEntry(OPS.single, { questionId: 'q1', value: 'b' }),
    ];
    expect(pendingAnswers(entries)).toEqual(
      new Map([
        ['q1', { value: 'b' }],
        ['q2', { multiValue: ['a', 'b'] }],
      ]),
    );
    expect(unsentAnswerCount(entries)).toBe(3);
  });

  it('leaves out answers the server refused, and says why by question', () => {
    const entries = [
      outboxEntry(OPS.single, { questionId: 'q1', value: 'zz' }, refused),
      outboxEntry(OPS.single, { questionId: 'q3', value: 'x' }, refused),
      outboxEntry(OPS.single, { questionId: 'q3', value: 'ok' }),
    ];
    expect(pendingAnswers(entries)).toEqual(new Map([['q3', { value: 'ok' }]]));
    // q3's newer answer waits: its old refusal is no longer shown.
    expect(failedAnswers(entries)).toEqual(
      new Map([['q1', 'This answer is not one of the choices.']]),
    );
    expect(unsentAnswerCount(entries)).toBe(1);
  });

  it('lays server answers, then unsent ones, then drafts on top of each other', () => {
    const answers = currentAnswers(
      [
        { questionId: 'q1', value: 'a', multiValue: null },
        { questionId: 'q2', value: null, multiValue: ['a'] },
        { questionId: 'q3', value: 'server', multiValue: null },
      ],
      new Map([
        ['q2', { multiValue: ['b'] }],
        ['q3', { value: 'pending' }],
      ]),
      new Map([['q3', { value: 'typing' }]]),
    );
    expect(answers.get('q1')).toEqual({ value: 'a', multiValue: null });
    expect(answers.get('q2')).toEqual({ multiValue: ['b'] });
    expect(answers.get('q3')).toEqual({ value: 'typing' });
    expect(currentAnswers(undefined, new Map(), new Map()).size).toBe(0);
  });

  it('finds a Submit waiting in the outbox', () => {
    const submit = outboxEntry(SET_COMPLETE_OPERATION, {});
    expect(queuedSubmit([outboxEntry(OPS.single, { questionId: 'q1', value: 'a' })])).toBe(
      undefined,
    );
    expect(queuedSubmit([submit])).toBe(submit);
  });

  it('reads the stored answer from a delivered write, and nothing from other writes', () => {
    expect(
      deliveredAnswer(OPS.single, {
        setUserSurveyAnswer: { questionId: 'q1', value: 'a', multiValue: null },
      }),
    ).toEqual({ questionId: 'q1', value: 'a', multiValue: null });
    expect(
      deliveredAnswer(OPS.multi, {
        setUserSurveyAnswerMultiValue: { questionId: 'q2', value: null, multiValue: ['a'] },
      }),
    ).toEqual({ questionId: 'q2', value: null, multiValue: ['a'] });
    expect(deliveredAnswer('SetAccountType', { setAccountType: { id: 'x' } })).toBe(null);
    expect(deliveredAnswer(OPS.single, null)).toBe(null);
  });
});
