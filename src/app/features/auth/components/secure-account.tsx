/**
 * /secure-account?token= (docs/decisions/049): the "this wasn't me" link of a notice that the
 * account's password or addresses changed. It works signed out. Nothing happens on arrival (mail
 * scanners open links): the candidate presses the button, then reads what was done: every session
 * signed out, the previous addresses back, a reset link sent to the sign-in address; or, when the
 * previous sign-in address belongs to another account now, that it could not be put back and whom
 * to write to. A session of this device ended with the others, so it is forgotten here too.
 */
import { Button, Spinner } from '@fluentui/react-components';
import { useSearchParams } from 'wouter';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { clearSession, getSession } from '../../../lib/session.ts';
import type { SecureAccountResult } from '../../../../domain/secure-account.ts';
import { useSecureAccount } from '../api/secure-account.ts';
import { errorText } from '../lib/error-text.ts';

export function SecureAccount() {
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const request = useSecureAccount();

  if (request.isSuccess) return <SecuredResult result={request.data} />;

  if (!token) {
    return (
      <div className={styles.form}>
        <FormAlert title="This link is not complete.">
          Please open the link from the email again, or copy the whole address into your browser.
        </FormAlert>
        <AppLink href={paths.login}>Go to Sign In</AppLink>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <p className={styles.text}>
        We emailed you because your password or the email addresses of your account changed. If you
        did not make that change, secure your account now:
      </p>
      <ul className={styles.text}>
        <li>every device signed in to your account is signed out, this one included;</li>
        <li>the email addresses your account had before the change are put back;</li>
        <li>we send a link to choose a new password to your sign-in email.</li>
      </ul>
      {request.isError ? <FormAlert>{errorText(request.error)}</FormAlert> : null}
      <Button
        appearance="primary"
        disabledFocusable={request.isPending}
        icon={request.isPending ? <Spinner size="tiny" /> : undefined}
        onClick={() =>
          request.mutate(token, {
            onSuccess: () => {
              if (getSession()) void clearSession();
            },
          })
        }
      >
        Secure my account
      </Button>
      <AppLink href={paths.login}>It was me: go to Sign In</AppLink>
    </div>
  );
}

function SecuredResult({ result }: { result: SecureAccountResult }) {
  const styles = useFormStyles();
  return (
    <div className={styles.form}>
      {result.previousEmailTaken ? (
        <FormAlert title="We signed out every session, but could not put your email back.">
          {result.previousEmailTaken} is now used by another account, so it could not become your
          sign-in email again, and we sent no password reset link. Please write to{' '}
          {env.SUPPORT_EMAIL} so that we can help you get your account back.
        </FormAlert>
      ) : (
        <FormAlert intent="success" title="Your account is secured.">
          Every session of your account was signed out. Your sign-in email is {result.email}
          {result.secondaryEmail ? ` and your secondary email ${result.secondaryEmail}` : ''}. We
          sent a link to choose a new password to {result.email}: open it, choose a new password,
          then sign in.
        </FormAlert>
      )}
      {result.previousSecondaryEmailTaken ? (
        <FormAlert intent="warning">
          Your previous secondary email {result.previousSecondaryEmailTaken} is now used by another
          account, so your account has no secondary email. You can add one in User Settings.
        </FormAlert>
      ) : null}
      <AppLink href={paths.login}>Go to Sign In</AppLink>
    </div>
  );
}
