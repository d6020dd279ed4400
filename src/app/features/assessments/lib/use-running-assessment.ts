/**
 * The running assessment's wiring (components/running-assessment.tsx renders what this returns):
 * the queries and the outbox around the pure state of running-assessment-state.ts
 * (docs/decisions/036-running-assessment-reducer.md), with one small hook per concern:
 * - use-runner-answers.ts: the answers. Each is its outbox entry until the server has it, laid over
 *   the served questions (one client copy: ARCHITECTURE.md "One answer's trip"). Each response and
 *   each close goes through the outbox, the close after the responses.
 * - use-section-clock.ts: the countdown on a local deadline, set from the questions and from each
 *   delivered answer (api/submit-item-response.ts); at zero the section locks, its TIMER close is queued,
 *   and the flow moves on.
 * - use-section-resync.ts: the questions asked again on reconnect and when the tab is shown.
 * - use-contact-clock.ts: while a timed section runs online, the server hears from the device at
 *   least every 15 s (an answer, or else a heartbeat), and answers are dated on the server's clock
 *   (docs/decisions/047).
 * A section boundary waits for the close to reach the server before asking for the next section
 * (whose questions start its clock); offline there, it says so and waits.
 *
 * Effects (docs/decisions/061): eleven, one job each, none in a function with more than two, no
 * useLayoutEffect. Four in this file (leave for the landing page; ask what is next; store a
 * requested close; move focus with the screen), two in use-section-resync.ts (when the tab is
 * shown; on reconnect), two in use-section-clock.ts (sync from the questions; follow delivered
 * answers), one in use-contact-clock.ts (the heartbeat), and two in use-countdown.ts, which
 * use-section-clock.ts calls (the countdown's own); use-runner-answers.ts has none. Adding or
 * removing one: change this count in the same commit.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  type RefObject,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { useLocation } from 'wouter';
import type { SectionCloseType } from '../../../../domain/assessments.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useAssessment } from '../api/get-assessment.ts';
import {
  type SectionInformation,
  useSectionInformation,
} from '../api/get-next-section-information.ts';
import {
  type SectionQuestions,
  sectionQuestionsQueryKey,
  useSectionQuestions,
} from '../api/get-next-section-questions.ts';
import type { AnswerSyncStates } from './answer-sync.ts';
import { type AnswerMap, type Answer, answeredCount, queuedClose } from './responses.ts';
import {
  type LateAnswersWaiting,
  lateAnswersWaitingOf,
  progressOf,
  type Refusals,
  refusalsOf,
  refusedAnswersOf,
} from './runner-summary.ts';
import { type RunnerWrites, runnerWrites } from './runner-writes.ts';
import {
  canAnswer,
  initialRunnerState,
  isConfirmShown,
  isLocked,
  isWaitingForClose,
  questionsSectionOf,
  type RunnerEvent,
  runningAssessmentReducer,
  type SectionClose,
  type ServerWord,
  settle,
  type ShownBody,
  shownBody,
} from './running-assessment-state.ts';
import { isLastSection, nextAction, type RunnerVariant } from './section-flow.ts';
import { useContactClock } from './use-contact-clock.ts';
import { useRunnerAnswers } from './use-runner-answers.ts';
import { useSectionClock } from './use-section-clock.ts';
import { useSectionResync } from './use-section-resync.ts';

export type { LateAnswersWaiting, Refusals } from './runner-summary.ts';

export interface RunningAssessmentOptions {
  assessmentId: string;
  variant: RunnerVariant;
  landingPath: string;
  userId: string;
}

export interface RunningAssessment {
  body: ShownBody;
  /** The next section's information (loaded for every body but ENDED and INFO_NOT_LOADED). */
  info: SectionInformation | undefined;
  /** The questions of the section on screen (ANSWERING). */
  questions: SectionQuestions | undefined;
  answers: AnswerMap;
  /** Where each answer of the questions on screen is: on this device, or received. */
  syncStates: AnswerSyncStates;
  answered: { answered: number; total: number };
  /** Milliseconds left of a timed section on screen, or null. */
  remainingMs: number | null;
  online: boolean;
  /** The close the server refused, at the boundary (CLOSING, REFUSED). */
  refusedClose: OutboxEntry | undefined;
  refusals: Refusals | null;
  /** Offline past a section's deadline with its answers unsent (null otherwise). */
  lateAnswersWaiting: LateAnswersWaiting | null;
  /** Answers of the last section that were recorded after its deadline (0: none). */
  recordedLate: number;
  notStored: boolean;
  confirmShown: boolean;
  progress: { completed: number; total: number };
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: {
    retryInfo: () => void;
    retryQuestions: () => void;
    retryClose: (entryId: string) => void;
    dismissRefusals: () => void;
    dismissRecordedLate: () => void;
    /** Next on the information screen. */
    infoNext: () => void;
    answer: (itemId: string, values: Answer) => void;
    /** Next on the questions. */
    questionsNext: () => void;
    cancelMoveOn: () => void;
    confirmMoveOn: () => void;
    closeAssessment: () => void;
  };
}

export function useRunningAssessment({
  assessmentId,
  variant,
  landingPath,
  userId,
}: RunningAssessmentOptions): RunningAssessment {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const online = useOnlineStatus();
  const outbox = useOutbox(userId);
  const infoQuery = useSectionInformation(assessmentId, true);
  const assessmentQuery = useAssessment(assessmentId);
  const info = infoQuery.data;
  const writes = useMemo(
    () => runnerWrites(queryClient, userId, assessmentId),
    [queryClient, userId, assessmentId],
  );

  // ---- State: what the candidate did, settled against what the server says now.
  const queued = queuedClose(outbox.entries, info?.id);
  const server: ServerWord = {
    info,
    outboxLoaded: outbox.loaded,
    closeQueued: queued !== undefined,
  };
  const [stored, dispatch] = useReducer(runningAssessmentReducer, initialRunnerState);
  const state = settle(stored, server);
  // Each event with the server's word at this render (the screen the candidate acted on).
  const act = (event: RunnerEvent) => dispatch({ event, server });

  // No section left: the landing page (unless this screen just ended the assessment).
  const noSection = !!info && !info.id && state.screen.phase !== 'END_OF_ASSESSMENT';
  useEffect(() => {
    if (noSection) navigate(landingPath, { replace: true });
  }, [noSection, navigate, landingPath]);

  // ---- The questions of the started section.
  const sectionId = questionsSectionOf(state);
  const { questionsQuery, questions, questionsCached, itemIds } = useStartedSectionQuestions(
    assessmentId,
    sectionId,
    online,
    writes,
  );
  const locked = isLocked(state);
  const lastSection = !!info && isLastSection(info);

  // ---- The concerns around the section on screen.
  const resync = useSectionResync({
    assessmentId,
    sectionId,
    locked,
    cached: questionsCached,
    online,
  });
  const contact = useContactClock({
    assessmentId,
    runs: !!questions && questions.timeRemaining !== null && !locked && online,
    answersWaiting: () => outbox.entries.some((e) => e.lastError?.permanent !== true),
  });
  const clock = useSectionClock({
    userId,
    sectionId,
    questions,
    itemIds,
    onTimeUp: (id) => act({ type: 'TIME_UP', sectionId: id, last: lastSection }),
    onClockJump: resync,
    onContact: contact.touch,
  });
  const onStored = useCallback((ok: boolean, error?: unknown) => {
    if (!ok) reportError(error, { where: 'assessment response not stored' });
    dispatch({ event: { type: ok ? 'ANSWER_STORED' : 'ANSWER_NOT_STORED' } });
  }, []);
  const { answers, syncStates, answer } = useRunnerAnswers({
    userId,
    assessmentId,
    sectionId,
    questions,
    itemIds,
    entries: outbox.entries,
    accepting: canAnswer(state),
    onStored,
  });

  useStoredClose(state.close, writes, act);
  const requestClose = (closeType: SectionCloseType) => {
    if (!info?.id) return;
    act({ type: 'CLOSE_REQUESTED', sectionId: info.id, closeType, last: isLastSection(info) });
  };

  // ---- Focus follows the screen.
  const waitingForClose = isWaitingForClose(state, server);
  const headingRef = useFocusFollowingScreen(
    `${state.screen.phase}:${info?.id ?? ''}:${waitingForClose ? 'wait' : ''}:${questions ? 'q' : ''}`,
  );

  return {
    body: shownBody(state, {
      ...server,
      online,
      infoUnavailable: infoQuery.isError || (!online && infoQuery.fetchStatus !== 'fetching'),
      questionsLoaded: !!questions,
      questionsCached,
      questionsFailed: questionsQuery.isError && !questionsQuery.isFetching,
      closeRefused: queued?.lastError?.permanent === true,
    }),
    info,
    questions,
    answers,
    syncStates,
    answered: answeredCount(questions?.itemGroups ?? [], answers),
    remainingMs: clock.remainingMs,
    online,
    refusedClose: queued?.lastError?.permanent ? queued : undefined,
    refusals: refusalsOf(outbox.entries),
    lateAnswersWaiting: lateAnswersWaitingOf(clock.lateWindow, outbox.entries, online),
    recordedLate: clock.recordedLate,
    notStored: state.notStored,
    confirmShown: isConfirmShown(state),
    progress: progressOf(
      assessmentQuery.data?.sections,
      info,
      state.screen.phase === 'END_OF_ASSESSMENT',
    ),
    headingRef,
    actions: {
      retryInfo: () => void infoQuery.refetch(),
      retryQuestions: () => void questionsQuery.refetch(),
      retryClose: (entryId) => void outbox.retry(entryId),
      dismissRefusals: () => {
        for (const entry of refusedAnswersOf(outbox.entries)) void outbox.discard(entry.id);
      },
      dismissRecordedLate: clock.dismissRecordedLate,
      infoNext: () => {
        if (!info?.id) return;
        if (info.isInformational) requestClose('MANUAL');
        else act({ type: 'QUESTIONS_OPENED', sectionId: info.id });
      },
      answer,
      questionsNext: () => {
        if (nextAction(variant, clock.remainingMs) === 'CONFIRM') act({ type: 'CONFIRM_ASKED' });
        else requestClose('MANUAL');
      },
      cancelMoveOn: () => act({ type: 'CONFIRM_CANCELLED' }),
      confirmMoveOn: () => requestClose('MANUAL'),
      closeAssessment: () => navigate(landingPath),
    },
  };
}

/**
 * Closing a section: requested by an event, stored here once the items have flushed their last
 * answers (children's effects run first), so the close is queued after them.
 */
function useStoredClose(
  close: SectionClose | null,
  writes: RunnerWrites,
  act: (event: RunnerEvent) => void,
): void {
  const storeRequestedClose = useEffectEvent(() => {
    if (close?.progress !== 'REQUESTED') return;
    const { sectionId, type } = close;
    act({ type: 'CLOSE_STORING' });
    writes.storeClose(sectionId, type).then(
      () => act({ type: 'CLOSE_STORED', sectionId }),
      (error: unknown) => {
        reportError(error, { where: 'assessment section close not stored' });
        act({ type: 'CLOSE_NOT_STORED' });
      },
    );
  });
  useEffect(() => {
    if (close?.progress === 'REQUESTED') storeRequestedClose();
  }, [close]);
}

/** The screen's heading takes the focus whenever `screenKey` changes (a new screen). */
function useFocusFollowingScreen(screenKey: string): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [screenKey]);
  return headingRef;
}

/**
 * The questions of the started section (from the persisted cache too, offline); when the server
 * serves another section than this one, it is asked what is next.
 */
function useStartedSectionQuestions(
  assessmentId: string,
  sectionId: string | null,
  online: boolean,
  writes: RunnerWrites,
) {
  const queryClient = useQueryClient();
  const questionsCached =
    !!sectionId &&
    queryClient.getQueryData(sectionQuestionsQueryKey(assessmentId, sectionId)) !== undefined;
  const questionsQuery = useSectionQuestions(
    assessmentId,
    sectionId ?? '',
    !!sectionId && (online || questionsCached),
  );
  const served = questionsQuery.data;
  const questions = served && served.id === sectionId ? served : undefined;
  const servedOther = !!served && !!sectionId && served.id !== sectionId;
  useEffect(() => {
    if (servedOther) writes.askWhatIsNext();
  }, [servedOther, writes]);
  const itemIds = useMemo(
    () => new Set(questions?.itemGroups.flatMap((g) => g.items.map((i) => i.id)) ?? []),
    [questions],
  );
  return { questionsQuery, questions, questionsCached, itemIds };
}
