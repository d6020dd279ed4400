/**
 * The pages an e-mail change link can end on when it fails (spec sections 2 and 8): not valid,
 * expired, cancelled, or another error; each leads to user settings, where a new change can start.
 */
import { EmailLinkResult } from '../../../components/email-link-pages.tsx';

const RESULTS = {
  incorrect: {
    title: 'Email change link not valid',
    text: 'This link to change your email is not valid. It may have been used already, or replaced by a newer change: use the newest email we sent, or start the change again in User Settings.',
  },
  expired: {
    title: 'Email change link expired',
    text: 'This link to change your email has expired. Your sign-in email has not changed: start the change again in User Settings.',
  },
  cancelled: {
    title: 'Email change cancelled',
    text: 'This email change was cancelled, so its link no longer works. Your sign-in email has not changed.',
  },
  error: {
    title: 'We could not change your email',
    text: 'Something went wrong while confirming your new email address. Please try the link again in a few minutes, or start the change again in User Settings.',
  },
} as const;

export function ChangeEmailResult({ kind }: { kind: keyof typeof RESULTS }) {
  return <EmailLinkResult {...RESULTS[kind]} isError={kind === 'error'} />;
}
