/**
 * The section flow shared by the cognitive and lateral runners (spec 001 section 4): section
 * info, then its questions, then the next section's info; the last section (completed + 1 ==
 * total) ends with END_OF_ASSESSMENT once closed. Pure rules; the runner holds the state.
 */
export type Phase = 'SECTION_INFO' | 'SECTION_QUESTIONS' | 'END_OF_ASSESSMENT';
export type RunnerVariant = 'cognitive' | 'lateral';

export interface SectionInfoLike {
  id?: string | null;
  completedSections: number;
  totalSections: number;
  timerDuration?: number | null;
  timerRemaining?: number | null;
  isInformational: boolean;
}

export const runnerMessages = {
  next: 'Next',
  submit: 'Submit',
  nextSection: 'Next Section',
  cancel: 'Cancel',
  closeAssessment: 'Close Assessment',
  moveOnBody:
    'Once you move on, you cannot retake or review this section. Do you want to go to the next section?',
  sectionOf: (x: number, y: number) => `Section ${x} of ${y}`,
  answeredOf: (x: number, y: number) => `Answered ${x} of ${y}`,
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  questionsOf: (first: number, last: number, total: number) =>
    `Questions ${first}–${last} of ${total}`,
  firstUnanswered: 'First unanswered',
  /** The button's name: its visible label first (WCAG 2.5.3), then what it does. */
  firstUnansweredName: 'First unanswered question: go there',
  progress: (percent: number) => `${Math.round(percent)}% of sections completed`,
  timeRemaining: 'Time remaining',
  timeLimit: (minutes: string) => `Time limit: ${minutes}.`,
  timeLeftAnnouncement: (minutes: number) =>
    `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left in this section.`,
  timeUp: "Time's up. This section is closed.",
  closingSection: 'Saving your answers before the next section…',
  movingOn: 'Saving your answers…',
  checkAnswer: 'Check answer',
  sampleHeading: 'Sample question',
  endTitle: "You've completed the assessment.",
  endBody: 'Thank you. Your results will be available to recruiters soon.',
  loading: 'Loading the section…',
  loadFailed: 'The section could not be loaded.',
  retry: 'Retry',
  dismiss: 'Dismiss',
  notStored: 'Your answer could not be saved on this device. Please try again.',
  takeOver: 'Take over here',
  otherTabClock: (clock: string) =>
    `The section's clock keeps running while it is open there: ${clock} left.`,
  otherTabNoClock:
    "No section's clock is running yet. It starts when the next section's questions open, and then keeps running whichever tab shows them.",
  checkingTab: 'Opening the assessment…',
  notLoadedOffline:
    "You're offline. This section has not been loaded on this device yet. Connect to the internet and it loads by itself.",
  refusedTitle: (n: number) =>
    n === 1 ? 'An answer was not recorded' : `${n} answers were not recorded`,
  // Answers given in time, sent after the deadline (docs/decisions/053).
  lateWaitingTitle: (clock: string, n: number) =>
    `Reconnect within ${clock} for ${n === 1 ? 'this answer' : `these ${n} answers`} to count.`,
  lateWaitingBody: (n: number) =>
    n === 1
      ? "You gave it before the section's time ran out, and it is saved on this device. After that it can no longer be recorded, and the section's receipt will list only the answers the server received."
      : "You gave them before the section's time ran out, and they are saved on this device. After that they can no longer be recorded, and the section's receipt will list only the answers the server received.",
  lateWaitingMinute: 'One minute left to reconnect for your unsent answers to count.',
  lateExpiredTitle: (n: number) =>
    n === 1
      ? 'The time to send this answer has passed.'
      : `The time to send these ${n} answers has passed.`,
  lateExpiredBody: (n: number) =>
    `${n === 1 ? 'It' : 'They'} will not be recorded. The section's receipt lists only the answers the server received.`,
  lateRefusedTitle: (n: number) =>
    n === 1 ? 'An answer arrived too late to count' : `${n} answers arrived too late to count`,
  lateRefusedBody: (n: number) =>
    `${n === 1 ? 'It was' : 'They were'} given before the section's time ran out, but reached the server after the time allowed for answers sent late, so ${n === 1 ? 'it was' : 'they were'} not recorded. Sending again cannot change that. The section's receipt lists only the answers the server recorded.`,
  recordedLateTitle: (n: number) =>
    n === 1
      ? 'An answer sent after the deadline was recorded'
      : `${n} answers sent after the deadline were recorded`,
  recordedLateBody: (n: number) =>
    `${n === 1 ? 'It was' : 'They were'} given before the section's time ran out and reached the server within the time allowed for answers sent late, so ${n === 1 ? 'it counts and is' : 'they count and are'} on the section's receipt, marked as sent late.`,
} as const;

/** The last section: the one where completed + 1 == total. */
export function isLastSection(info: Pick<SectionInfoLike, 'completedSections' | 'totalSections'>) {
  return info.completedSections + 1 === info.totalSections;
}

/** A timed section whose clock already runs (timer remaining below its duration). */
export function hasTimerStarted(info: SectionInfoLike): boolean {
  return (
    !info.isInformational &&
    typeof info.timerDuration === 'number' &&
    typeof info.timerRemaining === 'number' &&
    info.timerRemaining < info.timerDuration
  );
}

/**
 * Where a section's information leads when it arrives: no section left → the landing page; a timed
 * section already started skips its info screen; otherwise its info screen.
 */
export function arrivalPhase(info: SectionInfoLike): 'LANDING' | Phase {
  if (!info.id) return 'LANDING';
  return hasTimerStarted(info) ? 'SECTION_QUESTIONS' : 'SECTION_INFO';
}

/** After closing a section: the end page after the last, else the next section's info. */
export function phaseAfterClose(info: SectionInfoLike): Phase {
  return isLastSection(info) ? 'END_OF_ASSESSMENT' : 'SECTION_INFO';
}

/**
 * What Next does on the questions screen: cognitive asks "Before You Move On" while time remains;
 * otherwise (lateral, or no time left / untimed) the section closes at once.
 */
export function nextAction(
  variant: RunnerVariant,
  remainingMs: number | null,
): 'CONFIRM' | 'CLOSE' {
  return variant === 'cognitive' && remainingMs !== null && remainingMs > 0 ? 'CONFIRM' : 'CLOSE';
}

/** Lateral's Next reads Submit on the last section. */
export function nextLabel(variant: RunnerVariant, info: SectionInfoLike): string {
  return variant === 'lateral' && isLastSection(info) ? runnerMessages.submit : runnerMessages.next;
}
