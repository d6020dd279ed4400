/**
 * /change-email-confirmed?email&id (spec sections 2 and 7): confirms the new sign-in address once
 * on arrival (POST /auth/confirm-change-email-auth), stores the session and goes to user settings.
 * Missing parameters: 'Missing required parameters'. A refused link goes to its page (not valid,
 * cancelled, expired) or the generic error page.
 */
import { EmailLinkConfirmation } from '../../../components/email-link-pages.tsx';
import { confirmChangeEmail } from '../api/confirm-change-email.ts';
import { changeEmailErrorPage } from '../lib/change-email-errors.ts';

export function ConfirmChangeEmail() {
  return (
    <EmailLinkConfirmation
      confirm={confirmChangeEmail}
      errorPage={changeEmailErrorPage}
      loadingLabel="Confirming your new email address…"
    />
  );
}
