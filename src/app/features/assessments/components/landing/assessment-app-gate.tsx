/**
 * In front of the in-assessment views (/assessments/cognitive-skills-app, /assessments/lateral-app,
 * /lateral-content): an assessment not started yet (READY, or not provisioned), COMPLETE or VOIDED
 * has nothing to run, so its landing page opens instead (spec 001 section 2: "redirect targets").
 * Decided once, from the server's answer on arrival (the cached one offline): the runner then owns
 * the page, and the assessment turning COMPLETE under it must not pull its end screen away.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoader } from '../../../../components/page-loader.tsx';
import {
  candidateAssessmentsQueryOptions,
  findAssessment,
} from '../../../../lib/api/get-candidate-assessments.ts';
import { landingMessages as lm } from './landing-messages.ts';

type Decision = 'wait' | 'run' | 'landing';

export function decideAppEntry(status: string | null | undefined): Exclude<Decision, 'wait'> {
  return status === 'IN_PROGRESS' ? 'run' : 'landing';
}

export function AssessmentAppGate({
  assessmentId,
  landingPath,
  children,
}: {
  assessmentId: string;
  landingPath: string;
  children: ReactNode;
}) {
  const query = useQuery({ ...candidateAssessmentsQueryOptions(), refetchOnMount: 'always' });
  const [latched, setLatched] = useState<Decision>('wait');
  const settled =
    query.isFetchedAfterMount ||
    (query.fetchStatus === 'paused' && query.data !== undefined) ||
    (query.isError && query.fetchStatus === 'idle');
  let decision = latched;
  if (decision === 'wait' && settled) {
    decision = query.data
      ? decideAppEntry(findAssessment(query.data, assessmentId)?.status)
      : 'landing'; // the landing page shows why the list is missing
    setLatched(decision);
  }
  if (decision === 'landing') return <Redirect to={landingPath} replace />;
  if (decision === 'run') return <>{children}</>;
  return <PageLoader label={lm.loading} />;
}
