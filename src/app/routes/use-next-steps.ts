/**
 * What is left for the candidate once a part is done, for the end pages' "What comes next"
 * (components/next-steps.tsx): the side navigation's items not yet checked, in its order, without
 * the page's own item and "Need Help?". Read from the same queries as the navigation's checks.
 */
import type { NextStep } from '../components/next-steps.tsx';
import {
  assessmentIdFor,
  findAssessment,
  useCandidateAssessments,
} from '../lib/api/get-candidate-assessments.ts';
import { useUserSurveyAnswers } from '../lib/api/get-user-survey-answers.ts';
import { useUserProfileCompletion } from '../features/layout/api/get-user-profile-completion.ts';
import { type NavItem, navItems } from '../features/layout/lib/nav-items.ts';
import { useSignedIn } from './signed-in-context.ts';

/** The items still to do, `doneId` (the page's own, just finished) left out. */
export function remainingSteps(items: readonly NavItem[], doneId: string): NextStep[] {
  return items
    .filter((item) => item.id !== doneId && item.state !== 'complete' && item.state !== 'help')
    .map(({ id, label, href }) => ({ id, label, href }));
}

/** `doneId`: the navigation item of the page ('behavioral', 'cognitive' or 'lateral'). */
export function useNextSteps(doneId: string): NextStep[] {
  const { user, accountType } = useSignedIn();
  const completion = useUserProfileCompletion().data;
  const surveyStatus = useUserSurveyAnswers().data?.status ?? null;
  const assessments = useCandidateAssessments().data ?? null;
  const items = navItems({
    accountType,
    multiplier: user.accommodations.assessmentTimerMultiplier,
    completion,
    surveyStatus,
    assessmentStatus: findAssessment(assessments, assessmentIdFor(accountType))?.status ?? null,
  });
  return remainingSteps(items, doneId);
}
