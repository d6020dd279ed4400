/**
 * The landing pages' copy (spec 001 section 2). The spec's own sentences come from
 * domain/assessments.ts (assessmentMessages); the rest is ours, written for this product.
 */
import type { InstructionCopy } from '../../../../components/instruction-cards.tsx';
import { assessmentMessages } from '../../../../../domain/assessments.ts';
import { formatMultiplier } from '../../../../../domain/accommodations.ts';
import { RECORDED_DURING_A_SECTION } from '../../../../../domain/integrity.ts';

export const cognitiveTitle = 'Cognitive Skills Assessment';
export const lateralTitle = 'Lateral Law Assessment';

export const landingMessages = {
  begin: 'Begin',
  continueAssessment: 'Continue Assessment',
  inProgressTitle: assessmentMessages.inProgressTitle,
  progressLabel: (completed: number, total: number) =>
    `${completed} of ${total} ${total === 1 ? 'section' : 'sections'} completed`,
  loading: 'Loading the assessment…',
  offline:
    "You're offline. This page has not been loaded on this device yet: it loads by itself once you're back online.",
  retry: 'Try again',
  signOutHint:
    'Try signing out and signing back in to the app. If the issue persists, please reach out to support.',
  stillFailing: 'If it keeps failing, write to',
  voidedReason:
    'It was voided for a violation of the assessment policy, so it cannot be started or continued.',
  voidedQuestions: 'If you have questions, or think this is a mistake, write to',
  backHome: 'Go to the welcome page',
  /** Where a rescue file saved on another device is loaded (docs/decisions/043). */
  rescueLead: 'Saved unsent answers to a file on another device?',
  rescueLink: 'Load saved answers',
  accommodationBanner: (multiplier: number) =>
    `${formatMultiplier(multiplier)} Reasonable Accommodation`,
  wrongAccountType: {
    cognitiveTitle: 'This assessment is for campus accounts',
    cognitive:
      'The Cognitive Skills Assessment is taken by campus candidates. Your account is a lateral account: your timed assessment is the Lateral Law Assessment.',
    lateralTitle: 'This assessment is for lateral accounts',
    lateral:
      'The Lateral Law Assessment is taken by lateral candidates. Your account is a campus account: your timed assessment is the Cognitive Skills Assessment.',
  },
  lateralPreview:
    'Preview: the Lateral Law Assessment is taken by lateral accounts. Your account is a campus account, so it cannot be started here.',
} as const;

export const cognitiveMessages = {
  intro:
    'This assessment measures how you reason with numbers, words, logic and data. Read the points below before you begin.',
  instructions: (timeLimit: string): InstructionCopy[] => [
    {
      headline: "Don't guess",
      // True to the scoring (docs/decisions/020): wrong costs, blank costs nothing.
      copy: 'A wrong answer lowers your score; a question still unanswered when time runs out does not. Answer the questions you can work out; if time runs short, leave the others rather than pick at random: the section closes by itself when its time is up.',
    },
    {
      headline: 'Use a computer',
      copy: 'Take the assessment on a computer with a keyboard and a mouse or trackpad. Phones are not supported.',
    },
    {
      headline: 'Time limit',
      copy: `You have ${timeLimit} in all. Each timed section has its own timer, shown at the top left of the screen, and closes when its time runs out.`,
    },
    {
      headline: 'One attempt',
      copy: 'You can take this assessment only once, and a finished section cannot be revisited.',
    },
  ],
  policyLink: 'Read the assessment policy',
  cheatingTitle: 'Cheating is flagged',
  // Only what is recorded (docs/decisions/045); it cannot see a second person or another device.
  cheating: `Take it yourself, alone, without help from other people, AI tools or any outside source, and do not copy or share the questions. During each timed section we record ${RECORDED_DURING_A_SECTION}. These records and the patterns in your answers are reviewed; results may be voided where the rules were broken, and employers are notified of violations.`,
  cannotPauseTitle: 'No pausing',
  cannotPause: assessmentMessages.cannotPause,
  ipTitle: 'Confidential content',
  ip: 'The questions of this assessment are confidential intellectual property. Do not copy, photograph, record or share them in any form, during or after the assessment.',
  accommodationTitle: 'Reasonable accommodations',
  accommodationContact: (supportEmail: string) =>
    `If you need a reasonable accommodation, such as extra time, contact ${supportEmail} before you begin. An accommodation cannot be requested once the assessment has started.`,
  accommodationGranted: (multiplier: number, supportEmail: string) =>
    `You have been granted ${formatMultiplier(multiplier)} time as a reasonable accommodation: every timed section gives you ${Number(multiplier.toFixed(2))} times its standard time. If this is not correct, contact ${supportEmail} before you begin.`,
  inProgress:
    'When you continue, you resume at the section after the last one you finished. If you left in the middle of a section, you return to it, unless its timer has expired.',
  completeTitle: assessmentMessages.completedCognitive,
  completeThanks: 'Thank you for taking the Cognitive Skills Assessment.',
  completeResults: 'Your results will be available to recruiters soon.',
} as const;

export const lateralMessages = {
  intro:
    'This assessment is about how you work as a lawyer: your style, your judgment and your priorities. Read the points below before you begin.',
  instructions: [
    {
      headline: 'TIMING',
      copy: 'Most candidates finish in about 15 minutes. Some sections are timed: each says so before it starts and shows its timer while it runs.',
    },
    {
      headline: 'NO RETAKES // NO REDOS',
      copy: 'You take this assessment once. A finished section cannot be revisited or changed.',
    },
    {
      headline: 'BE HONEST',
      copy: 'Answer truthfully. Answers are compared across the assessment, and inconsistent ones stand out.',
    },
    {
      headline: 'BE YOURSELF',
      copy: 'There are no right or wrong answers to most questions. Describe how you really work, not how you think a firm wants you to.',
    },
    {
      headline: 'GO WITH YOUR GUT',
      copy: 'Your first reaction is usually the most accurate one. Do not dwell on any single question.',
    },
    {
      headline: 'RELAX',
      copy: 'Find a quiet moment with a computer and a steady connection, take a breath, and begin when you are ready.',
    },
  ] satisfies InstructionCopy[],
  ipTitle: 'Your responses are private',
  ip: 'Your individual responses are not shared with any firm. Firms see only a summary of your results, shared according to your privacy settings.',
  inProgress:
    'When you continue, you resume at the section after the last one you finished. If you left in the middle of a section, you return to that section.',
  complete:
    'Thank you for completing the lateral law assessment. Your results are summarized and will be shared with firms according to your privacy settings.',
} as const;
