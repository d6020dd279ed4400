/**
 * What the upload card shows in each mode (lib/uploader-state.ts). Presentational: the uploader
 * owns the state, the drag handling and the calls.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowUploadRegular,
  CheckmarkCircleFilled,
  CloudOffRegular,
  DeleteRegular,
  DocumentPdfRegular,
  ErrorCircleFilled,
} from '@fluentui/react-icons';
import type { Ref } from 'react';
import {
  formatFileSize,
  RESUME_PROGRESS_ANIMATION_MS,
  resumeMessages,
} from '../../../../domain/resume.ts';
import type { Resume } from '../api/get-resume.ts';
import { formatDisplayDate } from '../../../../domain/dates.ts';
import type { UploaderState, UploadProblem } from '../lib/uploader-state.ts';

export const useCardStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    width: '100%',
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  success: { fontSize: '40px', color: tokens.colorPaletteGreenForeground1 },
  failure: { fontSize: '40px', color: tokens.colorPaletteRedForeground1 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  detail: { margin: 0, color: tokens.colorNeutralForeground2 },
  hint: { color: tokens.colorNeutralForeground3 },
  offline: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  progress: { width: '100%', maxWidth: '420px' },
  bar: { transitionDuration: `${RESUME_PROGRESS_ANIMATION_MS}ms` },
  filename: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    color: tokens.colorNeutralForeground2,
  },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

export function EmptyCard({
  mode,
  online,
  onChoose,
  chooseRef,
}: {
  mode: 'empty' | 'dragging' | 'draggingOver';
  online: boolean;
  onChoose: () => void;
  chooseRef: Ref<HTMLButtonElement>;
}) {
  const styles = useCardStyles();
  const title =
    mode === 'draggingOver'
      ? 'Drop your resume to upload it'
      : mode === 'dragging'
        ? 'Drag your resume here'
        : 'Upload your resume';
  return (
    <div className={styles.content}>
      <ArrowUploadRegular className={styles.icon} aria-hidden="true" />
      <h2 className={styles.title}>{title}</h2>
      {online ? (
        <p className={styles.detail}>Drag and drop a PDF here, or choose one from your device.</p>
      ) : (
        <p className={styles.offline}>
          <CloudOffRegular aria-hidden="true" />
          <span>
            You&apos;re offline. Uploading a resume needs a connection: connect to the internet to
            upload one.
          </span>
        </p>
      )}
      <Button appearance="primary" ref={chooseRef} disabledFocusable={!online} onClick={onChoose}>
        Choose a PDF
      </Button>
      <Text size={200} className={styles.hint}>
        {resumeMessages.hint}
      </Text>
    </div>
  );
}

export function ProgressCard({ progress }: { progress: NonNullable<UploaderState['progress']> }) {
  const styles = useCardStyles();
  const { status, fraction, filename } = progress;
  return (
    <div className={styles.content}>
      {status === 'done' ? (
        <CheckmarkCircleFilled className={styles.success} aria-hidden="true" />
      ) : status === 'error' ? (
        <ErrorCircleFilled className={styles.failure} aria-hidden="true" />
      ) : (
        <DocumentPdfRegular className={styles.icon} aria-hidden="true" />
      )}
      <h2 className={styles.title}>
        {status === 'done' ? 'Uploaded' : status === 'error' ? 'Upload failed' : 'Uploading…'}
      </h2>
      <Text className={styles.filename}>{filename}</Text>
      <ProgressBar
        className={styles.progress}
        bar={{ className: styles.bar }}
        thickness="large"
        value={fraction}
        color={status === 'error' ? 'error' : status === 'done' ? 'success' : 'brand'}
        aria-label={`Uploading ${filename}`}
      />
    </div>
  );
}

export function CompleteCard({
  resume,
  online,
  downloading,
  onDownload,
  onRemove,
  actionRef,
}: {
  resume: Resume;
  online: boolean;
  downloading: boolean;
  onDownload: () => void;
  onRemove: () => void;
  actionRef: Ref<HTMLButtonElement>;
}) {
  const styles = useCardStyles();
  return (
    <div className={styles.content}>
      <DocumentPdfRegular className={styles.icon} aria-hidden="true" />
      <h2 className={mergeClasses(styles.title, styles.filename)}>{resume.filename}</h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>Size</dt>
          <dd className={styles.value}>{formatFileSize(resume.filesize)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>Uploaded</dt>
          <dd className={styles.value}>{formatDisplayDate(resume.updatedAt)}</dd>
        </div>
      </dl>
      {online ? null : (
        <p className={styles.offline}>
          <CloudOffRegular aria-hidden="true" />
          <span>You&apos;re offline. Downloading or uploading a resume needs a connection.</span>
        </p>
      )}
      <div className={styles.actions}>
        <Button
          ref={actionRef}
          icon={<ArrowDownloadRegular />}
          disabled={downloading}
          disabledFocusable={!online}
          onClick={onDownload}
        >
          {downloading ? 'Downloading…' : 'Download'}
        </Button>
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </div>
  );
}

export function ErrorCard({
  problem,
  onTryAgain,
  actionRef,
}: {
  problem: UploadProblem;
  onTryAgain: () => void;
  actionRef: Ref<HTMLButtonElement>;
}) {
  const styles = useCardStyles();
  return (
    <div className={styles.content}>
      <ErrorCircleFilled className={styles.failure} aria-hidden="true" />
      <h2 className={styles.title}>{problem.title}</h2>
      <p className={styles.detail}>{problem.detail}</p>
      <div className={styles.actions}>
        <Button appearance="primary" ref={actionRef} onClick={onTryAgain}>
          Try again
        </Button>
      </div>
    </div>
  );
}
