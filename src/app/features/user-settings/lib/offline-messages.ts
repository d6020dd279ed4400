/**
 * What User Settings says about the changes that need a connection (password, e-mail and
 * secondary-address changes are never queued: docs/product-decisions.md, "what needs a connection,
 * and says so"), and how a failed direct call reads.
 */
import { isNetworkError } from '../../../lib/api/errors.ts';

export const needsConnection = {
  password: "You're offline. Changing your password needs a connection.",
  email: "You're offline. Changing your email needs a connection.",
  secondaryEmail: "You're offline. Changing your secondary email needs a connection.",
  download: "You're offline. Downloading your data needs a connection.",
  deleteAccount: "You're offline. Deleting your account needs a connection.",
  sessions: "You're offline. Signing out other sessions needs a connection.",
} as const;

/** The server's message for a refusal; a plain sentence when no answer came. */
export function errorText(error: unknown): string {
  if (isNetworkError(error))
    return 'We could not reach our server. Please check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The companion wording of the spec's 'public' privacy choice. */
export const visibilityInviteOnlyLabel = 'Only with firms I am connected with';
