/**
 * /email-confirmed?email&id[&code]: confirms the address once on arrival, stores the session and
 * goes to / (with a code: to its invitation, /join/{code}). Missing parameters: 'Missing required parameters'; already confirmed: the
 * /email-already-confirmed page; any other failure: 'Failed to confirm email', with a new link.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { messages } from '../../../../domain/messages.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { joinHref, paths } from '../../../config/paths.ts';
import { isNetworkError } from '../../../lib/api/errors.ts';
import { setSession } from '../../../lib/session.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { errorText, isAlreadyConfirmed } from '../lib/error-text.ts';
import { param } from '../lib/search-params.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

export function ConfirmEmail() {
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const confirm = useConfirmEmail();
  const email = param(search, 'email');
  const id = param(search, 'id');
  const code = param(search, 'code');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !email || !id) return;
    started.current = true; // once, also under StrictMode's double effects: the link is single use
    confirm.mutate(
      { email, confirmationId: id, code: code ?? null },
      {
        onSuccess: ({ token, userId }) => {
          setSession({ token, userId });
          // Invited: on to the invitation (/join/{code}), else the welcome page.
          navigate(code ? joinHref(code) : paths.welcome, { replace: true });
        },
        onError: (error) => {
          if (isAlreadyConfirmed(error)) navigate(paths.emailAlreadyConfirmed, { replace: true });
        },
      },
    );
  }, [confirm, email, id, code, navigate]);

  if (!email || !id) {
    return (
      <div className={styles.form}>
        <FormAlert intent="error">{messages.missingParameters}</FormAlert>
        <AppLink href={paths.login}>Go to Sign In</AppLink>
      </div>
    );
  }
  if (confirm.isError && !isAlreadyConfirmed(confirm.error)) {
    return (
      <div className={styles.form}>
        <FormAlert intent="error" title={messages.confirmFailed}>
          {isNetworkError(confirm.error)
            ? errorText(confirm.error)
            : 'The link may have expired or been replaced by a newer one.'}
        </FormAlert>
        <ResendConfirmation email={email} code={code} label="Send me a new confirmation email" />
        <AppLink href={paths.login}>Go to Sign In</AppLink>
      </div>
    );
  }
  return <PageLoader label="Confirming your e-mail address…" />;
}
