/**
 * Sessions in User Settings (docs/decisions/049): every place the account is signed in (the
 * browser and system read at sign-in, when it was last used, "This device" for this one), each with
 * Sign out, and "Sign out all other sessions". A session signed out here is sent to sign-in on its
 * next request. Needs a connection: offline the buttons are disabled and the section says why.
 */
import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDisplayDate } from '../../../../domain/dates.ts';
import { addAlert } from '../../../components/alerts/alert-store.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import type { UserSessionFieldsFragment } from '../../../gql/graphql.ts';
import { signOutOtherSessions, signOutSession } from '../api/online-writes.ts';
import { userSessionsQueryKey, userSessionsQueryOptions } from '../api/user-sessions.ts';
import { errorText, needsConnection } from '../lib/offline-messages.ts';
import { SectionText, SettingsSection } from './settings-section.tsx';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  device: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  when: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SESSIONS_ALERT_ID = 'sessions';

/** "Last used": approximate, as the server refreshes it at most every 5 minutes. */
export function lastUsedText(iso: string, now = Date.now()): string {
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < 10 * MINUTE_MS) return 'Active in the last few minutes';
  if (ago < HOUR_MS) return `Last used ${Math.floor(ago / MINUTE_MS)} minutes ago`;
  if (ago < DAY_MS) {
    const hours = Math.floor(ago / HOUR_MS);
    return `Last used ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  return `Last used on ${formatDisplayDate(iso)}`;
}

type Session = UserSessionFieldsFragment;

export function SessionsSection({ online }: { online: boolean }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const query = useQuery(userSessionsQueryOptions());
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sessions = query.data;
  const others = sessions?.filter((s) => !s.current) ?? [];

  const run = async (id: string, action: () => Promise<Session[]>, done: string) => {
    setBusy(id);
    setFailure(null);
    try {
      queryClient.setQueryData(userSessionsQueryKey, await action());
      addAlert({ message: done, level: 'success', alertId: SESSIONS_ALERT_ID });
    } catch (error) {
      setFailure(errorText(error));
      void queryClient.invalidateQueries({ queryKey: userSessionsQueryKey });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsSection title="Sessions" loading={!sessions && query.isPending && online}>
      <SectionText>
        Where your account is signed in. If you do not recognise a session, sign it out and change
        your password.
      </SectionText>
      {!online ? <SectionText>{needsConnection.sessions}</SectionText> : null}
      {query.isError && !sessions ? (
        <FormAlert title="Your sessions could not be loaded.">{errorText(query.error)}</FormAlert>
      ) : null}
      {failure !== null ? <FormAlert>{failure}</FormAlert> : null}
      {sessions ? (
        <ul className={styles.list} aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session.id} className={styles.item}>
              <div className={styles.details}>
                <Text className={styles.device}>
                  {session.device}
                  {session.current ? (
                    <Badge appearance="tint" color="brand">
                      This device
                    </Badge>
                  ) : null}
                </Text>
                <Text size={200} className={styles.when}>
                  {session.current
                    ? `Signed in on ${formatDisplayDate(session.signedInAt)}`
                    : `${lastUsedText(session.lastUsedAt)} · signed in on ${formatDisplayDate(session.signedInAt)}`}
                </Text>
              </div>
              {session.current ? null : (
                <Button
                  appearance="secondary"
                  aria-label={`Sign out ${session.device}, ${lastUsedText(session.lastUsedAt).toLowerCase()}`}
                  disabledFocusable={!online || busy !== null}
                  icon={busy === session.id ? <Spinner size="tiny" /> : undefined}
                  onClick={() =>
                    void run(
                      session.id,
                      () => signOutSession(session.id),
                      `${session.device} was signed out.`,
                    )
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <div className={styles.actions}>
          <Button
            appearance="secondary"
            disabledFocusable={!online || busy !== null}
            icon={busy === 'others' ? <Spinner size="tiny" /> : undefined}
            onClick={() =>
              void run('others', signOutOtherSessions, 'Every other session was signed out.')
            }
          >
            Sign out all other sessions
          </Button>
        </div>
      ) : sessions ? (
        <SectionText>You are signed in on this device only.</SectionText>
      ) : null}
    </SettingsSection>
  );
}
