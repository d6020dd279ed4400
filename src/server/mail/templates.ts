/** The mails the server sends: plain text first, simple HTML with everything escaped. */
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

const PRODUCT_NAME = 'Candidate Portal';

interface MailContent {
  to: string;
  subject: string;
  greetingName: string;
  /** Paragraphs before the link. */
  intro: string[];
  /** Null for a notice that leads nowhere (a firm's: the recruiter side is not ours). */
  link: { url: string; label: string } | null;
  /** Paragraphs after the link. */
  outro: string[];
  /** Further addresses quoted in the text, listed in the message's links after the main one. */
  moreLinks?: string[];
}

function compose(content: MailContent): MailMessage {
  const greeting = `Hi ${content.greetingName},`;
  const { link } = content;
  const text = [
    greeting,
    ...content.intro,
    ...(link ? [link.url] : []),
    ...content.outro,
    `The ${PRODUCT_NAME} team`,
  ].join('\n\n');
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    paragraph(greeting),
    ...content.intro.map(paragraph),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
          `<p style="font-size: 0.9em">${escapeHtml('If the link does not work, copy this address into your browser:')}<br>${escapeHtml(link.url)}</p>`,
        ]
      : []),
    ...content.outro.map(paragraph),
    paragraph(`The ${PRODUCT_NAME} team`),
    '</body></html>',
  ].join('\n');
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    links: [...(link ? [link.url] : []), ...(content.moreLinks ?? [])],
  };
}

export function emailConfirmationMail(args: {
  to: string;
  firstName: string;
  link: string;
  validForHours: number;
}): MailMessage {
  return compose({
    to: args.to,
    subject: `Please confirm your email address`,
    greetingName: args.firstName,
    intro: [
      `Thanks for signing up for ${PRODUCT_NAME}. Please confirm your email address by opening this link:`,
    ],
    link: { url: args.link, label: 'Confirm my email address' },
    outro: [
      `The link works once and for ${args.validForHours} hours. If it has expired, sign in and ask for a new one.`,
      'If you did not create an account, you can ignore this email.',
    ],
  });
}

export function passwordResetMail(args: {
  to: string;
  firstName: string;
  link: string;
  validForMinutes: number;
}): MailMessage {
  return compose({
    to: args.to,
    subject: 'Reset your password',
    greetingName: args.firstName,
    intro: [
      'Someone (hopefully you) asked to reset the password of your account. To choose a new one, open this link:',
    ],
    link: { url: args.link, label: 'Choose a new password' },
    outro: [
      `The link works once and for ${args.validForMinutes} minutes.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}

/** The moment of a change as a mail states it, in UTC (the server does not know the reader's zone). */
const mailTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);

/**
 * A change of the password or of a sign-in or recovery address (docs/decisions/049), mailed to the
 * addresses the account had before it: what changed and when, and a "this wasn't me" link that
 * signs out every session, puts the previous addresses back and mails a password reset.
 */
export function accountChangedMail(args: {
  to: string;
  firstName: string;
  subject: string;
  /** What changed, one sentence ending with a full stop. */
  what: string;
  changedAt: Date;
  /** The "this wasn't me" link. */
  undoLink: string;
  validForDays: number;
  /** The sign-in address the link puts back (the reset goes there). */
  restoresEmail: string;
  resetRequestLink: string;
  supportEmail: string;
}): MailMessage {
  return compose({
    to: args.to,
    subject: args.subject,
    greetingName: args.firstName,
    intro: [
      `${args.what} This happened on ${mailTime(args.changedAt)} UTC.`,
      `If this was you, there is nothing to do. If it was not you, open this link: it signs out every session of your account, puts back the email addresses it had before this change (signing in with ${args.restoresEmail}), and sends a password reset link to ${args.restoresEmail}.`,
    ],
    link: { url: args.undoLink, label: "This wasn't me: secure my account" },
    outro: [
      `The link works once and for ${args.validForDays} days.`,
      `You can also reset your password yourself at any time: ${args.resetRequestLink}`,
      `Then write to ${args.supportEmail} so that we can help you check your account.`,
    ],
    moreLinks: [args.resetRequestLink],
  });
}

export function secondaryEmailVerificationMail(args: {
  to: string;
  firstName: string;
  /** The address the candidate signs in with (named so they know which account asks). */
  primaryEmail: string;
  link: string;
  validForHours: number;
}): MailMessage {
  return compose({
    to: args.to,
    subject: 'Please verify your personal email address',
    greetingName: args.firstName,
    intro: [
      `You added this address as the personal email of your ${PRODUCT_NAME} account (${args.primaryEmail}). Please verify it by opening this link:`,
    ],
    link: { url: args.link, label: 'Verify my personal email address' },
    outro: [
      `The link works once and for ${args.validForHours} hours. This address is for reaching you only: you keep signing in with ${args.primaryEmail}.`,
      'If you did not add this address, you can ignore this email.',
    ],
  });
}

export function emailChangeMail(args: {
  to: string;
  firstName: string;
  /** The address the candidate signs in with until the change is confirmed. */
  currentEmail: string;
  link: string;
  validForHours: number;
}): MailMessage {
  return compose({
    to: args.to,
    subject: 'Please confirm your new sign-in email address',
    greetingName: args.firstName,
    intro: [
      `You asked to sign in to your ${PRODUCT_NAME} account with this address instead of ${args.currentEmail}. To confirm the change, open this link:`,
    ],
    link: { url: args.link, label: 'Confirm my new email address' },
    outro: [
      `The link works once and for ${args.validForHours} hours. Until you confirm, you keep signing in with ${args.currentEmail}.`,
      'If you did not ask for this, you can ignore this email: nothing changes.',
    ],
  });
}

/** To the current address when a change of it starts: the candidate can stop a change they did not make. */
export function emailChangeNoticeMail(args: {
  to: string;
  firstName: string;
  newEmail: string;
  settingsLink: string;
  validForHours: number;
}): MailMessage {
  return compose({
    to: args.to,
    subject: 'Your sign-in email address is about to change',
    greetingName: args.firstName,
    intro: [
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its sign-in email address from this address to ${args.newEmail}. A confirmation link was sent to ${args.newEmail}; the change happens only when it is opened, within ${args.validForHours} hours.`,
      'If this was you, there is nothing to do. If it was not you, sign in, cancel the email change in User Settings, and change your password:',
    ],
    link: { url: args.settingsLink, label: 'Open User Settings' },
    outro: ['Until the change is confirmed, you keep signing in with this address.'],
  });
}

export function invitationMail(args: {
  to: string;
  /** The invited person's first name when known (their account's, or the operator's). */
  firstName: string | null;
  firmName: string;
  link: string;
  validForDays: number;
}): MailMessage {
  return compose({
    to: args.to,
    subject: `${args.firmName} invites you to connect on ${PRODUCT_NAME}`,
    greetingName: args.firstName ?? 'there',
    intro: [
      `${args.firmName} invites you to share your candidate profile and assessment results with them on ${PRODUCT_NAME}. Open this link to sign in, or to create your free account:`,
    ],
    link: { url: args.link, label: `See the invitation from ${args.firmName}` },
    outro: [
      `The link works for ${args.validForDays} days. You then choose in the Connection Manager whether to connect with ${args.firmName}, and you can disconnect at any time.`,
      'If you were not expecting this invitation, you can ignore this email.',
    ],
  });
}

/**
 * To the candidate whose assessment an operator voided (docs/decisions/046): what happened, what
 * it means, and whom to write to. The operator's reason stays in the record, not in the mail.
 */
export function assessmentVoidedMail(args: {
  to: string;
  firstName: string;
  assessmentTitle: string;
  landingLink: string;
  supportEmail: string;
}): MailMessage {
  return compose({
    to: args.to,
    subject: `Your ${args.assessmentTitle} was voided`,
    greetingName: args.firstName,
    intro: [
      `Your ${args.assessmentTitle} was voided for a violation of the assessment policy. It cannot be started or continued, and its results are not shared with any firm. As the policy you acknowledged says, the firms you are or were connected with have been notified.`,
      'The assessment page says the same:',
    ],
    link: { url: args.landingLink, label: `Open the ${args.assessmentTitle}` },
    outro: [`If you have questions, or think this is a mistake, write to ${args.supportEmail}.`],
  });
}

/** To the contact address of a firm that is or was connected with a candidate whose assessment was voided. */
export function assessmentVoidedFirmMail(args: {
  to: string;
  firmName: string;
  candidateName: string;
  candidateEmail: string;
  /** False: the candidate disconnected from the firm, which may have seen the results before. */
  stillConnected: boolean;
  assessmentTitle: string;
  voidedAt: Date;
  supportEmail: string;
}): MailMessage {
  return compose({
    to: args.to,
    subject: `A candidate's ${args.assessmentTitle} was voided`,
    greetingName: args.firmName,
    intro: [
      `${args.candidateName} (${args.candidateEmail}), who ${args.stillConnected ? 'is' : 'was'} connected with ${args.firmName} on ${PRODUCT_NAME}, violated the assessment policy of the ${args.assessmentTitle}. Their results on it were voided on ${mailTime(args.voidedAt)} UTC and are no longer shared with any firm.`,
    ],
    link: null,
    outro: [`For details, write to ${args.supportEmail}.`],
  });
}
