/**
 * The secondary email section's behaviour (components/secondary-email-section.tsx renders it): the
 * form's field, sending a verification link (a new address, or again), the swap with the primary
 * address, and the password re-entry either may need first (docs/decisions/049).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isSameEmail } from '../../../../domain/contact.ts';
import { settingsSecondaryEmailSchema } from '../../../../domain/settings.ts';
import { addAlert } from '../../../components/alerts/alert-store.ts';
import { isNetworkError } from '../../../lib/api/errors.ts';
import type { SettingsUser } from '../api/get-user-settings.ts';
import {
  initiateChangeSecondaryEmail,
  swapPrimaryAndSecondaryEmails,
} from '../api/online-writes.ts';
import { errorText } from './offline-messages.ts';
import { needsPasswordReentry } from './password-reentry.ts';

const SECONDARY_EMAIL_ALERT_ID = 'secondary-email';

export function useSecondaryEmail(
  user: SettingsUser,
  online: boolean,
  onUserChanged: (user: SettingsUser) => void,
) {
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
  const unchanged = parsed.success && isSameEmail(parsed.data, target);
  const targetVerified = pending === null && user.secondaryEmailVerified;
  // Entering the verified address again changes nothing.
  const canSubmit = online && busy === null && !(unchanged && targetVerified);
  // 'change secondary email' goes away as the form opens: focus moves to the new field.
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) fieldRef.current?.focus();
  }, [editing]);

  const closeForm = () => {
    setEmail('');
    setTouched(false);
    setEditing(false);
  };

  /** Mails a link to `address` (a new one, or the one waiting: a resend). */
  const send = async (address: string, kind: 'save' | 'resend') => {
    setBusy(kind);
    setFailure(null);
    try {
      onUserChanged(await initiateChangeSecondaryEmail(address));
      closeForm();
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

  return {
    current,
    pending,
    busy,
    failure,
    formShown: !current || editing,
    canResend: target !== null && !targetVerified,
    resend: () => void send(target ?? '', 'resend'),
    edit: () => setEditing(true),
    field: {
      ref: fieldRef,
      email,
      error: touched && !parsed.success ? parsed.error.issues[0]?.message : undefined,
      canSubmit,
      change: (value: string) => {
        setEmail(value);
        setFailure(null);
      },
      blur: () => setTouched(true),
      submit: (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (!parsed.success || !canSubmit) return;
        void send(parsed.data, 'save');
      },
      cancel: () => {
        closeForm();
        setFailure(null);
      },
    },
    swapDialog: {
      open: confirmingSwap,
      error: swapError,
      ask: () => {
        setSwapError(undefined);
        setConfirmingSwap(true);
      },
      confirm: () => void swap(),
      cancel: () => setConfirmingSwap(false),
    },
    reentry: {
      open: reentry !== null,
      purpose: reentry?.purpose ?? '',
      verified: () => {
        const retry = reentry?.retry;
        setReentry(null);
        retry?.();
      },
      cancel: () => setReentry(null),
    },
  };
}
