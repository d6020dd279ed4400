/**
 * /education (spec section 2): the instructions for the candidate's industry context, then the
 * forms, starting from the unsent save when there is one (an offline edit survives a reload), else
 * from the server's copy (asked for afresh on each visit; the cached one when offline).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { educationInstructions } from '../../../../domain/education.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ProfilePage, ProfilePageNote } from '../../../components/profile-page.tsx';
import { profileDataState } from '../../../lib/api/profile-data-state.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { knownSchoolNames } from '../api/get-school-options.ts';
import { useUserSchools } from '../api/get-user-schools.ts';
import { useSaveSchools } from '../api/update-user-schools-array.ts';
import { savedEntries } from '../lib/saved-entries.ts';
import { EducationForm } from './education-form.tsx';

const HEADING = 'Education';

export function EducationPage({
  userId,
  industryContextId,
}: {
  userId: string;
  industryContextId: string;
}) {
  const queryClient = useQueryClient();
  const query = useUserSchools();
  const outbox = useOutbox(userId);
  const write = useSaveSchools(userId);
  const sent = write.pending?.schools;
  // GraphQL lets one item stand for a list; this page always sends a list.
  const pending = sent === undefined ? null : Array.isArray(sent) ? sent : [sent];
  const server = query.data;

  const pendingKey = JSON.stringify(pending);
  const saved = useMemo(
    () => savedEntries(pending, server, knownSchoolNames(queryClient)),
    // `pending` is a new object on every render; its content is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pendingKey, server, queryClient],
  );
  const pendingReview = useMemo(
    () =>
      new Set((server ?? []).filter((s) => s.schoolObj.status === 'PENDING').map((s) => s.school)),
    [server],
  );
  const state = profileDataState(query, {
    outboxLoaded: outbox.loaded,
    hasPending: pending !== null,
    hasData: server !== undefined,
  });

  let body;
  if (state === 'ready' && saved) {
    body = (
      <EducationForm
        industryContextId={industryContextId}
        saved={saved}
        pendingReviewSchools={pendingReview}
        // The first load only: a refetch in the background (or one waiting for the network) does
        // not stop an edit from being saved on this device.
        loading={query.isLoading}
        status={write.status}
        error={write.error}
        onSave={(schools) => write.save({ schools })}
      />
    );
  } else if (state === 'notLoadedOffline') {
    body = (
      <ProfilePageNote>
        Your education has not been loaded on this device yet. Connect to the internet and this page
        loads by itself.
      </ProfilePageNote>
    );
  } else if (state === 'failed') {
    // The route's error boundary shows the error page.
    throw query.error ?? new Error('The page could not load its data.');
  } else {
    body = <PageLoader label="Loading your education…" />;
  }

  return (
    <ProfilePage title={HEADING} intro={educationInstructions(industryContextId)} maxWidthPx={880}>
      {body}
    </ProfilePage>
  );
}
