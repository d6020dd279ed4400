/**
 * The "Before You Begin" modal's copy (spec 001 section 2). The error and loading sentences are
 * the spec's (domain/assessments.ts); the statements are ours, one per acknowledgement field.
 */
import { assessmentMessages, type InitialsField } from '../../../../../domain/assessments.ts';
import { formatMultiplier } from '../../../../../domain/accommodations.ts';

export const beforeYouBeginMessages = {
  title: 'Before You Begin',
  step: (step: number, of: number) => `Step ${step} of ${of}`,
  accommodationsTitle: 'Reasonable Accommodations',
  accommodations: (supportEmail: string) =>
    `If you need a reasonable accommodation, such as extra time, contact ${supportEmail} before you start. Once the assessment has started, an accommodation can no longer be requested.`,
  browserTitle: 'Browser Compatibility',
  browser:
    'The assessment supports only the most recent versions of Google Chrome and Mozilla Firefox, on a computer. Update your browser before you start.',
  accommodationConfirmedTitle: 'Accommodation confirmation',
  accommodationConfirmed: (multiplier: number, supportEmail: string) =>
    `Your reasonable accommodation of ${formatMultiplier(multiplier)} time is applied to every timed section. If this is not correct, do not start: contact ${supportEmail} first.`,
  conditionsTitle: 'Assessment Conditions',
  conditions:
    'The assessment can be completed only once. Set aside quiet, uninterrupted time, close other applications and tabs, and silence your phone before you start.',
  acknowledgementsTitle: 'Assessment Policy Acknowledgements',
  acknowledgementsIntro: 'Read each statement and confirm it by typing your initials.',
  policyLink: 'The assessment policy explains each rule (opens in a new tab).',
  initialsHint: 'Your initials',
  statements: {
    aiTools:
      'I will not use AI tools, such as chatbots or writing assistants, or any other outside help while taking the assessment.',
    selfCompletion: 'I am completing this assessment myself and alone, without help from anyone.',
    monitoring:
      'I understand that my browser and user activity, metadata and response patterns are monitored during the assessment.',
    violationConsequences:
      'I understand that violations void my results and that employers are notified of them.',
    retakePolicy:
      'I understand that I cannot retake the assessment, or request an accommodation, once I have started it.',
  } satisfies Record<InitialsField, string>,
  initialsRequired: assessmentMessages.initialsRequired,
  previous: 'Previous',
  next: 'Next',
  cancel: 'Cancel',
  start: 'Start Assessment',
  loading: 'Loading',
  assessmentLoading: assessmentMessages.assessmentLoading,
  offline:
    "You're offline. Starting the assessment needs a connection: its time starts on the server. Reconnect to start.",
  previewOnly: 'This is a preview: the assessment can be started only by an account of its type.',
} as const;
