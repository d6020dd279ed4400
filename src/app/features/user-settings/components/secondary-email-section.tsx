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
import { messages } from '../../../../domain/messages.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { InputField } from '../../../components/form/input-field.tsx';
import type { SettingsUser } from '../api/get-user-settings.ts';
import { needsConnection } from '../lib/offline-messages.ts';
import { useSecondaryEmail } from '../lib/use-secondary-email.ts';
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

export interface SecondaryEmailSectionProps {
  user: SettingsUser;
  online: boolean;
  onUserChanged: (user: SettingsUser) => void;
}

type SecondaryEmail = ReturnType<typeof useSecondaryEmail>;

export function SecondaryEmailSection({ user, online, onUserChanged }: SecondaryEmailSectionProps) {
  const styles = useStyles();
  const section = useSecondaryEmail(user, online, onUserChanged);
  const { current, pending, busy, formShown, swapDialog, reentry } = section;

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
            <Link as="button" disabled={!online || busy !== null} onClick={swapDialog.ask}>
              make primary email
            </Link>
          ) : null}
          {formShown ? null : (
            <Link as="button" disabled={busy !== null} onClick={section.edit}>
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
      {section.failure !== null ? (
        <FormAlert intent="error" title={messages.secondaryEmailUpdateFailed}>
          {section.failure ? <span>{section.failure} </span> : null}
          <span>{messages.contactInfoSubmitIssue}</span>
        </FormAlert>
      ) : null}

      {section.canResend && !formShown ? (
        <div className={styles.actions}>
          <Button
            appearance="secondary"
            disabledFocusable={!online || busy !== null}
            icon={busy === 'resend' ? <Spinner size="tiny" /> : undefined}
            onClick={section.resend}
          >
            Send the verification link again
          </Button>
        </div>
      ) : null}

      {formShown ? <SecondaryEmailForm section={section} /> : null}

      <PasswordReentryDialog
        open={reentry.open}
        purpose={reentry.purpose}
        offlineText={needsConnection.secondaryEmail}
        online={online}
        onVerified={reentry.verified}
        onCancel={reentry.cancel}
      />

      <ConfirmDialog
        open={swapDialog.open}
        title="Make this your primary email?"
        confirmLabel="Make primary email"
        busy={busy === 'swap'}
        error={swapDialog.error}
        onConfirm={swapDialog.confirm}
        onCancel={swapDialog.cancel}
      >
        <p style={{ margin: 0 }}>
          {current} becomes your new sign-in email, and {user.email} becomes your secondary email.
          From now on, sign in with {current}.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The form for a new address (a first one, or a replacement). */
function SecondaryEmailForm({ section }: { section: SecondaryEmail }) {
  const styles = useStyles();
  const { current, busy, field } = section;
  return (
    <form className={styles.form} noValidate onSubmit={field.submit}>
      <InputField
        label={current ? 'New Secondary/Personal Email' : 'Secondary/Personal Email'}
        name="secondaryEmail"
        inputRef={field.ref}
        type="email"
        autoComplete="email"
        required
        value={field.email}
        onChange={field.change}
        onBlur={field.blur}
        error={field.error}
        disabled={busy !== null}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={!field.canSubmit}
          icon={busy === 'save' ? <Spinner size="tiny" /> : undefined}
        >
          Save and send verification link
        </Button>
        {current ? (
          <Button appearance="secondary" disabled={busy !== null} onClick={field.cancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
