/**
 * User Settings (spec sections 2, 4, 5 and 8): a header with the page's title and Sign Out, then,
 * from one GetUserSettings query: the sign-in address and its change, the secondary address,
 * Change Name, Change Password, Privacy Settings and Contact Info. What shows is the server's copy
 * with the unsent edits on top (lib/pending-settings.ts). While an e-mail change is in progress
 * the page asks the server again every 1.5 s for up to two minutes, so a change confirmed in
 * another tab or device shows by itself. A loaded answer without a user signs out (spec 8).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { GetUserSettingsQuery } from '../../../gql/graphql.ts';
import { isNetworkError } from '../../../lib/api/errors.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import {
  type SettingsUser,
  userSettingsQueryKey,
  userSettingsQueryOptions,
} from '../api/get-user-settings.ts';
import { emailChangePollInterval } from '../lib/change-email-state.ts';
import { withPendingEdits } from '../lib/pending-settings.ts';
import { ContactInfoSection } from './contact-info-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DownloadDataSection } from './download-data-section.tsx';
import { EmailSection } from './email-section.tsx';
import { NameForm } from './name-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { PrivacyForm } from './privacy-form.tsx';
import { SecondaryEmailSection } from './secondary-email-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { SettingsSection } from './settings-section.tsx';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    maxWidth: '720px',
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** GetUserSettings, polled while an e-mail change is in progress (at most the spec's maximum). */
function useUserSettings() {
  const pollStartedAt = useRef<number | null>(null);
  return useQuery({
    ...userSettingsQueryOptions(),
    refetchInterval: (query) => {
      const change = query.state.data?.user?.settings.changeEmail;
      const now = Date.now();
      const interval = emailChangePollInterval(change, pollStartedAt.current, now);
      if (emailChangePollInterval(change, null, now) === false) pollStartedAt.current = null;
      else pollStartedAt.current ??= now;
      return interval;
    },
  });
}

export interface UserSettingsPageProps {
  userId: string;
  /** The app's sign-out button (with its unsent-changes question). */
  signOutAction: ReactNode;
  /** Signs out: the settings loaded without a user. */
  onUserMissing: () => void;
}

export function UserSettingsPage({ userId, signOutAction, onUserMissing }: UserSettingsPageProps) {
  const styles = useStyles();
  useDocumentTitle('User Settings');
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const query = useUserSettings();
  const { entries } = useOutbox(userId);
  const serverUser = query.data?.user;
  const user = serverUser ? withPendingEdits(serverUser, entries) : undefined;
  const userMissing = query.isSuccess && !serverUser;

  useEffect(() => {
    if (userMissing) onUserMissing();
  }, [userMissing, onUserMissing]);

  /** A direct change's answer: into the cache at once, then GetUser and GetUserSettings again. */
  const onUserChanged = useCallback(
    (changed: SettingsUser) => {
      queryClient.setQueryData<GetUserSettingsQuery>(userSettingsQueryKey, (data) =>
        data ? { ...data, user: { ...data.user, ...changed } } : data,
      );
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    [queryClient],
  );

  let body: ReactNode;
  if (!user && query.isError && !isNetworkError(query.error)) {
    body = (
      <FormAlert title="Your settings could not be loaded.">
        Please refresh the page to try again.
      </FormAlert>
    );
  } else if (!user && (query.fetchStatus === 'paused' || isNetworkError(query.error) || !online)) {
    body = (
      <FormAlert intent="info" title="You're offline">
        Your settings have not been loaded on this device yet. This page fills in once you are back
        online.
      </FormAlert>
    );
  } else {
    const loading = !user;
    body = (
      <>
        <SettingsSection title="Email" loading={loading}>
          {user ? <EmailSection user={user} online={online} onUserChanged={onUserChanged} /> : null}
        </SettingsSection>
        <SettingsSection title="Secondary Email" loading={loading}>
          {user ? (
            <SecondaryEmailSection user={user} online={online} onUserChanged={onUserChanged} />
          ) : null}
        </SettingsSection>
        <SettingsSection title="Change Name" loading={loading}>
          {user ? <NameForm user={user} /> : null}
        </SettingsSection>
        <SettingsSection title="Change Password">
          <PasswordForm online={online} />
        </SettingsSection>
        <SessionsSection online={online} />
        <SettingsSection title="Privacy Settings" loading={loading}>
          {user ? <PrivacyForm user={user} /> : null}
        </SettingsSection>
        <SettingsSection title="Contact Info">
          <ContactInfoSection user={user} />
        </SettingsSection>
        <SettingsSection title="Download my data">
          <DownloadDataSection online={online} />
        </SettingsSection>
        <SettingsSection title="Delete my account">
          <DeleteAccountSection userId={userId} online={online} />
        </SettingsSection>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>User Settings</h1>
        {signOutAction}
      </header>
      {body}
    </div>
  );
}
