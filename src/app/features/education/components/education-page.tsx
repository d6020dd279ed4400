/**
 * /education (spec section 2): the instructions for the candidate's industry context, then the
 * forms, starting from the unsent save when there is one (an offline edit survives a reload), else
 * from the server's copy (asked for afresh on each visit; the cached one when offline).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { educationInstructions } from '../../../../domain/education.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { isNetworkError } from '../../../lib/api/errors.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { knownSchoolNames } from '../api/get-school-options.ts';
import { useUserSchools } from '../api/get-user-schools.ts';
import { useSaveSchools } from '../api/update-user-schools-array.ts';
import { savedEntries } from '../lib/saved-entries.ts';
import { EducationForm } from './education-form.tsx';

const useStyles = makeStyles({
  page: {
    maxWidth: '880px',
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

const HEADING = 'Education';

export function EducationPage({
  userId,
  industryContextId,
}: {
  userId: string;
  industryContextId: string;
}) {
  const styles = useStyles();
  useDocumentTitle(HEADING);
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
  // The server's copy counts once this visit asked for it, or once asking failed (offline: the
  // cached copy); an unsent save counts at once.
  const settled =
    query.isFetchedAfterMount || query.failureCount > 0 || query.fetchStatus === 'paused';
  const ready = outbox.loaded && saved !== null && (pending !== null || settled);

  let body;
  if (ready && saved) {
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
  } else if (!server && (query.fetchStatus === 'paused' || isNetworkError(query.error))) {
    body = (
      <p className={styles.lead}>
        Your education has not been loaded on this device yet. Connect to the internet and this page
        loads by itself.
      </p>
    );
  } else if (query.isError && !server) {
    throw query.error; // the route's error boundary shows the error page
  } else {
    body = <PageLoader label="Loading your education…" />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{HEADING}</h1>
      {educationInstructions(industryContextId).map((paragraph) => (
        <p key={paragraph} className={styles.lead}>
          {paragraph}
        </p>
      ))}
      {body}
    </div>
  );
}
