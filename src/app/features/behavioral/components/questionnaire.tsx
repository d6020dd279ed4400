/**
 * The full-screen questionnaire (spec 001 sections 2 and 4): one question per screen with a slide
 * transition, the close button ('Save and Close': answers are already saved), the progress bar
 * with its percent, the previous and next arrows, Submit at 100 percent with its confirmation,
 * the skeleton while loading and the retry dialog when loading fails.
 *
 * This file only renders: what it shows and does comes from lib/use-questionnaire.ts (its state a
 * pure reducer, lib/questionnaire-state.ts; its data lib/use-questionnaire-data.ts, every answer
 * and the Submit through the outbox, so it goes on offline). It covers the page: the app behind it
 * is inert, and no update prompt interrupts it.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  Portal,
  ProgressBar,
  Spinner,
  Switch,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { ArrowLeft24Regular, ArrowRight24Regular, Dismiss24Regular } from '@fluentui/react-icons';
import { type RefObject, useId, useRef } from 'react';
import { TRANSITION_MS } from '../../../../domain/constants.ts';
import { surveyMessages } from '../../../../domain/survey.ts';
import { useVisuallyHiddenClassName } from '../../../components/visually-hidden.ts';
import { submitWaitMessage } from '../lib/submit.ts';
import {
  type Questionnaire as QuestionnaireModel,
  type QuestionnaireCallbacks,
  useQuestionnaire,
} from '../lib/use-questionnaire.ts';
import { QuestionView } from './questions/question-view.tsx';
import { LoadFailedDialog, SubmitConfirmDialog } from './survey-dialogs.tsx';
import { SurveySkeleton } from './survey-skeleton.tsx';

export const questionnaireMessages = {
  title: 'Behavioral Assessment',
  autoAdvance: 'Move to the next question automatically',
  previous: 'Previous question',
  next: 'Next question',
  position: (n: number, total: number) => `Question ${n} of ${total}`,
  progress: (percent: number) => `${percent}% completed`,
  notLoadedOffline:
    "You're offline. The Behavioral Assessment has not been loaded on this device yet. Connect to the internet and it loads by itself.",
  keyRefused:
    'One moment: the next question is on its way. Keys pressed before it shows are not used.',
  unsent: (n: number) =>
    `${n} ${n === 1 ? 'answer is' : 'answers are'} saved on this device and will be sent when you're back online.`,
} as const;

const slide = (fromPx: number) => ({
  animationName: {
    from: { opacity: 0, transform: `translateX(${fromPx}px)` },
    to: { opacity: 1, transform: 'none' },
  },
  // The slide between screens: the spec's transition (section 9).
  animationDuration: `${TRANSITION_MS}ms`,
  animationTimingFunction: 'ease-out',
  '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
});

const useStyles = makeStyles({
  layer: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    overflowY: 'auto',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: {
    margin: 0,
    flexGrow: 1,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  progress: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
  },
  progressBar: { flexGrow: 1 },
  percent: { fontSize: tokens.fontSizeBase300, minWidth: '7em', textAlign: 'end' },
  // The question and the controls under it share one column, centred on wide screens and the
  // full width (less its padding) on a phone.
  column: {
    width: '100%',
    maxWidth: '720px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
  },
  body: {
    flexGrow: 1,
    paddingBlock: tokens.spacingVerticalXXL,
    overflowX: 'hidden',
  },
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  forward: slide(48),
  backward: slide(-48),
  position: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    outline: 'none',
  },
  footer: {
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
  arrows: { display: 'flex', gap: tokens.spacingHorizontalS },
  // Fluent's switch pads its track: pulled back so that, wrapped under the arrows on a phone, it
  // starts on the column's edge as they do.
  autoAdvance: { marginInlineStart: `calc(-1 * ${tokens.spacingHorizontalS})` },
  spacer: { flexGrow: 1 },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  refused: {
    margin: 0,
    marginTop: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
  },
  waiting: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface QuestionnaireProps extends QuestionnaireCallbacks {
  userId: string;
}

export function Questionnaire({ userId, ...callbacks }: QuestionnaireProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const q = useQuestionnaire(userId, layerRef, callbacks);
  return <QuestionnaireView q={q} layerRef={layerRef} />;
}

/** The question on screen, the placeholder questions while loading, or why it cannot load. */
function QuestionnaireBody({ q, labelId }: { q: QuestionnaireModel; labelId: string }) {
  const styles = useStyles();
  const { data, state, current } = q;
  if (data.ready && current && state.index !== null) {
    return (
      <div
        key={state.index}
        // Busy during the post-answer lock: keys wait or are refused until the screen settles.
        aria-busy={q.locked || undefined}
        className={mergeClasses(
          styles.screen,
          state.direction === 'forward' ? styles.forward : styles.backward,
        )}
      >
        <p className={styles.position} aria-hidden>
          {questionnaireMessages.position(state.index + 1, data.screens.length)}
        </p>
        <h2 id={labelId} className={styles.heading}>
          {current.label}
        </h2>
        <QuestionView
          field={current}
          answer={data.answers.get(current.id)}
          onAnswer={q.onAnswer}
          onContinue={q.onContinue}
          locked={q.locked || q.submitting}
          error={q.error}
          labelId={labelId}
        />
      </div>
    );
  }
  if (data.notLoadedOffline) {
    return <p className={styles.note}>{questionnaireMessages.notLoadedOffline}</p>;
  }
  return <SurveySkeleton />;
}

/** The arrows, the auto-advance switch, what a Submit waits for, and Submit. */
function QuestionnaireControls({ q }: { q: QuestionnaireModel }) {
  const styles = useStyles();
  const { data, submitting } = q;
  const waitMessage = submitWaitMessage(data.wait);
  return (
    <div className={mergeClasses(styles.column, styles.controls)}>
      <div className={styles.arrows}>
        <Button
          icon={<ArrowLeft24Regular />}
          aria-label={questionnaireMessages.previous}
          disabled={!q.canPrevious || submitting}
          onClick={q.previous}
        />
        <Button
          icon={<ArrowRight24Regular />}
          aria-label={questionnaireMessages.next}
          disabled={!q.canNext || submitting}
          onClick={q.next}
        />
      </div>
      <Switch
        className={styles.autoAdvance}
        checked={q.autoAdvanceOn}
        label={questionnaireMessages.autoAdvance}
        onChange={(_, change) => q.setAutoAdvanceOn(change.checked)}
      />
      <div className={styles.spacer} />
      {waitMessage || q.submitStoring ? (
        <div className={styles.waiting} role="status">
          {data.wait.kind !== 'refused' ? <Spinner size="tiny" /> : null}
          <span>{waitMessage || submitWaitMessage({ kind: 'submitting' })}</span>
        </div>
      ) : data.unsent > 0 && !data.online ? (
        <p className={styles.note}>{questionnaireMessages.unsent(data.unsent)}</p>
      ) : null}
      {data.ready && data.progress === 100 && !submitting ? (
        <Button appearance="primary" onClick={q.openConfirm}>
          Submit
        </Button>
      ) : null}
    </div>
  );
}

export function QuestionnaireView({
  q,
  layerRef,
}: {
  q: QuestionnaireModel;
  layerRef: RefObject<HTMLDivElement | null>;
}) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClassName();
  const titleId = useId();
  const labelId = useId();
  const { data, state } = q;
  return (
    <Portal>
      <div
        ref={layerRef}
        className={styles.layer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDownCapture={q.onKeyDownCapture}
        onKeyDown={q.onKeyDown}
      >
        <div className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {questionnaireMessages.title}
          </h1>
          <Tooltip content={surveyMessages.saveAndClose} relationship="label">
            <Button appearance="subtle" icon={<Dismiss24Regular />} onClick={q.close} />
          </Tooltip>
        </div>
        <div className={styles.progress}>
          <ProgressBar
            className={styles.progressBar}
            value={data.progress / 100}
            thickness="large"
            aria-label={questionnaireMessages.progress(data.progress)}
          />
          <span className={styles.percent} aria-hidden>
            {questionnaireMessages.progress(data.progress)}
          </span>
        </div>
        <div className={mergeClasses(styles.column, styles.body)}>
          <QuestionnaireBody q={q} labelId={labelId} />
          {/* Outside the screen, so that it stays when the next question slides in. */}
          <p className={styles.refused} role="status">
            {state.keyRefused ? questionnaireMessages.keyRefused : ''}
          </p>
        </div>
        {/* Said politely once per screen change (focus moves into the question, its shell). */}
        <div className={hidden} aria-live="polite">
          {data.ready && state.index !== null
            ? questionnaireMessages.position(state.index + 1, data.screens.length)
            : ''}
        </div>
        <div className={styles.footer}>
          <QuestionnaireControls q={q} />
        </div>
      </div>
      <SubmitConfirmDialog
        open={state.confirmOpen}
        onSubmit={q.confirmSubmit}
        onCancel={q.cancelConfirm}
      />
      <LoadFailedDialog open={data.loadError} onRetry={data.retry} onCancel={q.close} />
    </Portal>
  );
}
