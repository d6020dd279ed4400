/**
 * "Verify Secondary Email" (spec section 2): shown while the secondary address is not verified.
 * It asks the candidate to open the link mailed to that address, come back and refresh; it cannot
 * be closed with Esc or by a click outside. Refresh reads the user again; the candidate can also
 * have the link sent again, or correct the address (both the same SetSecondaryContactInfo write,
 * through the outbox). A refused send shows the server's message and 'Please contact our support
 * team for help.'
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { InputField } from '../../../components/form/input-field.tsx';
import type { User } from '../../../lib/api/get-user.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import type { ContactInfoWrite } from '../lib/use-contact-info-write.ts';
import {
  parseNewSecondaryEmail,
  sendNotice,
  type SendNotice,
} from '../lib/verify-secondary-email.ts';
import { SaveRefusedAlert } from './support-line.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  address: { fontWeight: tokens.fontWeightSemibold, wordBreak: 'break-all' },
  change: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  changeActions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actions: { justifyContent: 'flex-end' },
});

export interface VerifySecondaryEmailDialogProps {
  open: boolean;
  user: User;
  write: ContactInfoWrite;
  logoutAction: ReactNode;
}

export function VerifySecondaryEmailDialog({
  open,
  user,
  write,
  logoutAction,
}: VerifySecondaryEmailDialogProps) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [stillUnverified, setStillUnverified] = useState(false);
  const [changing, setChanging] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [newEmailError, setNewEmailError] = useState<string | undefined>();
  // Where this dialog last sent the link (a resend or a corrected address).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notStored, setNotStored] = useState(false);
  const online = useOnlineStatus();
  const { status } = write;
  // An address waiting on this device (corrected offline) is the one the link will go to.
  const pendingEmail =
    typeof write.pending?.secondaryEmail === 'string' ? write.pending.secondaryEmail : null;
  const address = pendingEmail ?? user.secondaryEmail ?? '';
  const sending = status === 'storing' || status === 'sending';

  const refresh = async () => {
    if (!online) {
      setStillUnverified(true);
      return;
    }
    setRefreshing(true);
    setStillUnverified(false);
    try {
      await queryClient.refetchQueries({ queryKey: userQueryKey, exact: true });
    } finally {
      setRefreshing(false);
      // Still here after the refetch: the server has not seen the link opened yet.
      setStillUnverified(true);
    }
  };

  const send = async (email: string) => {
    setStillUnverified(false);
    setNotStored(false);
    try {
      await write.save({
        secondaryEmail: email,
        linkedInUrl: user.linkedInUrl ?? null,
        phoneNumber: user.phoneNumber ?? null,
        phoneNumberLocale: user.phoneNumberLocale ?? null,
      });
      setSentTo(email);
    } catch {
      setNotStored(true);
    }
  };

  const submitNewEmail = (event: FormEvent) => {
    event.preventDefault();
    const { email, error } = parseNewSecondaryEmail(newEmail, user.email);
    setNewEmailError(error);
    if (email === undefined) return;
    setChanging(false);
    setNewEmail('');
    void send(email);
  };

  const notice = sendNotice({
    notStored,
    sent: sentTo !== null,
    write,
    stillUnverified,
    refreshing,
  });

  return (
    <Dialog open={open} modalType="alert">
      {/* Blocking: `open` comes from the gate alone, so neither Esc nor a click outside closes it. */}
      <DialogSurface className={styles.surface} aria-describedby="verify-secondary-email-text">
        <DialogBody>
          <DialogTitle>Verify Secondary Email</DialogTitle>
          <DialogContent className={styles.content}>
            <div id="verify-secondary-email-text" className={styles.content}>
              <p className={styles.text}>
                We sent a verification link to <span className={styles.address}>{address}</span>.
                Please check your inbox and click the link in that email, then return here and
                refresh this page.
              </p>
              <p className={styles.text}>
                If the email has not arrived within a few minutes, please check your spam folder.
              </p>
            </div>
            <SendStatus notice={notice} email={sentTo} refusal={write.error} online={online} />
            {changing ? (
              <form className={styles.change} noValidate onSubmit={submitNewEmail}>
                <InputField
                  label="New Secondary/Personal Email"
                  name="newSecondaryEmail"
                  type="email"
                  autoComplete="email"
                  required
                  value={newEmail}
                  onChange={(value) => {
                    setNewEmail(value);
                    if (newEmailError) setNewEmailError(undefined);
                  }}
                  error={newEmailError}
                  hint="This address cannot be used to sign in."
                />
                <div className={styles.changeActions}>
                  <Button type="submit" appearance="primary">
                    Send verification email
                  </Button>
                  <Button
                    appearance="secondary"
                    onClick={() => {
                      setChanging(false);
                      setNewEmailError(undefined);
                    }}
                  >
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <p className={styles.text}>
                No email?{' '}
                <Link as="button" inline disabled={sending} onClick={() => void send(address)}>
                  Send the link again
                </Link>{' '}
                or{' '}
                <Link as="button" inline disabled={sending} onClick={() => setChanging(true)}>
                  use another email address
                </Link>
                .
              </p>
            )}
          </DialogContent>
          <DialogActions fluid className={styles.actions}>
            {logoutAction}
            <Button
              appearance="primary"
              size="large"
              onClick={() => void refresh()}
              disabledFocusable={refreshing}
              icon={refreshing ? <Spinner size="tiny" /> : undefined}
            >
              Refresh
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The one line about the last send or refresh (lib/verify-secondary-email.ts chooses which). */
function SendStatus({
  notice,
  email,
  refusal,
  online,
}: {
  notice: SendNotice;
  email: string | null;
  refusal: string | null | undefined;
  online: boolean;
}) {
  switch (notice) {
    case 'notStored':
      return (
        <SaveRefusedAlert
          message="Your change could not be saved on this device. Please try again."
          afterVerify
        />
      );
    case 'refused':
      return <SaveRefusedAlert message={refusal ?? ''} afterVerify />;
    case 'sending':
      return <Spinner size="tiny" label="Sending the verification email…" />;
    case 'savedOnDevice':
      return (
        <Text role="status">
          Saved on this device. We will send the verification email to {email} when you are back
          online.
        </Text>
      );
    case 'sent':
      return <Text role="status">We sent a new verification link to {email}.</Text>;
    case 'stillUnverified':
      return (
        <Text role="status">
          {online
            ? 'Your email address is not verified yet. Open the link in the email we sent, then refresh.'
            : "You're offline. Connect to the internet, open the link in the email we sent, then refresh."}
        </Text>
      );
    default:
      return null;
  }
}
