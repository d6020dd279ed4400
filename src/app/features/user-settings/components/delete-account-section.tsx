/**
 * Delete my account (docs/decisions/052): what is erased and what is kept, then a dialog in two
 * steps: the current password (and, if the candidate wants, why they leave), then the last
 * confirmation. The erasure is immediate and final; the device forgets the session, the cached
 * data and the unsent changes at once, and the candidate lands on a page saying the account is
 * deleted. Needs a connection and says so offline.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DELETION_REASON_MAX_LENGTH } from '../../../../domain/account-data.ts';
import { paths } from '../../../config/paths.ts';
import { InputField } from '../../../components/form/input-field.tsx';
import { discardOutboxEntry, getOutboxState } from '../../../lib/outbox/outbox.ts';
import { clearSession } from '../../../lib/session.ts';
import { deleteAccount } from '../api/online-writes.ts';
import { needsPasswordReentry, passwordRefusal } from '../lib/password-reentry.ts';
import { errorText, needsConnection } from '../lib/offline-messages.ts';
import { SectionText } from './settings-section.tsx';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    lineHeight: tokens.lineHeightBase400,
  },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

/** What goes and what stays, as decision 052 says. */
export function DeletionStatement() {
  const styles = useStyles();
  return (
    <>
      <SectionText>
        Deleting your account is immediate and cannot be undone. You are signed out on every device
        and firms stop seeing you at once. We erase:
      </SectionText>
      <ul className={styles.list}>
        <li>your account, addresses, phone number, LinkedIn and password;</li>
        <li>your profile: education, locations, demographics and resume;</li>
        <li>
          your questionnaire answers, and each assessment&apos;s answers, scores, receipts and what
          was recorded during it;
        </li>
        <li>your invitations and connections with firms, your sign-ins and our mails to you.</li>
      </ul>
      <SectionText>
        We keep, with nothing that identifies you: for each assessment you completed or that was
        voided, which assessment it was, how it ended and on which day, since firms that received
        your results may need to check that the attempt existed; and a note that an account was
        deleted, when, and your reason if you give one, without your name or address.
      </SectionText>
      <SectionText>If you want a copy of your data, download it first.</SectionText>
    </>
  );
}

export function DeleteAccountSection({ userId, online }: { userId: string; online: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.content}>
      <DeletionStatement />
      {!online ? <SectionText>{needsConnection.deleteAccount}</SectionText> : null}
      <div>
        <Button
          className={styles.danger}
          disabledFocusable={!online}
          onClick={() => online && setOpen(true)}
        >
          Delete my account…
        </Button>
      </div>
      {open ? (
        <DeleteAccountDialog userId={userId} online={online} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}

type Step = { n: 1; error?: string } | { n: 2 };

function DeleteAccountDialog({
  userId,
  online,
  onClose,
}: {
  userId: string;
  online: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>({ n: 1 });
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const reasonTooLong = reason.trim().length > DELETION_REASON_MAX_LENGTH;

  useEffect(() => {
    if (step.n === 1) passwordRef.current?.focus();
    else confirmRef.current?.focus();
  }, [step.n]);

  const checkPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online || reasonTooLong) return;
    setBusy(true);
    const problem = await passwordRefusal(password);
    setBusy(false);
    if (problem) setStep({ n: 1, error: problem });
    else setStep({ n: 2 });
  };

  const erase = async () => {
    if (busy || !online) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteAccount(reason.trim() || null);
    } catch (error) {
      setBusy(false);
      if (needsPasswordReentry(error)) {
        setStep({ n: 1, error: error.message });
        return;
      }
      setFailure(errorText(error));
      return;
    }
    // The account is gone: nothing of it stays on this device either.
    // Its unsent writes first (a sign-out keeps them), then what every sign-out removes (051).
    navigate(paths.accountDeleted, { replace: true });
    const own = getOutboxState().entries.filter((entry) => entry.userId === userId);
    await Promise.all(own.map((entry) => discardOutboxEntry(entry.id).catch(() => undefined)));
    await clearSession();
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delete my account</DialogTitle>
          <DialogContent className={styles.content}>
            {step.n === 1 ? (
              <form
                id="delete-account-password"
                className={styles.content}
                noValidate
                onSubmit={(event) => void checkPassword(event)}
              >
                <p className={styles.text}>
                  Step 1 of 2: confirm your password. Nothing is deleted yet.
                </p>
                {!online ? <p className={styles.text}>{needsConnection.deleteAccount}</p> : null}
                <InputField
                  label="Current Password"
                  name="deletePassword"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(value) => {
                    setPassword(value);
                    setStep({ n: 1 });
                  }}
                  error={step.error}
                  disabled={busy}
                  inputRef={passwordRef}
                />
                <Field
                  label="Why are you leaving? (optional)"
                  hint="Kept without your name or address."
                  validationMessage={
                    reasonTooLong
                      ? `Please keep it under ${DELETION_REASON_MAX_LENGTH} characters.`
                      : undefined
                  }
                >
                  <Textarea
                    value={reason}
                    onChange={(_, data) => setReason(data.value)}
                    resize="vertical"
                    rows={3}
                    disabled={busy}
                  />
                </Field>
              </form>
            ) : (
              <>
                <p className={styles.text}>
                  Step 2 of 2: your account and everything in it will be erased now. This cannot be
                  undone.
                </p>
                {failure ? (
                  <p className={styles.text} role="alert">
                    {failure}
                  </p>
                ) : null}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            {step.n === 1 ? (
              <Button
                appearance="primary"
                type="submit"
                form="delete-account-password"
                disabledFocusable={busy || !online || reasonTooLong}
                icon={busy ? <Spinner size="tiny" /> : undefined}
              >
                Continue
              </Button>
            ) : (
              <Button
                ref={confirmRef}
                className={styles.danger}
                disabledFocusable={busy || !online}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                onClick={() => void erase()}
              >
                Delete my account permanently
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
