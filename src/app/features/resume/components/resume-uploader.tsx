/**
 * The resume upload card (spec sections 2, 4, 5 and 9). Modes: empty, dragging, draggingOver,
 * progress (then done or error), complete, error (lib/uploader-state.ts).
 *
 * - A file comes from drag and drop or from a real file input behind the visible "Choose a PDF"
 *   button. It is checked here first (its first bytes must be "%PDF-", its size at most 5 MB) and
 *   again by the server.
 * - The upload needs a connection (a direct REST call, not an outbox write); offline, the card
 *   says so and choosing is disabled, while the stored resume's details still show from the cache.
 * - Progress shows at least 1 s; done or error stays 1 s before the complete or error card.
 * - Remove asks first, then DeleteResume goes through the outbox and the card is empty at once.
 * - Each mode change is announced politely once; progress ticks are not.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SaveStatus } from '../../../components/save-status.tsx';
import { ApiError, messageOf } from '../../../lib/api/errors.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';
import { deleteResumeWrite } from '../api/delete-resume.ts';
import { downloadResume } from '../api/download-resume.ts';
import { useResume } from '../api/get-resume.ts';
import { useDropZone } from '../lib/use-drop-zone.ts';
import { useResumeUpload } from '../lib/use-resume-upload.ts';
import { acceptsDrag, modeAnnouncement, uploaderMode } from '../lib/uploader-state.ts';
import { useVisuallyHiddenClassName } from '../../../components/visually-hidden.ts';
import { RemoveResumeDialog } from './remove-resume-dialog.tsx';
import { CompleteCard, EmptyCard, ErrorCard, ProgressCard } from './upload-cards.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  zone: {
    boxSizing: 'border-box',
    minHeight: '260px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    transitionProperty: 'border-color, background-color',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  solid: { border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}` },
  dragging: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  draggingOver: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  error: { border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}` },
});

export function ResumeUploader({ userId }: { userId: string }) {
  const styles = useStyles();
  const visuallyHidden = useVisuallyHiddenClassName();
  const online = useOnlineStatus();
  const resumeQuery = useResume();
  const removal = useWrite(deleteResumeWrite, { userId });
  const { state, dispatch, upload } = useResumeUpload(userId, online);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const primaryAction = useRef<HTMLButtonElement>(null);

  const stored = resumeQuery.data?.resume ?? null;
  // A removal still waiting in the outbox hides the resume it removes (after a reload too).
  const resume = stored && removal.pending?.resumeId === stored.id ? null : stored;
  const mode = uploaderMode(state, resume !== null);
  const canDrop = online && acceptsDrag(mode);

  const zoneHandlers = useDropZone(canDrop, dispatch, (file) => void upload(file));

  // When the card under the focus is replaced (Try again, Remove, upload finished), focus the new
  // card's action rather than leaving it on the page's body.
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current === mode) return;
    previousMode.current = mode;
    if (document.activeElement === document.body || document.activeElement === null) {
      primaryAction.current?.focus();
    }
  }, [mode]);

  const remove = async () => {
    setConfirming(false);
    if (!resume) return;
    await removal.save({ resumeId: resume.id });
    dispatch({ type: 'removed' });
  };

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadResume();
    } catch (error) {
      setDownloadError(
        error instanceof ApiError
          ? (messageOf(error.body) ?? 'Your resume could not be downloaded. Please try again.')
          : 'The server could not be reached. Please check your connection and try again.',
      );
    } finally {
      setDownloading(false);
    }
  };

  if (resumeQuery.isPending) {
    return resumeQuery.fetchStatus === 'paused' || !online ? (
      <FormAlert intent="info" title="You're offline">
        Your resume&apos;s details have not been loaded on this device yet. Uploading a resume needs
        a connection.
      </FormAlert>
    ) : (
      <PageLoader label="Loading your resume…" />
    );
  }
  if (resumeQuery.isError && !resumeQuery.data) {
    return (
      <FormAlert title="Your resume could not be loaded.">
        Please refresh the page to try again.
      </FormAlert>
    );
  }

  return (
    <div className={styles.root}>
      <section
        aria-label="Resume upload"
        className={mergeClasses(
          styles.zone,
          mode === 'dragging' && styles.dragging,
          mode === 'draggingOver' && styles.draggingOver,
          (mode === 'complete' || mode === 'progress') && styles.solid,
          mode === 'error' && styles.error,
        )}
        data-mode={mode}
        {...zoneHandlers}
      >
        {mode === 'empty' || mode === 'dragging' || mode === 'draggingOver' ? (
          <EmptyCard
            mode={mode}
            online={online}
            chooseRef={primaryAction}
            onChoose={() => fileInput.current?.click()}
          />
        ) : mode === 'progress' && state.progress ? (
          <ProgressCard progress={state.progress} />
        ) : mode === 'complete' && resume ? (
          <CompleteCard
            resume={resume}
            online={online}
            downloading={downloading}
            actionRef={primaryAction}
            onDownload={() => void download()}
            onRemove={() => setConfirming(true)}
          />
        ) : mode === 'error' && state.problem ? (
          <ErrorCard
            problem={state.problem}
            actionRef={primaryAction}
            onTryAgain={() => dispatch({ type: 'tryAgain' })}
          />
        ) : null}
        {/* The real file input: the visible button opens it (keyboard, screen readers, touch). */}
        <input
          ref={fileInput}
          type="file"
          name="resume"
          accept="application/pdf,.pdf"
          className={visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          disabled={!online}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // the same file chosen again is a new choice
            void upload(file);
          }}
        />
      </section>
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {modeAnnouncement(mode, state, resume?.filename ?? null)}
      </div>
      {downloadError && mode === 'complete' ? <FormAlert>{downloadError}</FormAlert> : null}
      <SaveStatus status={removal.status} error={removal.error} />
      <RemoveResumeDialog
        open={confirming}
        filename={resume?.filename ?? ''}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
