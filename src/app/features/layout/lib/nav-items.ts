/**
 * The side navigation's items (spec section 2, "Layout"): the four profile pages, the behavioral
 * assessment, the cognitive or lateral assessment by account type (with the accommodation's time
 * multiplier, "(1.5× Time)"), Resume and Need Help?. Each profile item is checked when its
 * completion flag is true. An assessment item shows where the candidate stands (issue 12): open
 * (not started, or not provisioned yet: its landing page provisions it), in progress, finished, or
 * voided by an operator (docs/decisions/046).
 * Only an assessment the candidate cannot take is locked: a campus account's preview of the lateral
 * one.
 *
 * Feature flag LATERAL (lib/feature-flags.ts, docs/decisions/013): campus accounts with the flag on
 * also get the 'Lateral Law Assessment' entry, after their cognitive one (a preview of the lateral
 * landing page for QA and demos). Lateral accounts always have it; campus accounts without the
 * flag never do.
 */
import { timeMultiplierSuffix } from '../../../../domain/accommodations.ts';
import type { AccountType } from '../../../../domain/constants.ts';
import {
  isCompleteStatus,
  type ProfileCompletionFlags,
} from '../../../../domain/profile-completion.ts';
import { paths } from '../../../config/paths.ts';

/**
 * complete: done (a profile page filled in, an assessment finished); incomplete: a profile page
 * not filled in; open: an assessment the candidate can start; inProgress: an assessment started,
 * not finished; voided: an assessment an operator voided; locked: an assessment the candidate
 * cannot take; help: the FAQ.
 */
export type NavItemState =
  'complete' | 'incomplete' | 'open' | 'inProgress' | 'voided' | 'locked' | 'help';

export interface NavItem {
  id: string;
  label: string;
  href: string;
  /** Paths on which this item is the current page (the first is `href`). */
  matches: readonly string[];
  state: NavItemState;
}

export interface NavItemsInput {
  accountType: AccountType;
  /** accommodations.assessmentTimerMultiplier */
  multiplier: number | null | undefined;
  /** Unknown (not loaded yet) reads as nothing completed. */
  completion: ProfileCompletionFlags | null | undefined;
  /** GetUserSurveyAnswers' status (not_started, in_progress, complete); unknown is open. */
  surveyStatus?: string | null;
  /**
   * The status of the account type's timed assessment (GetCandidateAssessments: the cognitive one
   * for CAMPUS, the lateral one for LATERAL: READY, IN_PROGRESS, COMPLETE, VOIDED); unknown (not
   * provisioned yet) is open.
   */
  assessmentStatus?: string | null;
  /** Feature flag LATERAL: campus accounts also see the lateral assessment's entry. */
  lateralPreview?: boolean;
}

const profileState = (done: boolean | undefined): NavItemState =>
  done ? 'complete' : 'incomplete';
/** The survey says in_progress, a timed assessment IN_PROGRESS: compared without letter case. */
const isInProgressStatus = (status: string | null | undefined): boolean =>
  typeof status === 'string' && status.toUpperCase() === 'IN_PROGRESS';
function assessmentState(status: string | null | undefined): NavItemState {
  if (isCompleteStatus(status)) return 'complete';
  if (status === 'VOIDED') return 'voided';
  return isInProgressStatus(status) ? 'inProgress' : 'open';
}

export function navItems({
  accountType,
  multiplier,
  completion,
  surveyStatus,
  assessmentStatus,
  lateralPreview = false,
}: NavItemsInput): NavItem[] {
  const lateral = {
    id: 'lateral',
    label: 'Lateral Law Assessment',
    matches: [paths.lateralLanding, paths.lateralApp, paths.lateralContent],
  };
  const cognitive = {
    id: 'cognitive',
    label: 'Cognitive Skills Assessment',
    matches: [paths.cognitiveSkills, paths.cognitiveSkillsApp],
  };
  const assessments =
    accountType === 'LATERAL' ? [lateral] : lateralPreview ? [cognitive, lateral] : [cognitive];
  return [
    {
      id: 'education',
      label: 'Education',
      href: paths.education,
      matches: [paths.education],
      state: profileState(completion?.completedSchools),
    },
    {
      id: 'work-preferences',
      label: 'Location Preferences',
      href: paths.workPreferences,
      matches: [paths.workPreferences],
      state: profileState(completion?.completedWorkPreferences),
    },
    {
      id: 'demographic',
      label: 'Demographic Information',
      href: paths.demographic,
      matches: [paths.demographic, paths.personalData],
      state: profileState(completion?.completedPersonalInformation),
    },
    {
      id: 'behavioral',
      label: 'Behavioral Assessment',
      href: paths.behavioralAssessment,
      matches: [paths.behavioralAssessment, paths.psychometricAssessment],
      state: assessmentState(surveyStatus),
    },
    // The multiplier scales every timed section, so the timed assessment of either account type
    // carries it (the spec's example is the cognitive one).
    ...assessments.map((assessment): NavItem => ({
      id: assessment.id,
      label: `${assessment.label}${timeMultiplierSuffix(multiplier)}`,
      href: assessment.matches[0]!,
      matches: assessment.matches,
      // A campus account's preview entry: that account never takes the lateral assessment.
      state:
        assessment.id === 'lateral' && accountType !== 'LATERAL'
          ? 'locked'
          : assessmentState(assessmentStatus),
    })),
    {
      id: 'resume',
      label: 'Resume',
      href: paths.resume,
      matches: [paths.resume],
      state: profileState(completion?.completedResume),
    },
    { id: 'faq', label: 'Need Help?', href: paths.faq, matches: [paths.faq], state: 'help' },
  ];
}

/** The item whose page is shown, if any (paths compare without a trailing slash). */
export function currentNavItemId(items: readonly NavItem[], location: string): string | null {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return items.find((item) => item.matches.includes(path))?.id ?? null;
}

/** What a screen reader hears after the item's name ("Cognitive Skills Assessment, in progress"). */
export const NAV_STATE_TEXT: Record<NavItemState, string> = {
  complete: 'completed',
  incomplete: 'not completed',
  open: 'not started',
  inProgress: 'in progress',
  voided: 'voided',
  locked: 'locked',
  help: '',
};
