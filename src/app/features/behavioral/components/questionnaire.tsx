/**
 * The full-screen questionnaire (spec 001 sections 2 and 4): one question per screen with a slide
 * transition, the close button ('Save and Close': answers are already saved), the progress bar
 * with its percent, the previous and next arrows, Submit at 100 percent with its confirmation,
 * the skeleton while loading and the retry dialog when loading fails.
 *
 * Data: the answers shown are the server's overlaid with the unsent ones in the outbox and the
 * drafts on screen (lib/answers.ts); every answer and the Submit go through the outbox, so the
 * questionnaire goes on offline. It covers the page: the app behind it is inert, and no update
 * prompt interrupts it (setAssessmentRunning).
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
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import {
  isAnswered,
  surveyMessages,
  surveyProgress,
  surveyScreens,
  type SurveyAnswerValue,
} from '../../../../domain/survey.ts';
import {
  userSurveyAnswersQueryKey,
  useUserSurveyAnswers,
} from '../../../lib/api/get-user-survey-answers.ts';
import { useVisuallyHiddenClassName } from '../../../components/visually-hidden.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { setAssessmentRunning } from '../../../lib/pwa/service-worker.ts';
import { withUnsent } from '../../../lib/writes/unsent.ts';
import { useSurveyDefinition } from '../api/get-survey-definition.ts';
import { surveyAnswerWrites, useSaveSurveyAnswer } from '../api/set-user-survey-answer.ts';
import { type SurveyCompletion, useSubmitSurvey } from '../api/set-user-survey-complete.ts';
import { currentAnswers, failedAnswers, queuedSubmit, unsentAnswerCount } from '../lib/answers.ts';
import { useAutoAdvancePreference } from '../lib/auto-advance-preference.ts';
import { isButtonTarget, isTypingTarget } from '../lib/keyboard.ts';
import { heldKey, keyFate, type HeldKey, replayKey } from '../lib/keys-during-lock.ts';
import { advancesFrom, canGoNext, canGoPrevious, screenOf, startIndex } from '../lib/navigation.ts';
import { submitWait, submitWaitMessage } from '../lib/submit.ts';
import { useAnswerDrafts } from '../lib/use-answer-drafts.ts';
import { useAutoAdvance } from '../lib/use-auto-advance.ts';
import { QuestionView } from './questions/question-view.tsx';
import { LoadFailedDialog, SubmitConfirmDialog } from './survey-dialogs.tsx';
import { SurveySkeleton } from './survey-skeleton.tsx';
import { TRANSITION_MS } from '../../../../domain/constants.ts';

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

/** The app behind the questionnaire takes no focus, clicks or reading while it is open. */
function useInertBackground() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.setAttribute('inert', '');
    return () => root.removeAttribute('inert');
  }, []);
}

/** While the questionnaire is open, no update prompt interrupts it (lib/pwa/service-worker.ts). */
function useAssessmentRunning() {
  useEffect(() => {
    setAssessmentRunning(true);
    return () => setAssessmentRunning(false);
  }, []);
}

export interface QuestionnaireProps {
  userId: string;
  /** Save and Close, Cancel in the retry dialog, or a survey found complete: back to the intro. */
  onClose: () => void;
  /** The server completed the survey. */
  onCompleted: () => void;
}

export function Questionnaire({ userId, onClose, onCompleted }: QuestionnaireProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClassName();
  const titleId = useId();
  const labelId = useId();
  useInertBackground();
  useAssessmentRunning();

  const definitionQuery = useSurveyDefinition(true);
  const answersQuery = useUserSurveyAnswers();
  const outbox = useOutbox(userId);
  const online = useOnlineStatus();
  const definition = definitionQuery.data;
  const screens = useMemo(() => (definition ? surveyScreens(definition.fields) : []), [definition]);

  const save = useSaveSurveyAnswer(userId);
  const { drafts, change, flush } = useAnswerDrafts(save, (error) =>
    reportError(error, { where: 'behavioral answer not stored' }),
  );
  const stored = useMemo(() => {
    const server = answersQuery.data;
    if (!server) return undefined;
    return withUnsent(
      { userSurveyAnswers: server },
      userSurveyAnswersQueryKey,
      outbox.entries,
      surveyAnswerWrites,
    ).userSurveyAnswers.answers;
  }, [answersQuery.data, outbox.entries]);
  const failed = useMemo(() => failedAnswers(outbox.entries), [outbox.entries]);
  const answers = useMemo(() => currentAnswers(stored, drafts), [stored, drafts]);
  const progress = definition ? surveyProgress(definition.fields, answers) : 0;

  const [index, setIndex] = useState<number | null>(null);
  const [direction, setDirection] = useState<'forward' | 'backward'>('forward');
  /** The question the server named in invalidAnswers: it shows "This question is required." */
  const [invalidId, setInvalidId] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [autoAdvanceOn, setAutoAdvanceOn] = useAutoAdvancePreference();

  const answersSettled =
    answersQuery.data !== undefined ||
    answersQuery.isError ||
    answersQuery.fetchStatus === 'paused';
  const ready = !!definition && screens.length > 0 && outbox.loaded && answersSettled;
  // On load: the first unanswered question (spec 001 section 4).
  if (ready && index === null) setIndex(startIndex(screens, answers));
  const last = screens.length - 1;
  const current = index === null ? undefined : screens[Math.min(index, last)];

  const go = useCallback(
    (to: number | ((from: number) => number), way: 'forward' | 'backward') => {
      flush();
      setDirection(way);
      setIndex((from) => {
        const target = typeof to === 'function' ? to(from ?? 0) : to;
        return Math.max(0, Math.min(target, last));
      });
    },
    [flush, last],
  );
  const layerRef = useRef<HTMLDivElement>(null);
  /** A key came before the next question showed (decision 030): said until the candidate acts. */
  const [keyRefused, setKeyRefused] = useState(false);
  // Keys held while the next question arrived: pressed again on it, in order, as if just typed
  // (one render each, so each sees what the one before did).
  const playHeldKeys = (keys: HeldKey[]) => {
    for (const key of keys) {
      const layer = layerRef.current;
      const focused = document.activeElement;
      const target =
        focused instanceof HTMLElement && layer?.contains(focused)
          ? focused
          : layer?.querySelector<HTMLElement>('[data-question-root]');
      if (target) flushSync(() => replayKey(target, key));
    }
  };
  const auto = useAutoAdvance({
    enabled: autoAdvanceOn,
    onAdvance: () => go((from) => from + 1, 'forward'),
    onUnlock: playHeldKeys,
  });
  // Before any handler of the questionnaire: during the lock, a key is refused or held.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    const fate = keyFate(auto.phaseNow(), event);
    if (fate === 'use') return;
    event.preventDefault();
    event.stopPropagation();
    if (fate === 'keep') auto.hold(heldKey(event));
    if (fate === 'refuse') setKeyRefused(true);
  };

  const next = () => {
    if (auto.locked || index === null || !canGoNext(screens, index, answers)) return;
    auto.cancel();
    setKeyRefused(false);
    go(index + 1, 'forward');
  };
  const previous = () => {
    if (auto.locked || index === null || !canGoPrevious(index)) return;
    auto.cancel();
    setKeyRefused(false);
    go(index - 1, 'backward');
  };

  const onAnswer = (answer: SurveyAnswerValue, { advance }: { advance: boolean }) => {
    if (!current || index === null || auto.locked) return;
    setKeyRefused(false);
    change(current, answer, { debounce: !advance });
    auto.answered({
      advance,
      canAdvance: advancesFrom(screens, index) && isAnswered(current, answer),
    });
  };
  // Continue (statement), Okay (multiple selection), Done (points): the question checked itself.
  const onContinue = () => {
    if (auto.locked || index === null || index >= last) return;
    auto.cancel();
    setKeyRefused(false);
    go(index + 1, 'forward');
  };

  const close = () => {
    flush();
    auto.cancel();
    onClose();
  };

  // A survey already complete (e.g. submitted in another tab) goes back to the intro.
  const complete = answersQuery.data?.status === 'complete';
  useEffect(() => {
    if (complete) onCompleted();
  }, [complete, onCompleted]);

  const onResult = (result: SurveyCompletion) => {
    const first = result.invalidAnswers[0];
    if (first) {
      // The server misses an answer the screen thought it had: show that question (the write's
      // delivery reads the server's answers afresh).
      setInvalidId(first.questionId);
      const at = screenOf(screens, first.questionId);
      if (at >= 0) go(at, at < (index ?? 0) ? 'backward' : 'forward');
      return;
    }
    if (result.completeStatus) onCompleted();
  };
  const submit = useSubmitSurvey(userId, onResult);
  const wait = submitWait({
    queued: queuedSubmit(outbox.entries),
    unsentAnswers: unsentAnswerCount(outbox.entries),
    online,
  });
  const submitting =
    submit.status === 'storing' || (wait.kind !== 'none' && wait.kind !== 'refused');

  const openConfirm = () => {
    flush();
    setConfirmOpen(true);
  };
  const confirmSubmit = () => {
    setConfirmOpen(false);
    setInvalidId(null);
    submit.save({}).catch((error: unknown) => reportError(error, { where: 'behavioral submit' }));
  };

  // Loading failed (or offline with nothing stored yet).
  const loadError =
    (definitionQuery.isError && !definition) || (answersQuery.isError && !answersQuery.data);
  const loadErrorValue = definitionQuery.error ?? answersQuery.error;
  useEffect(() => {
    if (loadError && loadErrorValue) {
      reportError(loadErrorValue, { where: 'behavioral survey load' });
    }
  }, [loadError, loadErrorValue]);
  const retry = () => {
    if (definitionQuery.isError) void definitionQuery.refetch();
    if (answersQuery.isError) void answersQuery.refetch();
  };
  const notLoadedOffline = !definition && definitionQuery.fetchStatus === 'paused';

  // Enter on the frame (outside the question's own controls) goes on once the screen is answered.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (isButtonTarget(target) || isTypingTarget(target) || target instanceof HTMLInputElement) {
      return;
    }
    if (index !== null && canGoNext(screens, index, answers)) {
      event.preventDefault();
      next();
    }
  };

  let body;
  if (ready && current && index !== null) {
    const answer = answers.get(current.id);
    const error =
      invalidId === current.id && !isAnswered(current, answer)
        ? surveyMessages.required
        : (failed.get(current.id) ?? null);
    body = (
      <div
        key={index}
        // Busy during the post-answer lock: keys wait or are refused until the screen settles.
        aria-busy={auto.locked || undefined}
        className={mergeClasses(
          styles.screen,
          direction === 'forward' ? styles.forward : styles.backward,
        )}
      >
        <p className={styles.position} aria-hidden>
          {questionnaireMessages.position(index + 1, screens.length)}
        </p>
        <h2 id={labelId} className={styles.heading}>
          {current.label}
        </h2>
        <QuestionView
          field={current}
          answer={answer}
          onAnswer={onAnswer}
          onContinue={onContinue}
          locked={auto.locked || submitting}
          error={error}
          labelId={labelId}
        />
      </div>
    );
  } else if (notLoadedOffline) {
    body = <p className={styles.note}>{questionnaireMessages.notLoadedOffline}</p>;
  } else {
    body = <SurveySkeleton />;
  }

  const waitMessage = submitWaitMessage(wait);
  const unsent = unsentAnswerCount(outbox.entries);

  return (
    <Portal>
      <div
        ref={layerRef}
        className={styles.layer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDownCapture={onKeyDownCapture}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {questionnaireMessages.title}
          </h1>
          <Tooltip content={surveyMessages.saveAndClose} relationship="label">
            <Button appearance="subtle" icon={<Dismiss24Regular />} onClick={close} />
          </Tooltip>
        </div>
        <div className={styles.progress}>
          <ProgressBar
            className={styles.progressBar}
            value={progress / 100}
            thickness="large"
            aria-label={questionnaireMessages.progress(progress)}
          />
          <span className={styles.percent} aria-hidden>
            {questionnaireMessages.progress(progress)}
          </span>
        </div>
        <div className={mergeClasses(styles.column, styles.body)}>
          {body}
          {/* Outside the screen, so that it stays when the next question slides in. */}
          <p className={styles.refused} role="status">
            {keyRefused ? questionnaireMessages.keyRefused : ''}
          </p>
        </div>
        {/* Said politely once per screen change (focus moves into the question, its shell). */}
        <div className={hidden} aria-live="polite">
          {ready && index !== null ? questionnaireMessages.position(index + 1, screens.length) : ''}
        </div>
        <div className={styles.footer}>
          <div className={mergeClasses(styles.column, styles.controls)}>
            <div className={styles.arrows}>
              <Button
                icon={<ArrowLeft24Regular />}
                aria-label={questionnaireMessages.previous}
                disabled={!ready || index === null || !canGoPrevious(index) || submitting}
                onClick={previous}
              />
              <Button
                icon={<ArrowRight24Regular />}
                aria-label={questionnaireMessages.next}
                disabled={
                  !ready || index === null || !canGoNext(screens, index, answers) || submitting
                }
                onClick={next}
              />
            </div>
            <Switch
              className={styles.autoAdvance}
              checked={autoAdvanceOn}
              label={questionnaireMessages.autoAdvance}
              onChange={(_, data) => setAutoAdvanceOn(data.checked)}
            />
            <div className={styles.spacer} />
            {waitMessage || submit.status === 'storing' ? (
              <div className={styles.waiting} role="status">
                {wait.kind !== 'refused' ? <Spinner size="tiny" /> : null}
                <span>{waitMessage || submitWaitMessage({ kind: 'submitting' })}</span>
              </div>
            ) : unsent > 0 && !online ? (
              <p className={styles.note}>{questionnaireMessages.unsent(unsent)}</p>
            ) : null}
            {ready && progress === 100 && !submitting ? (
              <Button appearance="primary" onClick={openConfirm}>
                Submit
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <SubmitConfirmDialog
        open={confirmOpen}
        onSubmit={confirmSubmit}
        onCancel={() => setConfirmOpen(false)}
      />
      <LoadFailedDialog open={loadError} onRetry={retry} onCancel={close} />
    </Portal>
  );
}
