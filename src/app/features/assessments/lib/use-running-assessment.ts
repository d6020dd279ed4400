/**
 * The running assessment's wiring (components/running-assessment.tsx renders what this returns):
 * the queries, the outbox, the countdown and the writes, around the pure state of
 * running-assessment-state.ts (docs/decisions/036-running-assessment-reducer.md).
 *
 * Data and offline (ARCHITECTURE.md section 5):
 * - Answers are shown from the served questions (updated locally at once), overlaid with the
 *   responses waiting in the outbox and the answers just given on this screen (lib/responses.ts).
 *   Each response and each close goes through the outbox, the close after the responses.
 * - A section boundary waits for the close to reach the server before asking for the next
 *   section (whose questions start its clock); offline there, it says so and waits.
 * - The countdown runs on a local deadline (lib/use-countdown.ts), re-synced from the questions
 *   (asked again on reconnect and when the tab is shown again) and from each delivered response.
 *   At zero the section locks, its TIMER close is queued, and the flow moves on.
 * - While a timed section runs online, the server hears from the device at least every 15 s (an
 *   answer, or else a heartbeat: lib/heartbeat.ts), and answers are dated on the server's clock
 *   (lib/server-clock.ts): the evidence behind late answers (docs/decisions/047).
 *
 * Effects, one job each: leave for the landing page, ask what is next, sync the countdown, re-sync
 * from the server, follow deliveries, store a requested close, move focus with the screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useLocation } from 'wouter';
import { assessmentMessages, type SectionCloseType } from '../../../../domain/assessments.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { isOnline, useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { entriesOf, isEntryOf, isRefused } from '../../../lib/writes/define-write.ts';
import { withUnsent } from '../../../lib/writes/unsent.ts';
import { sectionCloseWrite } from '../api/close-section.ts';
import { useAssessment } from '../api/get-assessment.ts';
import {
  type SectionInformation,
  sectionInformationQueryOptions,
  useSectionInformation,
} from '../api/get-next-section-information.ts';
import {
  refetchSectionQuestions,
  type SectionQuestions,
  sectionQuestionsQueryKey,
  useSectionQuestions,
} from '../api/get-next-section-questions.ts';
import { submitItemResponseWrite } from '../api/submit-item-response.ts';
import { type AnswerSyncStates, answerSyncStates } from './answer-sync.ts';
import { sendHeartbeat } from '../api/heartbeat.ts';
import { remainingFromServer } from './deadline-timer.ts';
import { startHeartbeat } from './heartbeat.ts';
import {
  type AnswerMap,
  type Answer,
  answeredCount,
  currentAnswers,
  queuedClose,
  refusedWrites,
  sameAnswer,
} from './responses.ts';
import { type DeliveredResponse, runnerWrites } from './runner-writes.ts';
import {
  canAnswer,
  initialRunnerState,
  isConfirmShown,
  isLocked,
  isWaitingForClose,
  questionsSectionOf,
  type RunnerEvent,
  runningAssessmentReducer,
  type ServerWord,
  settle,
  type ShownBody,
  shownBody,
} from './running-assessment-state.ts';
import { isLastSection, nextAction, type RunnerVariant } from './section-flow.ts';
import { serverClock } from '../../../lib/api/server-clock.ts';
import { useCountdown } from './use-countdown.ts';

export interface RunningAssessmentOptions {
  assessmentId: string;
  variant: RunnerVariant;
  landingPath: string;
  userId: string;
}

/** The writes the server refused, as the runner reports them. */
export interface Refusals {
  /** Refused answers (or, with none, the refused close). */
  count: number;
  /** The server's reasons, each once. */
  reasons: string;
  /** Answers among them: the candidate may dismiss them (a close waits for Retry). */
  dismissible: boolean;
  /**
   * Every refused answer arrived too late to count: no retry can change that, so the runner says
   * so once, with what the receipt covers, and offers no Retry (docs/decisions/053).
   */
  late: boolean;
}

/**
 * Answers given before a section's time ran out, still on this device while it is offline past
 * the deadline: how many, and until when (performance.now()) they can still be sent and count.
 */
export interface LateAnswersWaiting {
  count: number;
  endsAt: number;
}

/** Room for reconnecting and sending: the countdown ends this long before the server's window. */
export const LATE_WINDOW_MARGIN_MS = 5_000;

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
  const questionsSectionId = questionsSectionOf(state);
  const questionsCached =
    !!questionsSectionId &&
    queryClient.getQueryData(sectionQuestionsQueryKey(assessmentId, questionsSectionId)) !==
      undefined;
  const questionsQuery = useSectionQuestions(
    assessmentId,
    questionsSectionId ?? '',
    !!questionsSectionId && (online || questionsCached),
  );
  const served = questionsQuery.data;
  const questions = served && served.id === questionsSectionId ? served : undefined;
  // The server serves another section than this one: ask it what is next.
  const servedOther = !!served && !!questionsSectionId && served.id !== questionsSectionId;
  useEffect(() => {
    if (servedOther) writes.askWhatIsNext();
  }, [servedOther, writes]);

  const locked = isLocked(state);
  const lastSection = !!info && isLastSection(info);

  // ---- After a deadline: how long answers given in time may still arrive, and those that did.
  const [lateWindow, setLateWindow] = useState<{
    sectionId: string;
    itemIds: ReadonlySet<string>;
    endsAt: number;
  } | null>(null);
  const [recordedLate, setRecordedLate] = useState(0);

  // ---- The countdown. At zero the section locks at once and its TIMER close is queued (after
  // the items' last answers, see "Closing" below), offline too.
  const countdown = useCountdown({
    key: questions && questions.timeRemaining !== null ? questionsSectionId : null,
    onExpire: () => {
      if (!questionsSectionId) return;
      // From here answers given in time may still arrive for lateAnswerWindow seconds (decision 053).
      if (questions?.lateAnswerWindow != null) {
        setLateWindow({
          sectionId: questionsSectionId,
          itemIds: new Set(questions.itemGroups.flatMap((g) => g.items.map((i) => i.id))),
          endsAt: performance.now() + questions.lateAnswerWindow * 1000 - LATE_WINDOW_MARGIN_MS,
        });
      }
      act({ type: 'TIME_UP', sectionId: questionsSectionId, last: lastSection });
    },
    onClockJump: () => {
      // performance.now() may have stopped while the device slept: so has the server clock's.
      serverClock.forget();
      resyncFromServer();
    },
  });
  const { sync } = countdown;
  // Each answer of the server once (receivedAt tells them apart).
  const receivedAt = questions?.receivedAt;
  const syncFromQuestions = useEffectEvent(() => {
    if (!questions || questions.timeRemaining === null) return;
    sync(
      remainingFromServer(questions.timeRemaining, {
        roundTripMs: questions.roundTripMs,
        ageMs: Date.now() - questions.receivedAt,
      }),
    );
  });
  useEffect(() => {
    if (receivedAt !== undefined) syncFromQuestions();
  }, [receivedAt, sync]);

  // ---- Re-sync from the server on reconnect and when the tab is shown again, and once for
  // questions from the persisted cache (a reload). Never once the section is locked: asking
  // again after its close would start the next section's clock.
  function resyncFromServer() {
    if (!questionsSectionId || locked || !isOnline()) return;
    const sectionId = questionsSectionId;
    // The questions asked for are the next section's: had this one ended on the server (its
    // time and grace over, e.g. while offline), asking would start the next one's clock unseen.
    // The information (which starts nothing) says first whether this one is still next.
    queryClient
      .fetchQuery(sectionInformationQueryOptions(assessmentId))
      .then((data) => {
        if (data.nextAssessmentSectionInformation.id === sectionId)
          return refetchSectionQuestions(queryClient, assessmentId, sectionId);
      })
      .catch(() => undefined);
  }
  const resync = useEffectEvent(resyncFromServer);
  const resyncIfCached = useEffectEvent(() => {
    if (questionsCached) resyncFromServer();
  });
  useEffect(() => {
    if (!questionsSectionId) return;
    resyncIfCached();
    const resyncWhenShown = () => {
      if (document.visibilityState === 'visible') resync();
    };
    document.addEventListener('visibilitychange', resyncWhenShown);
    return () => document.removeEventListener('visibilitychange', resyncWhenShown);
  }, [questionsSectionId]);
  // Back online by the app's own word (useOnlineStatus: a probe that reached the server, not only
  // the browser's 'online', which can come late or never: docs/decisions/042).
  const wasOnline = useRef(online);
  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    if (returned && questionsSectionId && document.visibilityState === 'visible') resync();
  }, [online, questionsSectionId]);

  // ---- Delivered writes (lib/runner-writes.ts): a response carries the server's time, or says
  // the section is complete.
  const itemIds = useMemo(
    () => new Set(questions?.itemGroups.flatMap((g) => g.items.map((i) => i.id)) ?? []),
    [questions],
  );
  const sectionShowing = useEffectEvent((itemId: string) =>
    questionsSectionId && itemIds.has(itemId) ? questionsSectionId : null,
  );
  const answerDelivered = useEffectEvent((response: DeliveredResponse) => {
    lastContactAt.current = performance.now();
    if (!questionsSectionId) return;
    if (response.status === 'COMPLETE')
      act({ type: 'TIME_UP', sectionId: questionsSectionId, last: lastSection });
    else if (response.timeRemaining !== null) sync(remainingFromServer(response.timeRemaining));
  });
  useEffect(
    () =>
      writes.followDeliveries({
        sectionShowing: (itemId) => sectionShowing(itemId),
        answerDelivered: (response) => answerDelivered(response),
        recordedLate: () => setRecordedLate((n) => n + 1),
      }),
    [writes],
  );

  // ---- Contact while the section runs (lib/heartbeat.ts, docs/decisions/047): a heartbeat when
  // no answer went for a while, never while answers wait in the outbox; each one also tells the
  // server's time, on which answers are dated.
  const lastContactAt = useRef(Number.NEGATIVE_INFINITY);
  const answersWaiting = useEffectEvent(() =>
    outbox.entries.some((e) => e.userId === userId && e.lastError?.permanent !== true),
  );
  const sectionRuns = !!questions && questions.timeRemaining !== null && !locked && online;
  useEffect(() => {
    if (!sectionRuns) return;
    return startHeartbeat({
      beat: () =>
        sendHeartbeat(assessmentId).then(({ serverTimeMs, roundTripMs }) => {
          serverClock.sync(serverTimeMs, roundTripMs);
          lastContactAt.current = performance.now();
        }),
      lastContactAt: () => lastContactAt.current,
      answersWaiting: () => answersWaiting(),
      now: () => performance.now(),
    });
  }, [sectionRuns, assessmentId]);

  // ---- Closing a section: requested by an event, stored here once the items have flushed their
  // last answers (children's effects run first), so the close is queued after them.
  const close = state.close;
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
  const requestClose = (closeType: SectionCloseType) => {
    if (!info?.id) return;
    act({ type: 'CLOSE_REQUESTED', sectionId: info.id, closeType, last: isLastSection(info) });
  };

  // ---- Answers.
  // The served questions with the unsent answers laid over them (lib/writes/unsent.ts).
  const shownQuestions = useMemo(
    () =>
      questions &&
      withUnsent(
        questions,
        sectionQuestionsQueryKey(assessmentId, questions.id ?? ''),
        outbox.entries,
        [submitItemResponseWrite],
      ),
    [questions, assessmentId, outbox.entries],
  );
  // (settle leaves the answers as they are)
  const { localAnswers } = stored;
  const answers = useMemo(() => {
    const merged = currentAnswers(shownQuestions?.itemGroups ?? []);
    for (const [id, answer] of localAnswers) merged.set(id, answer);
    return merged;
  }, [shownQuestions, localAnswers]);
  // Where each answer is: on this device or received (lib/answer-sync.ts).
  const { saves } = stored;
  const syncStates = useMemo(
    () => answerSyncStates(itemIds, answers, outbox.entries, saves),
    [itemIds, answers, outbox.entries, saves],
  );
  const answersAskedFor = useRef(new Map<string, Answer>());
  const answerNow = (itemId: string, values: Answer) => {
    if (!questionsSectionId || !canAnswer(state)) return;
    // A debounced field may commit what it already committed (say, a last field filled with the
    // value it stood for): the same answer, on its way or received, is not written again. After a
    // refusal or a failed save it is (the candidate tries again). An answer asked for since the
    // last render is kept here, since `answers` does not show it yet.
    const syncState = syncStates.get(itemId);
    const onItsWay =
      syncState === 'SAVING' || syncState === 'ON_DEVICE' || syncState === 'RECEIVED';
    const latest = answersAskedFor.current.get(itemId) ?? answers.get(itemId);
    if (onItsWay && sameAnswer(latest, values)) return;
    answersAskedFor.current.set(itemId, values);
    act({ type: 'ANSWERED', itemId, values });
    writes.storeAnswer(itemId, values).then(
      () => act({ type: 'ANSWER_STORED', itemId }),
      (error: unknown) => {
        reportError(error, { where: 'assessment response not stored' });
        act({ type: 'ANSWER_NOT_STORED', itemId });
      },
    );
  };
  // One function for the screen's life, calling the latest render's: the questions keep their
  // render when nothing they show changed (components/items/item-group-view.tsx).
  const latestAnswer = useRef(answerNow);
  useLayoutEffect(() => {
    latestAnswer.current = answerNow;
    answersAskedFor.current.clear();
  });
  const answer = useCallback(
    (itemId: string, values: Answer) => latestAnswer.current(itemId, values),
    [],
  );

  // ---- Focus follows the screen.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waitingForClose = isWaitingForClose(state, server);
  const screenKey = `${state.screen.phase}:${info?.id ?? ''}:${waitingForClose ? 'wait' : ''}:${questions ? 'q' : ''}`;
  useEffect(() => {
    headingRef.current?.focus();
  }, [screenKey]);

  // ---- Progress (sections completed), from the assessment as cached (closes mark it at once).
  const sections = assessmentQuery.data?.sections;
  const total = sections?.length ?? info?.totalSections ?? 0;
  const completed =
    state.screen.phase === 'END_OF_ASSESSMENT'
      ? total
      : (sections?.filter((s) => s.status === 'COMPLETE').length ?? info?.completedSections ?? 0);

  const refused = refusedWrites(outbox.entries);
  const refusedAnswers = refused.filter((e) => !isEntryOf(sectionCloseWrite, e));
  const timed = !!questions && questions.timeRemaining !== null && countdown.remainingMs !== null;
  const lateAnswers = lateWindow
    ? entriesOf(submitItemResponseWrite, outbox.entries).filter(
        (e) => !isRefused(e) && lateWindow.itemIds.has(e.variables.id),
      ).length
    : 0;
  const lateRefusal = (e: OutboxEntry) => e.lastError?.message === assessmentMessages.pastDeadline;

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
    remainingMs: timed ? countdown.remainingMs : null,
    online,
    refusedClose: queued?.lastError?.permanent ? queued : undefined,
    refusals:
      refused.length > 0
        ? {
            count: refusedAnswers.length || refused.length,
            reasons: [...new Set(refused.map((e) => e.lastError?.message ?? ''))].join(' '),
            dismissible: refusedAnswers.length > 0,
            late: refusedAnswers.length > 0 && refused.every(lateRefusal),
          }
        : null,
    lateAnswersWaiting:
      lateWindow && !online && lateAnswers > 0
        ? { count: lateAnswers, endsAt: lateWindow.endsAt }
        : null,
    recordedLate,
    notStored: state.notStored,
    confirmShown: isConfirmShown(state),
    progress: { completed, total },
    headingRef,
    actions: {
      retryInfo: () => void infoQuery.refetch(),
      retryQuestions: () => void questionsQuery.refetch(),
      retryClose: (entryId) => void outbox.retry(entryId),
      dismissRefusals: () => {
        for (const entry of refusedAnswers) void outbox.discard(entry.id);
      },
      dismissRecordedLate: () => setRecordedLate(0),
      infoNext: () => {
        if (!info?.id) return;
        if (info.isInformational) requestClose('MANUAL');
        else act({ type: 'QUESTIONS_OPENED', sectionId: info.id });
      },
      answer,
      questionsNext: () => {
        if (nextAction(variant, timed ? countdown.remainingMs : null) === 'CONFIRM')
          act({ type: 'CONFIRM_ASKED' });
        else requestClose('MANUAL');
      },
      cancelMoveOn: () => act({ type: 'CONFIRM_CANCELLED' }),
      confirmMoveOn: () => requestClose('MANUAL'),
      closeAssessment: () => navigate(landingPath),
    },
  };
}
