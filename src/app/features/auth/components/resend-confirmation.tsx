/**
 * "Send me a new confirmation e-mail" (POST /request-new-confirmation-email), used by the sign-in
 * page (unconfirmed address), the thank-you page and a failed confirmation. Says what happened:
 * sent, already confirmed (with a way to sign in), or the error. Inside the sign-in page's warning
 * (`variant="link"`) the outcome is a line of text, announced, rather than a second message bar.
 */
import { Button, Link, makeStyles, tokens, useAnnounce } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useRequestNewConfirmationEmail } from '../api/request-new-confirmation-email.ts';
import { errorText, isAlreadyConfirmed } from '../lib/error-text.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
  line: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

export interface ResendConfirmationProps {
  email: string;
  code?: string;
  requestId?: string;
  /** `link`: the inline link of the sign-in page; `button`: a secondary button. */
  variant?: 'link' | 'button';
  label?: string;
}

type Outcome = { intent: 'success' | 'info' | 'error'; text: string; extra?: ReactNode };

export function ResendConfirmation({
  email,
  code,
  requestId,
  variant = 'button',
  label = messages.notConfirmedResendLink,
}: ResendConfirmationProps) {
  const styles = useStyles();
  const { announce } = useAnnounce();
  const resend = useRequestNewConfirmationEmail();
  const busy = resend.isPending;

  const outcomeOf = (error: unknown): Outcome =>
    error === undefined
      ? {
          intent: 'success',
          text: `We've sent a new confirmation e-mail to ${email}. Please open it and follow the link; check your spam folder if it hasn't arrived in a few minutes.`,
        }
      : isAlreadyConfirmed(error)
        ? {
            intent: 'info',
            text: messages.alreadyConfirmed,
            extra: <AppLink href={paths.login}>Sign in</AppLink>,
          }
        : { intent: 'error', text: errorText(error) };

  const send = () =>
    resend.mutate(
      { email, code: code ?? null, requestId: requestId ?? null },
      {
        // A message bar announces itself; the inline line needs telling.
        onSettled: (_data, error) => {
          if (variant === 'link') announce(outcomeOf(error ?? undefined).text, { polite: true });
        },
      },
    );

  const outcome = resend.isSuccess
    ? outcomeOf(undefined)
    : resend.isError
      ? outcomeOf(resend.error)
      : null;

  return (
    <div className={styles.root}>
      {variant === 'link' ? (
        <Link as="button" type="button" inline onClick={send} disabled={busy}>
          {label}
        </Link>
      ) : (
        <Button appearance="secondary" onClick={send} disabledFocusable={busy}>
          {busy ? 'Sending…' : label}
        </Button>
      )}
      {outcome && variant === 'link' ? (
        <p className={styles.line}>
          {outcome.text} {outcome.extra}
        </p>
      ) : null}
      {outcome && variant === 'button' ? (
        <FormAlert intent={outcome.intent}>
          {outcome.text} {outcome.extra}
        </FormAlert>
      ) : null}
    </div>
  );
}
