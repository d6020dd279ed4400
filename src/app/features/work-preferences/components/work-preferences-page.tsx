/**
 * /work-preferences (spec section 2): loads the saved preferences and the outbox, then shows the
 * form starting from the unsent save when there is one (an offline edit survives a reload), else
 * from the server's copy (asked for afresh on each visit; the cached one when offline).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import {
  draftFromSaved,
  workPreferencesMessages as m,
} from '../../../../domain/work-preferences.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { isNetworkError } from '../../../lib/api/errors.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useUserLocationPreferences } from '../api/get-user-location-preferences.ts';
import { useSaveLocationPreferences } from '../api/update-user-location-preferences.ts';
import { WorkPreferencesForm } from './work-preferences-form.tsx';

const useStyles = makeStyles({
  page: {
    maxWidth: '720px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

export function WorkPreferencesPage({ userId }: { userId: string }) {
  const styles = useStyles();
  useDocumentTitle(m.heading);
  const query = useUserLocationPreferences();
  const outbox = useOutbox(userId);
  const write = useSaveLocationPreferences(userId);
  const { pending } = write;
  const server = query.data?.userLocationPreferences;

  const saved = useMemo(() => {
    if (pending) {
      // GraphQL's list coercion types `locations` as one item or a list; the app sends a list.
      const { noPreference, locations } = pending;
      return draftFromSaved({ noPreference, locations: [locations].flat() });
    }
    return server ? draftFromSaved(server) : null;
  }, [pending, server]);
  // The server's copy counts once this visit asked for it, or once asking failed (offline: the
  // cached copy); an unsent save counts at once.
  const settled =
    query.isFetchedAfterMount || query.failureCount > 0 || query.fetchStatus === 'paused';
  const ready = outbox.loaded && saved !== null && (pending !== null || settled);

  let body;
  if (ready && saved) {
    body = (
      <WorkPreferencesForm
        initial={saved}
        saved={saved}
        status={write.status}
        error={write.error}
        onSave={write.save}
      />
    );
  } else if (!server && (query.fetchStatus === 'paused' || isNetworkError(query.error))) {
    body = (
      <p className={styles.lead}>
        Your location preferences have not been loaded on this device yet. Connect to the internet
        and this page loads by itself.
      </p>
    );
  } else if (query.isError && !server) {
    throw query.error; // the route's error boundary shows the error page
  } else {
    body = <PageLoader label="Loading your location preferences…" />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{m.heading}</h1>
      <p className={styles.lead}>
        Choose the places where you would like to work, in order of preference, or tell us you have
        no preference. You can change this at any time.
      </p>
      {body}
    </div>
  );
}
