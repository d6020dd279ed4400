/**
 * The password re-entered in User Settings (VerifyUserPassword stamps this session): the first step
 * of the e-mail change wizard, and the dialog that the other changes needing it open when the
 * server answers PASSWORD_VERIFICATION_REQUIRED (replacing a verified secondary address, the swap:
 * docs/decisions/049). The strength checker's first error, or 'Password doesn't match our records.'
 * when VerifyUserPassword answers false; the server's message otherwise (the sign-in throttle's).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { InputField } from '../../../components/form/input-field.tsx';
import { passwordRefusal } from '../lib/password-reentry.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
});

export interface PasswordReentryDialogProps {
  open: boolean;
  /** Why the password is asked for. */
  purpose: string;
  offlineText: string;
  online: boolean;
  onVerified: () => void;
  onCancel: () => void;
}

/** The password step alone, in a dialog: verified, it closes and the change is sent again. */
export function PasswordReentryDialog({
  open,
  purpose,
  offlineText,
  online,
  onVerified,
  onCancel,
}: PasswordReentryDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Confirm your password</DialogTitle>
          <DialogContent className={styles.content}>
            {open ? (
              <PasswordStep
                purpose={purpose}
                offlineText={offlineText}
                online={online}
                onVerified={onVerified}
                onCancel={onCancel}
              />
            ) : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function StepActions({
  busy,
  submitLabel,
  disabled,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogActions>
      <Button appearance="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        appearance="primary"
        type="submit"
        disabledFocusable={busy || disabled}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

export function PasswordStep({
  purpose,
  offlineText,
  online,
  initialError,
  onVerified,
  onCancel,
}: {
  /** What the password is asked for, e.g. "To change the email you sign in with, ...". */
  purpose: string;
  offlineText: string;
  online: boolean;
  initialError?: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const inputRef = useFocusOnMount<HTMLInputElement>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(initialError);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online) return;
    setBusy(true);
    setError(undefined);
    const refusal = await passwordRefusal(password);
    if (!refusal) {
      onVerified();
      return;
    }
    setError(refusal);
    setBusy(false);
  };

  // The field is disabled while the password is checked, so focus falls to the page; after a
  // refusal it goes back to the field (focusing it before React re-enables it does nothing).
  useEffect(() => {
    if (!busy && error) inputRef.current?.focus();
  }, [busy, error, inputRef]);

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.content}>
        <p className={styles.text}>{purpose}</p>
        {!online ? (
          <p className={styles.text} role="status">
            {offlineText}
          </p>
        ) : null}
        <InputField
          label="Current Password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
          disabled={busy}
          inputRef={inputRef}
        />
        <StepActions busy={busy} submitLabel="Continue" disabled={!online} onCancel={onCancel} />
      </div>
    </form>
  );
}
