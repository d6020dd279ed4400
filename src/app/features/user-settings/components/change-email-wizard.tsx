/**
 * The e-mail change wizard (spec sections 4 and 5), in a Fluent dialog:
 * 1. the current password (the strength checker's first error, or 'Password doesn't match our
 *    records.' when VerifyUserPassword answers false; the server's message otherwise);
 * 2. the new address (required, then valid), sent with InitiateChangeEmail;
 * 3. the notice that a validation link went to the new address.
 * Closing it at any step starts it again at step 1. Focus goes to each step's field (or, on the
 * notice, its Done button) as the step appears.
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
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { newEmailSchema } from '../../../../domain/settings.ts';
import { InputField } from '../../../components/form/input-field.tsx';
import type { SettingsUser } from '../api/get-user-settings.ts';
import { initiateChangeEmail } from '../api/online-writes.ts';
import { needsPasswordReentry } from '../lib/password-reentry.ts';
import { errorText, needsConnection } from '../lib/offline-messages.ts';
import { PasswordStep, StepActions, useFocusOnMount } from './password-reentry.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  step: { margin: 0, color: tokens.colorNeutralForeground2 },
});

type Step = { n: 1; error?: string } | { n: 2 } | { n: 3; newEmail: string };

const STEP_NAMES = ['Confirm your password', 'Enter your new email', 'Check your new inbox'];

export interface ChangeEmailWizardProps {
  open: boolean;
  currentEmail: string;
  online: boolean;
  onClose: () => void;
  /** The user as InitiateChangeEmail answered it (the change now in progress). */
  onInitiated: (user: SettingsUser) => void;
}

export function ChangeEmailWizard({
  open,
  currentEmail,
  online,
  onClose,
  onInitiated,
}: ChangeEmailWizardProps) {
  const styles = useStyles();
  const [step, setStep] = useState<Step>({ n: 1 });
  // Each opening starts afresh: the steps' fields are new components (keyed by `round`).
  const [round, setRound] = useState(0);
  const close = () => {
    setStep({ n: 1 });
    setRound((r) => r + 1);
    onClose();
  };
  const titleText = `Step ${step.n} of 3: ${STEP_NAMES[step.n - 1]}`;

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Change Email</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.step} aria-live="polite">
              {titleText}
            </p>
            {step.n === 1 ? (
              <PasswordStep
                key={`password-${round}`}
                purpose="To change the email you sign in with, first confirm your current password."
                offlineText={needsConnection.email}
                online={online}
                initialError={step.error}
                onVerified={() => setStep({ n: 2 })}
                onCancel={close}
              />
            ) : step.n === 2 ? (
              <NewEmailStep
                key={`email-${round}`}
                online={online}
                onSent={(user, newEmail) => {
                  onInitiated(user);
                  setStep({ n: 3, newEmail });
                }}
                onVerificationNeeded={(error) => setStep({ n: 1, error })}
                onCancel={close}
              />
            ) : (
              <SentStep newEmail={step.newEmail} currentEmail={currentEmail} onDone={close} />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function NewEmailStep({
  online,
  onSent,
  onVerificationNeeded,
  onCancel,
}: {
  online: boolean;
  onSent: (user: SettingsUser, newEmail: string) => void;
  onVerificationNeeded: (message: string) => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const inputRef = useFocusOnMount<HTMLInputElement>();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const parsed = newEmailSchema.safeParse(email);
  const fieldError = parsed.success ? undefined : parsed.error.issues[0]?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online) return;
    setTouched(true);
    if (!parsed.success) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setServerError(undefined);
    try {
      const user = await initiateChangeEmail(parsed.data);
      onSent(user, parsed.data);
      return;
    } catch (failure) {
      if (needsPasswordReentry(failure)) {
        onVerificationNeeded(failure.message);
        return;
      }
      setServerError(errorText(failure));
    }
    setBusy(false);
    inputRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.content}>
        <p className={styles.text}>
          We will send a validation link to your new address. Your email changes once you open it.
        </p>
        {!online ? (
          <p className={styles.text} role="status">
            {needsConnection.email}
          </p>
        ) : null}
        <InputField
          label="New Email"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(value) => {
            setEmail(value);
            setServerError(undefined);
          }}
          onBlur={() => setTouched(true)}
          error={serverError ?? (touched ? fieldError : undefined)}
          disabled={busy}
          inputRef={inputRef}
        />
        <StepActions
          busy={busy}
          submitLabel="Send validation link"
          disabled={!online}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

function SentStep({
  newEmail,
  currentEmail,
  onDone,
}: {
  newEmail: string;
  currentEmail: string;
  onDone: () => void;
}) {
  const styles = useStyles();
  const doneRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <>
      <p className={styles.text}>
        We sent a validation link to <strong>{newEmail}</strong>. Open it to finish changing your
        email. Until then, keep signing in with {currentEmail}. If it does not arrive, check your
        spam folder.
      </p>
      <DialogActions>
        <Button appearance="primary" onClick={onDone} ref={doneRef}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
