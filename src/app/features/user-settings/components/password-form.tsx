/**
 * Change Password (spec section 5): the new password with the live checklist (required, then the
 * strength checker's first error), and its confirmation ('Passwords must match.'; disabled until a
 * password is entered). Save is disabled until both are set and without errors. The change needs a
 * connection (never queued: offline the form says so); every other session of the candidate ends.
 */
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { firstPasswordError } from '../../../../domain/password-rules.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { InputField } from '../../../components/form/input-field.tsx';
import { PasswordChecklist } from '../../../components/form/password-checklist.tsx';
import { updateUserPassword } from '../api/online-writes.ts';
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

/** The two fields' messages (shown once touched). */
export function passwordFormErrors(password: string, confirm: string) {
  return {
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const errors = passwordFormErrors(password, confirm);
  const ready = !errors.password && !errors.confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !online || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await updateUserPassword(password);
      setPassword('');
      setConfirm('');
      setTouched({ password: false, confirm: false });
      setOutcome({
        ok: true,
        text: 'Your password has been changed. You stay signed in here; everywhere else you were signed out.',
      });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
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
