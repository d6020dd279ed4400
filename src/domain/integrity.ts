/**
 * What is recorded during a timed section (spec 001 section 1: "Cheating is flagged and results may
 * be voided"; docs/decisions/045-integrity-events-and-flags.md). Shared by the app (which records
 * the activity the browser sees), the server (which validates it and adds what only it sees) and
 * the operator's listing. Never shown to the candidate as an accusation: the assessment policy
 * says plainly what is recorded.
 */

/** What the candidate's browser reports during a timed section (RecordSectionActivity). */
export const SECTION_ACTIVITY_TYPES = [
  /** The tab was hidden (another tab, minimized), with how long. */
  'TAB_HIDDEN',
  /** The window lost focus while the tab stayed visible (another application), with how long. */
  'WINDOW_LEFT',
  'COPY',
  'CUT',
  'PASTE',
  /** This tab took the running assessment over from another tab ("Take over here"). */
  'TAB_TAKEN_OVER',
  /** The device's clock differs from the server's by more than CLOCK_SKEW_LIMIT_MS. */
  'CLOCK_SKEW',
] as const;
export type SectionActivityType = (typeof SECTION_ACTIVITY_TYPES)[number];

/** What the server records itself: a new session for the candidate while their section runs. */
export const SERVER_INTEGRITY_EVENT_TYPES = ['SIGN_IN_ELSEWHERE'] as const;

export const INTEGRITY_EVENT_TYPES = [
  ...SECTION_ACTIVITY_TYPES,
  ...SERVER_INTEGRITY_EVENT_TYPES,
] as const;
export type IntegrityEventType = (typeof INTEGRITY_EVENT_TYPES)[number];

/** The activities that carry a duration (durationMs); the others carry none. */
export const AWAY_TYPES: readonly SectionActivityType[] = ['TAB_HIDDEN', 'WINDOW_LEFT'];

/** A longer absence is not believable for one section (the longest, accommodated, is far less). */
export const MAX_AWAY_MS = 6 * 60 * 60 * 1000;
/** A device clock off by more than this is reported (and flagged). */
export const CLOCK_SKEW_LIMIT_MS = 2 * 60 * 1000;
/** Beyond a week either way the figure is noise (a clock reset to 1970 says nothing more). */
export const MAX_SKEW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What a timed section records, in the candidate's words: the one list the assessment policy and
 * the landing page's "Cheating is flagged" card both show, so neither claims more than the events
 * above (no second person, no AI tool on another device can be seen).
 */
export const RECORDED_DURING_A_SECTION = `each time the assessment tab is hidden or its window loses focus, and for how long; copying, cutting or pasting on the questions; another tab taking the assessment over; a sign-in to your account from another browser or device; a device clock that differs from ours by more than ${CLOCK_SKEW_LIMIT_MS / 60_000} minutes; and answers that reach us after the time ran out, with how late`;

export const integrityMessages = {
  unknownSection: 'This section could not be found.',
  durationRequired: 'A duration between 0 and 6 hours is required.',
  noDuration: 'This activity has no duration.',
  skewRequired: 'A clock difference of at most 7 days is required.',
  noSkew: 'This activity has no clock difference.',
  badTime: 'The time must be an ISO date.',
  badId: 'The activity id must be 1 to 200 characters.',
  tooMany: (minutes: number) =>
    `Too much activity was sent at once. Please wait about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;
