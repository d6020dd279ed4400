/**
 * The sign-in address in User Settings (spec sections 2 and 4): the address with 'change email'
 * (the wizard), and the state of a change: in progress (the target address and 'cancel email
 * change', confirmed first: its link stops working), or timed out ('click to dismiss'). Changing
 * the address needs a connection: offline the link is disabled and the page says why.
 */
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { addAlert } from '../../../components/alerts/alert-store.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import type { SettingsUser } from '../api/get-user-settings.ts';
import { cancelChangeEmail, dismissChangeEmail } from '../api/online-writes.ts';
import { changeEmailView } from '../lib/change-email-state.ts';
import { errorText, needsConnection } from '../lib/offline-messages.ts';
import { ChangeEmailWizard } from './change-email-wizard.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionText } from './settings-section.tsx';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
  },
  address: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

const EMAIL_CHANGE_ALERT_ID = 'email-change';

export interface EmailSectionProps {
  user: SettingsUser;
  online: boolean;
  /** A change answered by the server: put it in the cached settings and read the user again. */
  onUserChanged: (user: SettingsUser) => void;
}

export function EmailSection({ user, online, onUserChanged }: EmailSectionProps) {
  const styles = useStyles();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const view = changeEmailView(user.settings.changeEmail);

  const run = async (action: () => Promise<SettingsUser>, done?: string) => {
    setBusy(true);
    setError(undefined);
    try {
      onUserChanged(await action());
      setConfirmingCancel(false);
      if (done) addAlert({ message: done, level: 'success', alertId: EMAIL_CHANGE_ALERT_ID });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.row}>
        <Text>Sign-in email:</Text>
        <Text className={styles.address}>{user.email}</Text>
        <Link as="button" disabled={!online} onClick={() => setWizardOpen(true)}>
          change email
        </Link>
      </div>
      {!online ? <SectionText>{needsConnection.email}</SectionText> : null}

      {view.kind === 'inProgress' ? (
        <FormAlert intent="info" title={messages.emailChangeInProgress}>
          <span>
            We sent a validation link to <strong>{view.newEmail}</strong>. Your sign-in email
            changes once you open it.{' '}
          </span>
          <Link
            as="button"
            inline
            disabled={!online}
            onClick={() => {
              setError(undefined);
              setConfirmingCancel(true);
            }}
          >
            cancel email change
          </Link>
        </FormAlert>
      ) : null}
      {view.kind === 'timedOut' ? (
        <FormAlert intent="warning" title={messages.emailChangeTimedOut}>
          <span>The link we sent to {view.newEmail} no longer works. </span>
          <Link
            as="button"
            inline
            disabled={!online || busy}
            onClick={() => void run(dismissChangeEmail)}
          >
            click to dismiss
          </Link>
        </FormAlert>
      ) : null}
      {error && !confirmingCancel ? <FormAlert intent="error">{error}</FormAlert> : null}

      <ChangeEmailWizard
        open={wizardOpen}
        currentEmail={user.email}
        online={online}
        onClose={() => setWizardOpen(false)}
        onInitiated={onUserChanged}
      />
      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel your email change?"
        confirmLabel="Cancel email change"
        cancelLabel="Keep it"
        busy={busy}
        error={error}
        onConfirm={() =>
          void run(
            cancelChangeEmail,
            'Your email change was cancelled. The link we sent no longer works.',
          )
        }
        onCancel={() => setConfirmingCancel(false)}
      >
        {view.kind === 'inProgress' ? (
          <p style={{ margin: 0 }}>
            The validation link we sent to {view.newEmail} will stop working, and you keep signing
            in with {user.email}.
          </p>
        ) : (
          <p style={{ margin: 0 }}>Any pending validation link will stop working.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
