/**
 * Change Password (spec section 5): the current password first (checked as the e-mail change
 * wizard's password step checks it: 'Password doesn't match our records.' when VerifyUserPassword
 * answers false, the server's message otherwise, e.g. the sign-in throttle's), the new password with
 * the live checklist (required, then the strength checker's first error), and its confirmation
 * ('Passwords must match.'; disabled until a password is entered). Save is disabled until all three
 * are set and without errors; it calls VerifyUserPassword, then UpdateUserPassword, which the server
 * refuses without that verification (docs/decisions/025). The change needs a connection (never
 * queued: offline the form says so). "Sign out of all other sessions" (on by default) ends every
 * other session of the candidate; unticked, they stay signed in (docs/decisions/049).
 */
import { Button, Checkbox, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { firstPasswordError } from '../../../../domain/password-rules.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { InputField } from '../../../components/form/input-field.tsx';
import { PasswordChecklist } from '../../../components/form/password-checklist.tsx';
import { updateUserPassword, verifyUserPassword } from '../api/online-writes.ts';
import { needsPasswordReentry } from '../lib/password-reentry.ts';
import { errorText, needsConnection } from '../lib/offline-messages.ts';
import { SectionText } from './settings-section.tsx';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
});

/** The fields' messages (shown once touched). */
export function passwordFormErrors(current: string, password: string, confirm: string) {
  return {
    current: current === '' ? messages.fieldRequired : (firstPasswordError(current) ?? undefined),
    password:
      password === '' ? messages.fieldRequired : (firstPasswordError(password) ?? undefined),
    confirm:
      confirm === ''
        ? messages.fieldRequired
        : confirm !== password
          ? messages.passwordsMustMatch
          : undefined,
  };
}

export function PasswordForm({ online }: { online: boolean }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const currentRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ current: false, password: false, confirm: false });
  // The server's answer about the current password, shown on its field until it is edited.
  const [currentRefusal, setCurrentRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const errors = passwordFormErrors(current, password, confirm);
  const ready = !errors.current && !errors.password && !errors.confirm;

  // Once the form is enabled again, the refused field takes the focus.
  useEffect(() => {
    if (currentRefusal && !busy) currentRef.current?.focus();
  }, [currentRefusal, busy]);

  const change = async () => {
    try {
      const { verified } = await verifyUserPassword(current);
      if (!verified) return setCurrentRefusal(messages.passwordNotOurs);
    } catch (error) {
      return setCurrentRefusal(errorText(error));
    }
    try {
      await updateUserPassword(password, signOutOthers);
    } catch (error) {
      if (needsPasswordReentry(error)) {
        return setCurrentRefusal(error.message);
      }
      return setOutcome({ ok: false, text: errorText(error) });
    }
    setCurrent('');
    setPassword('');
    setConfirm('');
    setTouched({ current: false, password: false, confirm: false });
    setOutcome({
      ok: true,
      text: signOutOthers
        ? 'Your password has been changed. You stay signed in here; everywhere else you were signed out.'
        : 'Your password has been changed. You stay signed in here and on your other devices.',
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !online || busy) return;
    setBusy(true);
    setOutcome(null);
    setCurrentRefusal(undefined);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      {!online ? <SectionText>{needsConnection.password}</SectionText> : null}
      {outcome ? (
        <FormAlert intent={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormAlert>
      ) : null}
      <InputField
        label="Current Password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(value) => {
          setCurrent(value);
          setCurrentRefusal(undefined);
          setOutcome(null);
        }}
        onBlur={() => setTouched((t) => ({ ...t, current: true }))}
        error={currentRefusal ?? (touched.current ? errors.current : undefined)}
        disabled={busy}
        inputRef={currentRef}
      />
      <InputField
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        blockSpaces
        value={password}
        onChange={(value) => {
          setPassword(value);
          setOutcome(null);
          if (value === '') setConfirm('');
        }}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        error={touched.password ? errors.password : undefined}
        hint={<PasswordChecklist password={password} />}
        disabled={busy}
      />
      <InputField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={setConfirm}
        onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
        error={
          touched.confirm || (confirm !== '' && confirm.length >= password.length)
            ? errors.confirm
            : undefined
        }
        disabled={busy || password === ''}
      />
      <Checkbox
        label="Sign out of all other sessions"
        checked={signOutOthers}
        onChange={(_, data) => setSignOutOthers(data.checked === true)}
        disabled={busy}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={!ready || !online || busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          Save password
        </Button>
      </div>
    </form>
  );
}
