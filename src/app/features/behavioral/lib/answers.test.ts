import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GetUserSurveyAnswersQuery } from '../../../gql/graphql.ts';
import { userSurveyAnswersQueryKey } from '../../../lib/api/get-user-survey-answers.ts';
import { applyDelivered } from '../../../lib/writes/cache.ts';
import { withUnsent } from '../../../lib/writes/unsent.ts';
import { outboxEntry } from '../../../test-support/outbox-entry.ts';
import {
  setSurveyAnswerMultiValueWrite,
  setSurveyAnswerWrite,
  surveyAnswerWrites,
} from '../api/set-user-survey-answer.ts';
import { surveyCompleteWrite } from '../api/set-user-survey-complete.ts';
import { currentAnswers, failedAnswers, queuedSubmit, unsentAnswerCount } from './answers.ts';

const SINGLE = setSurveyAnswerWrite.operation;
const MULTI = setSurveyAnswerMultiValueWrite.operation;
const refused = {
  lastError: { message: 'This answer is not one of the choices.', permanent: true },
};

const server = (
  answers: GetUserSurveyAnswersQuery['userSurveyAnswers']['answers'],
  status: GetUserSurveyAnswersQuery['userSurveyAnswers']['status'] = 'in_progress',
): GetUserSurveyAnswersQuery => ({
  userSurveyAnswers: { status, updatedAt: null, answers },
});

const shown = (data: GetUserSurveyAnswersQuery, entries: Parameters<typeof withUnsent>[2]) =>
  withUnsent(data, userSurveyAnswersQueryKey, entries, surveyAnswerWrites).userSurveyAnswers;

describe('the unsent answers over the server copy', () => {
  it('lays the unsent answers of both kinds over the server copy, the newest per question winning', () => {
    const entries = [
      outboxEntry(SINGLE, { questionId: 'q1', value: 'a' }),
      outboxEntry(MULTI, { questionId: 'q2', multiValue: ['a', 'b'] }),
      outboxEntry('UpdateUserLocationPreferences', { locations: [] }),
      outboxEntry(SINGLE, { questionId: 'q1', value: 'b' }),
    ];
    const view = shown(
      server([{ questionId: 'q1', value: 'server', multiValue: null }], 'not_started'),
      entries,
    );
    expect(view.answers).toEqual([
      { questionId: 'q2', value: null, multiValue: ['a', 'b'] },
      { questionId: 'q1', value: 'b', multiValue: null },
    ]);
    // An answer on its way has started the survey, as the server will say.
    expect(view.status).toBe('in_progress');
    expect(unsentAnswerCount(entries)).toBe(3);
  });

  it('leaves out answers the server refused, and says why by question', () => {
    const entries = [
      outboxEntry(SINGLE, { questionId: 'q1', value: 'zz' }, refused),
      outboxEntry(SINGLE, { questionId: 'q3', value: 'x' }, refused),
      outboxEntry(SINGLE, { questionId: 'q3', value: 'ok' }),
    ];
    expect(shown(server([]), entries).answers).toEqual([
      { questionId: 'q3', value: 'ok', multiValue: null },
    ]);
    // q3's newer answer waits: its old refusal is no longer shown.
    expect(failedAnswers(entries)).toEqual(
      new Map([['q1', 'This answer is not one of the choices.']]),
    );
    expect(unsentAnswerCount(entries)).toBe(1);
  });

  it('lays the drafts on screen over the stored answers', () => {
    const answers = currentAnswers(
      [
        { questionId: 'q1', value: 'a', multiValue: null },
        { questionId: 'q3', value: 'stored', multiValue: null },
      ],
      new Map([['q3', { value: 'typing' }]]),
    );
    expect(answers.get('q1')).toEqual({ value: 'a', multiValue: null });
    expect(answers.get('q3')).toEqual({ value: 'typing' });
    expect(currentAnswers(undefined, new Map()).size).toBe(0);
  });

  it('finds a Submit waiting in the outbox', () => {
    const submit = outboxEntry(surveyCompleteWrite.operation, {});
    expect(queuedSubmit([outboxEntry(SINGLE, { questionId: 'q1', value: 'a' })])).toBe(undefined);
    expect(queuedSubmit([submit])).toBe(submit);
  });

  it('puts a delivered answer into the cached answers at once, without refetching them', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      userSurveyAnswersQueryKey,
      server([{ questionId: 'q1', value: 'old', multiValue: null }]),
    );
    await applyDelivered(
      queryClient,
      setSurveyAnswerWrite,
      { questionId: 'q1', value: 'a' },
      { setUserSurveyAnswer: { questionId: 'q1', value: 'a', multiValue: null } },
    );
    await applyDelivered(
      queryClient,
      setSurveyAnswerMultiValueWrite,
      { questionId: 'q2', multiValue: ['a'] },
      { setUserSurveyAnswerMultiValue: { questionId: 'q2', value: null, multiValue: ['a'] } },
    );
    expect(queryClient.getQueryData(userSurveyAnswersQueryKey)).toEqual(
      server([
        { questionId: 'q1', value: 'a', multiValue: null },
        { questionId: 'q2', value: null, multiValue: ['a'] },
      ]),
    );
    expect(queryClient.getQueryState(userSurveyAnswersQueryKey)?.isInvalidated).toBe(false);
  });
});
