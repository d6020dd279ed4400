/**
 * /work-preferences (spec section 2): loads the saved preferences and the outbox, then shows the
 * form starting from the unsent save when there is one (an offline edit survives a reload), else
 * from the server's copy (asked for afresh on each visit; the cached one when offline).
 */
import { useMemo } from 'react';
import {
  draftFromSaved,
  workPreferencesMessages as m,
} from '../../../../domain/work-preferences.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ProfilePage, ProfilePageNote } from '../../../components/profile-page.tsx';
import { profileDataState } from '../../../lib/api/profile-data-state.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useUserLocationPreferences } from '../api/get-user-location-preferences.ts';
import { useSaveLocationPreferences } from '../api/update-user-location-preferences.ts';
import { WorkPreferencesForm } from './work-preferences-form.tsx';

export function WorkPreferencesPage({ userId }: { userId: string }) {
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
  const state = profileDataState(query, {
    outboxLoaded: outbox.loaded,
    hasPending: pending !== null,
    hasData: server !== undefined,
  });

  let body;
  if (state === 'ready' && saved) {
    body = (
      <WorkPreferencesForm
        initial={saved}
        saved={saved}
        status={write.status}
        error={write.error}
        onSave={write.save}
      />
    );
  } else if (state === 'notLoadedOffline') {
    body = (
      <ProfilePageNote>
        Your location preferences have not been loaded on this device yet. Connect to the internet
        and this page loads by itself.
      </ProfilePageNote>
    );
  } else if (state === 'failed') {
    // The route's error boundary shows the error page.
    throw query.error ?? new Error('The page could not load its data.');
  } else {
    body = <PageLoader label="Loading your location preferences…" />;
  }

  return (
    <ProfilePage
      title={m.heading}
      intro="Choose the places where you would like to work, in order of preference, or tell us you have no preference. You can change this at any time."
    >
      {body}
    </ProfilePage>
  );
}
