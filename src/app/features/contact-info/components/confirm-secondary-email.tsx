/**
 * /add-secondary-email-confirmed?email&id: verifies the secondary address once on arrival, stores
 * the session and goes to user settings (spec section 2). Missing parameters: 'Missing required
 * parameters'. A refused link goes to its page: expired, not valid, or the generic error page.
 */
import { apiMessages } from '../../../../domain/api-messages.ts';
import { EmailLinkConfirmation } from '../../../components/email-link-pages.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { confirmSecondaryEmail } from '../api/confirm-secondary-email.ts';

/** Where a refused confirmation leads. */
export function pageForError(error: unknown): string {
  if (isApiError(error, 400)) {
    if (error.message === apiMessages.secondaryEmailLinkExpired)
      return paths.addSecondaryEmailTokenExpired;
    if (error.message === apiMessages.secondaryEmailLinkIncorrect)
      return paths.addSecondaryEmailTokenIncorrect;
  }
  return paths.addSecondaryEmailError;
}

export function ConfirmSecondaryEmail() {
  return (
    <EmailLinkConfirmation
      confirm={confirmSecondaryEmail}
      errorPage={pageForError}
      loadingLabel="Verifying your email address…"
    />
  );
}
