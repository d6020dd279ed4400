/**
 * The secondary (personal) address in User Settings (spec sections 2, 4, 5 and 8): set or replace
 * it (InitiateChangeSecondaryEmail mails a link to /add-secondary-email-confirmed), send the link
 * again while it is not verified, and once verified 'make primary email'. A verified address stays
 * until its replacement is verified: the replacement shows as waiting for verification (confirmed
 * first: it becomes the sign-in address; SwapPrimaryAndSecondaryEmails). Needs a connection:
 * offline the buttons are disabled and the section says why.
 *
 * Replacing a verified address and the swap need the password re-entered in this session
 * (docs/decisions/049): refused with PASSWORD_VERIFICATION_REQUIRED, the section asks for it in the
 * re-entry dialog, then sends the change again.
 *
 * The address shows once (issue 12): the form to enter another one opens on 'change secondary
 * email' (at once when there is none yet), and 'Send the verification link again' shows only while
 * there is an address waiting for its link.
 */
import { Badge, Button, Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isSameEmail } from '../../../../domain/contact.ts';
import { messages } from '../../../../domain/messages.ts';
import { settingsSecondaryEmailSchema } from '../../../../domain/settings.ts';
import { addAlert } from '../../../components/alerts/alert-store.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { InputField } from '../../../components/form/input-field.tsx';
import { isNetworkError } from '../../../lib/api/errors.ts';
import type { SettingsUser } from '../api/get-user-settings.ts';
import {
  initiateChangeSecondaryEmail,
  swapPrimaryAndSecondaryEmails,
} from '../api/online-writes.ts';
import { needsPasswordReentry } from '../lib/password-reentry.ts';
import { errorText, needsConnection } from '../lib/offline-messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PasswordReentryDialog } from './password-reentry.tsx';
import { SectionText } from './settings-section.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  address: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const SECONDARY_EMAIL_ALERT_ID = 'secondary-email';

export interface SecondaryEmailSectionProps {
  user: SettingsUser;
  online: boolean;
  onUserChanged: (user: SettingsUser) => void;
}

export function SecondaryEmailSection({ user, online, onUserChanged }: SecondaryEmailSectionProps) {
  const styles = useStyles();
  const current = user.secondaryEmail;
  const pending = user.pendingSecondaryEmail ?? null;
  // The address the form speaks of: a replacement waiting for its link, else the current one.
  const target = pending ?? current;
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'save' | 'resend' | 'swap' | null>(null);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingSwap, setConfirmingSwap] = useState(false);
  const [swapError, setSwapError] = useState<string>();
  // The change refused for want of the password, sent again once it is re-entered.
  const [reentry, setReentry] = useState<{ purpose: string; retry: () => void } | null>(null);

  const parsed = settingsSecondaryEmailSchema.safeParse(email);
  const fieldError = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const unchanged = parsed.success && isSameEmail(parsed.data, target);
  const targetVerified = pending === null && user.secondaryEmailVerified;
  // Entering the verified address again changes nothing.
  const canSubmit = online && busy === null && !(unchanged && targetVerified);
  const formShown = !current || editing;
  // 'change secondary email' goes away as the form opens: focus moves to the new field.
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) fieldRef.current?.focus();
  }, [editing]);
  const canResend = target !== null && !targetVerified;

  /** Mails a link to `address` (a new one, or the one waiting: a resend). */
  const send = async (address: string, kind: 'save' | 'resend') => {
    setBusy(kind);
    setFailure(null);
    try {
      onUserChanged(await initiateChangeSecondaryEmail(address));
      setEmail('');
      setTouched(false);
      setEditing(false);
      addAlert({
        message:
          isSameEmail(address, current) && user.secondaryEmailVerified
            ? `${address} stays your secondary email.`
            : `We sent a verification link to ${address}. Open it to verify your secondary email.`,
        level: 'success',
        alertId: SECONDARY_EMAIL_ALERT_ID,
      });
    } catch (error) {
      if (needsPasswordReentry(error)) {
        setReentry({
          purpose: `To replace your verified secondary email with ${address}, first confirm your current password.`,
          retry: () => void send(address, kind),
        });
        return;
      }
      setFailure(
        isNetworkError(error) ? errorText(error) : error instanceof Error ? error.message : '',
      );
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || !canSubmit) return;
    void send(parsed.data, 'save');
  };

  const swap = async () => {
    setBusy('swap');
    setSwapError(undefined);
    try {
      const swapped = await swapPrimaryAndSecondaryEmails();
      onUserChanged(swapped);
      setConfirmingSwap(false);
      addAlert({
        message: `${swapped.email} is now your primary email. Use it to sign in from now on.`,
        level: 'success',
        alertId: SECONDARY_EMAIL_ALERT_ID,
      });
    } catch (error) {
      if (needsPasswordReentry(error)) {
        setConfirmingSwap(false);
        setReentry({
          purpose: `To make ${current} your sign-in email, first confirm your current password.`,
          retry: () => void swap(),
        });
        return;
      }
      setSwapError(errorText(error));
      setConfirmingSwap(true); // after a re-entry the dialog was closed: the error shows in it
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <SectionText>
        Your personal address, where we can reach you if you lose access to your sign-in email. It
        cannot be used to sign in unless you make it your primary email.
      </SectionText>
      {current ? (
        <div className={styles.row}>
          <Text className={styles.address}>{current}</Text>
          {user.secondaryEmailVerified ? (
            <Badge appearance="tint" color="success">
              Verified
            </Badge>
          ) : (
            <Badge appearance="tint" color="warning">
              Not verified
            </Badge>
          )}
          {user.secondaryEmailVerified ? (
            <Link
              as="button"
              disabled={!online || busy !== null}
              onClick={() => {
                setSwapError(undefined);
                setConfirmingSwap(true);
              }}
            >
              make primary email
            </Link>
          ) : null}
          {formShown ? null : (
            <Link as="button" disabled={busy !== null} onClick={() => setEditing(true)}>
              change secondary email
            </Link>
          )}
        </div>
      ) : null}
      {pending ? (
        <div className={styles.row}>
          <Text className={styles.address}>{pending}</Text>
          <Badge appearance="tint" color="warning">
            Waiting for verification
          </Badge>
        </div>
      ) : null}
      {pending ? (
        <SectionText>
          Open the link we sent to {pending} to make it your secondary email. Until then, {current}{' '}
          stays your secondary email.
        </SectionText>
      ) : null}
      {current && !user.secondaryEmailVerified ? (
        <SectionText>
          Open the link we sent to {current} to verify it. No mail? Send the link again.
        </SectionText>
      ) : null}
      {!online ? <SectionText>{needsConnection.secondaryEmail}</SectionText> : null}
      {failure !== null ? (
        <FormAlert intent="error" title={messages.secondaryEmailUpdateFailed}>
          {failure ? <span>{failure} </span> : null}
          <span>{messages.contactInfoSubmitIssue}</span>
        </FormAlert>
      ) : null}

      {canResend && !formShown ? (
        <div className={styles.actions}>
          <Button
            appearance="secondary"
            disabledFocusable={!online || busy !== null}
            icon={busy === 'resend' ? <Spinner size="tiny" /> : undefined}
            onClick={() => void send(target, 'resend')}
          >
            Send the verification link again
          </Button>
        </div>
      ) : null}

      {formShown ? (
        <form className={styles.form} noValidate onSubmit={submit}>
          <InputField
            label={current ? 'New Secondary/Personal Email' : 'Secondary/Personal Email'}
            name="secondaryEmail"
            inputRef={fieldRef}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(value) => {
              setEmail(value);
              setFailure(null);
            }}
            onBlur={() => setTouched(true)}
            error={touched ? fieldError : undefined}
            disabled={busy !== null}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabledFocusable={!canSubmit}
              icon={busy === 'save' ? <Spinner size="tiny" /> : undefined}
            >
              Save and send verification link
            </Button>
            {current ? (
              <Button
                appearance="secondary"
                disabled={busy !== null}
                onClick={() => {
                  setEditing(false);
                  setEmail('');
                  setTouched(false);
                  setFailure(null);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      <PasswordReentryDialog
        open={reentry !== null}
        purpose={reentry?.purpose ?? ''}
        offlineText={needsConnection.secondaryEmail}
        online={online}
        onVerified={() => {
          const retry = reentry?.retry;
          setReentry(null);
          retry?.();
        }}
        onCancel={() => setReentry(null)}
      />

      <ConfirmDialog
        open={confirmingSwap}
        title="Make this your primary email?"
        confirmLabel="Make primary email"
        busy={busy === 'swap'}
        error={swapError}
        onConfirm={() => void swap()}
        onCancel={() => setConfirmingSwap(false)}
      >
        <p style={{ margin: 0 }}>
          {current} becomes your new sign-in email, and {user.email} becomes your secondary email.
          From now on, sign in with {current}.
        </p>
      </ConfirmDialog>
    </>
  );
}
