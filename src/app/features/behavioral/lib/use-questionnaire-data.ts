/**
 * What the questionnaire shows from the server and the device: the questions as screens, the
 * answers (the server's overlaid with the unsent ones in the outbox and the drafts on screen,
 * answers.ts), the progress, the Submit waiting in the outbox, and whether loading failed. Every
 * answer and the Submit go through the outbox, so the questionnaire goes on offline.
 */
import { useEffect, useMemo } from 'react';
import { surveyProgress, surveyScreens } from '../../../../domain/survey.ts';
import {
  userSurveyAnswersQueryKey,
  useUserSurveyAnswers,
} from '../../../lib/api/get-user-survey-answers.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { withUnsent } from '../../../lib/writes/unsent.ts';
import { useSurveyDefinition } from '../api/get-survey-definition.ts';
import { surveyAnswerWrites, useSaveSurveyAnswer } from '../api/set-user-survey-answer.ts';
import { currentAnswers, failedAnswers, queuedSubmit, unsentAnswerCount } from './answers.ts';
import { submitWait } from './submit.ts';
import { useAnswerDrafts } from './use-answer-drafts.ts';

export function useQuestionnaireData(userId: string) {
  const definitionQuery = useSurveyDefinition(true);
  const answersQuery = useUserSurveyAnswers();
  const outbox = useOutbox(userId);
  const online = useOnlineStatus();
  const definition = definitionQuery.data;
  const screens = useMemo(() => (definition ? surveyScreens(definition.fields) : []), [definition]);

  const save = useSaveSurveyAnswer(userId);
  const { drafts, change, flush } = useAnswerDrafts(save, (error) =>
    reportError(error, { where: 'behavioral answer not stored' }),
  );
  const stored = useMemo(() => {
    const server = answersQuery.data;
    if (!server) return undefined;
    return withUnsent(
      { userSurveyAnswers: server },
      userSurveyAnswersQueryKey,
      outbox.entries,
      surveyAnswerWrites,
    ).userSurveyAnswers.answers;
  }, [answersQuery.data, outbox.entries]);
  const failed = useMemo(() => failedAnswers(outbox.entries), [outbox.entries]);
  const answers = useMemo(() => currentAnswers(stored, drafts), [stored, drafts]);

  const answersSettled =
    answersQuery.data !== undefined ||
    answersQuery.isError ||
    answersQuery.fetchStatus === 'paused';

  // Loading failed (or offline with nothing stored yet).
  const loadError =
    (definitionQuery.isError && !definition) || (answersQuery.isError && !answersQuery.data);
  const loadErrorValue = definitionQuery.error ?? answersQuery.error;
  useEffect(() => {
    if (loadError && loadErrorValue) {
      reportError(loadErrorValue, { where: 'behavioral survey load' });
    }
  }, [loadError, loadErrorValue]);

  const unsent = unsentAnswerCount(outbox.entries);
  return {
    screens,
    answers,
    failed,
    change,
    flush,
    online,
    unsent,
    progress: definition ? surveyProgress(definition.fields, answers) : 0,
    ready: !!definition && screens.length > 0 && outbox.loaded && answersSettled,
    /** A survey already complete (e.g. submitted in another tab). */
    complete: answersQuery.data?.status === 'complete',
    wait: submitWait({ queued: queuedSubmit(outbox.entries), unsentAnswers: unsent, online }),
    loadError,
    notLoadedOffline: !definition && definitionQuery.fetchStatus === 'paused',
    retry: () => {
      if (definitionQuery.isError) void definitionQuery.refetch();
      if (answersQuery.isError) void answersQuery.refetch();
    },
  };
}
