/**
 * Starting an assessment (spec 001 section 4): the start call is debounced by START_DEBOUNCE_MS
 * (repeated clicks make one call), shows "Loading" at once, and on success puts the started
 * assessment in the cached list and opens the in-assessment view. A failure shows the spec's
 * message; no connection says that starting needs one; an assessment started meanwhile (another
 * tab) is simply opened.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  assessmentMessages,
  START_DEBOUNCE_MS,
  type Acknowledgements,
} from '../../../../../domain/assessments.ts';
import { env } from '../../../../config/env.ts';
import type { GetCandidateAssessmentsQuery } from '../../../../gql/graphql.ts';
import { isNetworkError } from '../../../../lib/api/errors.ts';
import {
  candidateAssessmentsQueryKey,
  mergeAssessment,
} from '../../../../lib/api/get-candidate-assessments.ts';
import { startAssessment } from '../../api/start-assessment.ts';
import { beforeYouBeginMessages } from './before-you-begin-messages.ts';

export type StartState =
  { phase: 'idle' } | { phase: 'loading' } | { phase: 'failed'; error: string };

export function useStartAssessment({
  assessmentId,
  appPath,
}: {
  assessmentId: string;
  appPath: string;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [state, setState] = useState<StartState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const send = useCallback(
    async (acknowledgements: Acknowledgements) => {
      try {
        const started = await startAssessment(assessmentId, acknowledgements);
        queryClient.setQueryData<GetCandidateAssessmentsQuery>(
          candidateAssessmentsQueryKey,
          (data) => mergeAssessment(data, started),
        );
        if (mounted.current) navigate(appPath);
      } catch (error) {
        if (error instanceof Error && error.message === assessmentMessages.alreadyStarted) {
          void queryClient.invalidateQueries({ queryKey: candidateAssessmentsQueryKey });
          if (mounted.current) navigate(appPath);
          return;
        }
        if (!mounted.current) return;
        setState({
          phase: 'failed',
          error: isNetworkError(error)
            ? beforeYouBeginMessages.offline
            : assessmentMessages.startFailed(env.SUPPORT_EMAIL),
        });
      }
    },
    [assessmentId, appPath, navigate, queryClient],
  );

  const start = useCallback(
    (acknowledgements: Acknowledgements) => {
      setState({ phase: 'loading' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(acknowledgements), START_DEBOUNCE_MS);
    },
    [send],
  );

  return { state, start };
}
