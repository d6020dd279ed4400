/**
 * The full-screen account-type chooser (spec sections 2 and 4), shown while the signed-in user has
 * no account type. The choice is permanent, so Continue asks first; choosing Lateral outside the
 * law context also says what the Lateral Law Assessment is (docs/decisions/018). Works offline:
 * the choice goes to the outbox and the app goes on with it ("Saved on this device") until the
 * server has it.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  SPINNER_ERROR_MS,
  SPINNER_SUCCESS_MS,
  type AccountType,
} from '../../../../domain/constants.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Logo } from '../../../components/logo.tsx';
import { SpinnerButton, type SpinnerButtonState } from '../../../components/spinner-button.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { applyAccountType, storeAccountType, wait } from '../lib/choose-account-type.ts';
import { ACCOUNT_TYPE_OPTIONS, AccountTypeOptions } from './account-type-options.tsx';

const TITLE = 'Which describes you best?';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '880px',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    '@media (min-width: 900px)': { justifyContent: 'center' },
  },
  title: {
    margin: 0,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    '@media (min-width: 600px)': {
      fontSize: tokens.fontSizeHero700,
      lineHeight: tokens.lineHeightHero700,
    },
  },
  intro: {
    margin: 0,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
  actions: { display: 'flex', justifyContent: 'center' },
  button: { minWidth: '220px' },
  confirmText: { margin: `0 0 ${tokens.spacingVerticalS}`, lineHeight: tokens.lineHeightBase400 },
});

export interface AccountTypeChooserProps {
  userId: string;
  /** The registration's industry context ('law', 'finance_banking_investment', 'none'). */
  industryContextId: string;
  /** Shown at the top right (the route passes Logout). */
  headerActions?: ReactNode;
  /** Shown under the header (the route passes the connection banner). */
  banner?: ReactNode;
  /** True from the click until the success state has been shown (the gate keeps the chooser). */
  onBusyChange?: (busy: boolean) => void;
}

export function AccountTypeChooser({
  userId,
  industryContextId,
  headerActions,
  banner,
  onBusyChange,
}: AccountTypeChooserProps) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<AccountType | null>(null);
  const [state, setState] = useState<SpinnerButtonState>('idle');
  const [failed, setFailed] = useState(false);
  const [offline, setOffline] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle('Choose your account type');
  const chosenLabel = ACCOUNT_TYPE_OPTIONS.find((o) => o.value === choice)?.label ?? '';

  const submit = async () => {
    setConfirming(false);
    if (!choice || state !== 'idle') return;
    setFailed(false);
    setState('loading');
    onBusyChange?.(true);
    try {
      await storeAccountType(userId, choice);
    } catch {
      setState('error');
      setFailed(true);
      await wait(SPINNER_ERROR_MS);
      setState('idle');
      onBusyChange?.(false);
      return;
    }
    setOffline(!navigator.onLine);
    setState('success');
    await wait(SPINNER_SUCCESS_MS);
    applyAccountType(queryClient, choice);
    onBusyChange?.(false);
  };

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Logo />
        {headerActions}
      </header>
      {banner}
      <main id="main" className={styles.main}>
        <h1 id="account-type-title" className={styles.title}>
          {TITLE}
        </h1>
        <p className={styles.intro}>
          Choose the account type that fits you. It decides which assessments you take, and you
          choose it only once.
        </p>
        {failed ? (
          <FormAlert>
            Your choice could not be saved on this device. Please try again; if it keeps failing,
            your browser may be blocking storage for this site.
          </FormAlert>
        ) : null}
        <AccountTypeOptions
          value={choice}
          onChange={setChoice}
          disabled={state !== 'idle'}
          labelledBy="account-type-title"
        />
        <div className={styles.actions}>
          <SpinnerButton
            className={styles.button}
            state={state}
            label="Continue"
            loadingLabel="Saving your choice…"
            successLabel={offline ? 'Saved on this device' : 'Saved'}
            errorLabel="Not saved"
            disabled={!choice}
            onClick={() => setConfirming(true)}
          />
        </div>
      </main>
      <ConfirmDialog
        open={confirming}
        title={`Continue as ${chosenLabel}?`}
        confirmLabel={`Yes, I am ${chosenLabel}`}
        cancelLabel="Go back"
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        <p className={styles.confirmText}>
          You can&apos;t change this later: it decides which assessment you take, and each
          assessment can be taken only once.
        </p>
        {choice === 'LATERAL' && industryContextId !== 'law' ? (
          <p className={styles.confirmText}>
            Lateral accounts take the Lateral Law Assessment, written for experienced lawyers moving
            to a new firm. If you are a student or a recent graduate, choose Campus.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
