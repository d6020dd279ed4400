/**
 * The side navigation's items (spec section 2, "Layout"): the four profile pages, the behavioral
 * assessment, the cognitive or lateral assessment by account type (with the accommodation's time
 * multiplier, "(1.5× Time)"), Resume and Need Help?. Each profile item is checked when its
 * completion flag is true; the behavioral and the timed assessment are checked once COMPLETE, and
 * read as not done (locked) until then, or while their status is unknown.
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

/** complete: a check; incomplete: an empty circle; locked: a lock (not done yet); help: none. */
export type NavItemState = 'complete' | 'incomplete' | 'locked' | 'help';

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
  /** GetUserSurveyAnswers' status; unknown is not complete. */
  surveyStatus?: string | null;
  /**
   * The status of the account type's timed assessment (GetCandidateAssessments: the cognitive one
   * for CAMPUS, the lateral one for LATERAL); unknown is not complete.
   */
  assessmentStatus?: string | null;
  /** Feature flag LATERAL: campus accounts also see the lateral assessment's entry. */
  lateralPreview?: boolean;
}

const profileState = (done: boolean | undefined): NavItemState =>
  done ? 'complete' : 'incomplete';
const assessmentState = (status: string | null | undefined): NavItemState =>
  isCompleteStatus(status) ? 'complete' : 'locked';

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
      state: assessmentState(
        assessment.id === 'lateral' && accountType !== 'LATERAL' ? null : assessmentStatus,
      ),
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

/** What a screen reader hears after the item's name. */
export const NAV_STATE_TEXT: Record<NavItemState, string> = {
  complete: 'completed',
  incomplete: 'not completed',
  locked: 'not completed',
  help: '',
};
