/**
 * The side navigation's items from the queries behind their checks: GetUserProfileCompletion for
 * the profile pages, GetUserSurveyAnswers' status for the behavioral item, GetCandidateAssessments
 * for the timed assessment of the account's type (unknown, i.e. not loaded or not provisioned,
 * reads as not done), and the LATERAL feature flag (`?ff=true`: campus accounts also see the
 * lateral assessment, locked). The navigation and the end pages' "What comes next"
 * (routes/use-next-steps.ts) read the same items, so they never disagree.
 */
import type { AccountType } from '../../../../domain/constants.ts';
import {
  assessmentIdFor,
  findAssessment,
  useCandidateAssessments,
} from '../../../lib/api/get-candidate-assessments.ts';
import { useUserSurveyAnswers } from '../../../lib/api/get-user-survey-answers.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useUserProfileCompletion } from '../api/get-user-profile-completion.ts';
import { navItems } from './nav-items.ts';

export function useNavItems(accountType: AccountType, multiplier: number | null | undefined) {
  const completion = useUserProfileCompletion().data;
  const lateralPreview = useFeatureFlag('LATERAL');
  const surveyStatus = useUserSurveyAnswers().data?.status ?? null;
  const assessments = useCandidateAssessments().data ?? null;
  const assessmentStatus =
    findAssessment(assessments, assessmentIdFor(accountType))?.status ?? null;
  const items = navItems({
    accountType,
    multiplier,
    completion,
    surveyStatus,
    assessmentStatus,
    lateralPreview,
  });
  return { items, completion, surveyStatus, assessments };
}
