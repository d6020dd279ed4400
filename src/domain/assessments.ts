/**
 * The timed assessments (spec 001: cognitive skills and lateral law): the shape of their content,
 * the statuses, the constants and the spec's wording. Shared by the server (content, engine,
 * scoring) and the client (landing pages, section flow, timers).
 *
 * Content is versioned like the survey: an assessment definition (id 'cognitive-v1',
 * 'lateral-v1') is seeded once and never edited once used; a change is a new version.
 */

export const ASSESSMENT_KINDS = ['COGNITIVE', 'LATERAL'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/**
 * READY: provisioned, not started; IN_PROGRESS: started; COMPLETE: every section closed; VOIDED:
 * an operator voided the attempt for a violation of the assessment policy (spec 001 section 1:
 * "results may be voided"): it cannot be continued and its results are shared with no firm
 * (docs/decisions/046).
 */
export const ASSESSMENT_STATUSES = ['READY', 'IN_PROGRESS', 'COMPLETE', 'VOIDED'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** A section is NOT_STARTED until its questions are first served (its clock starts then). */
export const SECTION_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

export const SECTION_CLOSE_TYPES = ['MANUAL', 'TIMER'] as const;
export type SectionCloseType = (typeof SECTION_CLOSE_TYPES)[number];

export const ITEM_TYPES = [
  'MATRIXTABLE',
  'MULTISELECT',
  'TEXTINPUT',
  'MULTIPLE_CHOICE',
  'POINTALLOCATION',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * The lateral assessment is identified by a fixed id (spec 001 section 3); the cognitive one by a
 * configured id (the setting COGNITIVE_ASSESSMENT_ID), whose default is the seeded definition's.
 */
export const LATERAL_ASSESSMENT_ID = 'lateral-v1';
export const COGNITIVE_ASSESSMENT_ID = 'cognitive-v1';

/** Cognitive base time, before the accommodation multiplier (spec 001 section 9). */
export const COGNITIVE_BASE_MINUTES = 15;
export const START_DEBOUNCE_MS = 500;
export const TEXT_INPUT_DEBOUNCE_MS = 500;
export const TIMER_TICK_MS = 1000;
/** The bottom progress bar never shows less than this (spec 001 section 9). */
export const MIN_PROGRESS_PERCENT = 3.5;
export const SKELETON_QUESTIONS = 10;
export const INITIALS_FIELDS = [
  'aiTools',
  'selfCompletion',
  'monitoring',
  'violationConsequences',
  'retakePolicy',
] as const;
export type InitialsField = (typeof INITIALS_FIELDS)[number];
export type Acknowledgements = Record<InitialsField, string>;

export const assessmentMessages = {
  startFailed: (supportEmail: string) =>
    `There was an error loading the assessment. Try signing out and signing back in to the app. If the issue persists, please reach out to ${supportEmail}.`,
  answerEveryQuestion:
    'You still have time! Please attempt to answer every question before moving on.',
  initialsRequired: 'Please enter your initials to continue.',
  loadingAssessments: 'Error loading assessments',
  loadingCandidateAssessments: 'Error loading candidate assessments',
  provisioningFailed: 'Error provisioning ECA',
  sampleCorrect: 'Correct!',
  sampleTryAgain: 'Please try again.',
  moveOnTitle: 'Before You Move On',
  completedCognitive: "You've completed the assessment.",
  inProgressTitle: 'Assessment In Progress',
  cannotPause:
    'You cannot pause or restart once begun. However, breaks are allowed during untimed sections.',
  assessmentLoading: 'Assessment loading...',
  // Ours, where the spec gives no wording (server refusals and offline notices).
  sectionNotOpen: 'This section is not open. It may have been closed already.',
  sectionClosed: 'This section is closed: its answers can no longer change.',
  pastDeadline: "This answer arrived after the section's time ran out, so it was not recorded.",
  answerBeforeStart:
    "This answer's time is before the section's questions were opened, so it was not recorded.",
  badSequence: "This answer's place in its device's queue is not valid.",
  answerOutOfOrder:
    'This answer arrived after a newer one from the same device, so it was not recorded.',
  unknownItem: 'This question is not part of the section.',
  unknownOption: 'This answer is not one of the options.',
  answerDoesNotFit: 'This answer does not fit the question.',
  alreadyStarted: 'This assessment has already been started.',
  notYourAssessment: 'This assessment could not be found.',
  notForYourAccountType: 'This assessment is not available for your account type.',
  assessmentComplete: 'This assessment is complete and cannot be taken again.',
  timeLeftRequired: 'There is still time left in this section.',
  notStarted: 'This assessment has not been started yet.',
  accountTypeRequired: 'Choose your account type before taking an assessment.',
  offlineAtBoundary: 'Reconnect to start the next section; its time has not started.',
  otherTabRunning: 'This assessment is open in another tab.',
  voided:
    'This assessment was voided for a violation of the assessment policy. It cannot be started or continued.',
  voidedTitle: 'This assessment was voided',
  voidedNotShared:
    'Its results are not shared with any firm, and the firms you are or were connected with have been notified.',
} as const;

/**
 * How an item is answered (SubmitItemResponse `values`):
 * - MULTIPLE_CHOICE, MATRIXTABLE (one item per row): exactly one `{id: optionId}`.
 * - MULTISELECT: one or more `{id}`; an exclusive option only alone.
 * - TEXTINPUT: one `{value: text}` (trimmed, at most TEXT_ANSWER_MAX_LENGTH).
 * - POINTALLOCATION: one `{id, value}` per option, whole numbers 0..totalPoints adding up to it.
 * - No values (or a blank text) clear the item's stored response: the candidate unticked or
 *   emptied it.
 */
export const TEXT_ANSWER_MAX_LENGTH = 500;

/** An option of an item. `correct` is server-only content: never sent, except for sample items. */
export interface OptionContent {
  id: string;
  label: string;
  /** MULTISELECT: picking it clears (and disables) the others. */
  isExclusive?: boolean;
  correct?: boolean;
}

export interface ItemContent {
  id: string;
  label: string;
  /** MATRIXTABLE: the row's value; POINTALLOCATION: unused. */
  value?: string | null;
  options: OptionContent[];
}

export interface ItemGroupContent {
  id: string;
  itemType: ItemType;
  leadingText: string;
  /** MATRIXTABLE columns (label, value): every row item has one option per column, same order. */
  headers?: { label: string; value: string }[];
  /** POINTALLOCATION: the points to share among the item's options (exactly, each 0..total). */
  totalPoints?: number | null;
  items: ItemContent[];
  /** Sample items only: why the correct answer is correct ("Correct!" / "Please try again." + this). */
  explanation?: string;
}

export interface SectionContent {
  id: string;
  title: string;
  /** Shown on the section's info screen (plain text paragraphs). */
  instructions: string[];
  /** An informational section has no questions: closed MANUAL from its info screen. */
  isInformational?: boolean;
  /** Seconds before the accommodation multiplier; null or absent: untimed. */
  timeLimitSeconds?: number | null;
  sampleItemGroups?: ItemGroupContent[];
  itemGroups: ItemGroupContent[];
}

export interface AssessmentContent {
  id: string;
  kind: AssessmentKind;
  version: number;
  title: string;
  sections: SectionContent[];
}

/** Minutes with one decimal when fractional, else whole, pluralized: "15 minutes", "22.5 minutes". */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes * 10) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${text} ${rounded === 1 ? 'minute' : 'minutes'}`;
}

/** The time limit a candidate gets: the section's limit times their accommodation multiplier. */
export function sectionLimitSeconds(limitSeconds: number, multiplier: number): number {
  return Math.round(limitSeconds * multiplier);
}

/** Percent of sections completed, for the bottom bar: never below MIN_PROGRESS_PERCENT. */
export function sectionProgressPercent(completed: number, total: number): number {
  if (total <= 0) return MIN_PROGRESS_PERCENT;
  return Math.max(MIN_PROGRESS_PERCENT, (completed / total) * 100);
}
