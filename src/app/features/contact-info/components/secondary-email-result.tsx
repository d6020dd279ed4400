/**
 * The pages a secondary-address verification link can end on when it fails (spec sections 2 and
 * 8): expired, not valid, or another error; each leads to user settings, where the address can be
 * sent a new link.
 */
import { EmailLinkResult } from '../../../components/email-link-pages.tsx';

const RESULTS = {
  expired: {
    title: 'Verification link expired',
    text: 'This link to verify your personal email address has expired. Links are valid for 72 hours: sign in and ask for a new one.',
  },
  incorrect: {
    title: 'Verification link not valid',
    text: 'This link to verify your personal email address is not valid. It may have been used already, or replaced by a newer link: use the newest email we sent, or ask for a new one.',
  },
  error: {
    title: 'We could not verify your email',
    text: 'Something went wrong while verifying your personal email address. Please try the link again in a few minutes, or ask for a new one.',
  },
} as const;

export function SecondaryEmailResult({ kind }: { kind: keyof typeof RESULTS }) {
  return <EmailLinkResult {...RESULTS[kind]} isError={kind === 'error'} />;
}
