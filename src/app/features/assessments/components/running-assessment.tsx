/**
 * The section flow of a running assessment (this tab owns it, see assessment-runner.tsx): section
 * info → section questions → the next section's info … → end of assessment (lib/section-flow.ts).
 *
 * Data and offline (ARCHITECTURE.md section 5):
 * - Answers are shown from the served questions (updated locally at once), overlaid with the
 *   responses waiting in the outbox and the answers just given on this screen (lib/responses.ts).
 *   Each response and each close goes through the outbox, the close after the responses.
 * - A section boundary waits for the close to reach the server before asking for the next
 *   section (whose questions start its clock); offline there, it says so and waits.
 * - The countdown runs on a local deadline (lib/use-countdown.ts), re-synced from the questions
 *   query (refetched on reconnect and when the tab is shown again) and from each delivered
 *   response. At zero the section locks, its TIMER close is queued, and the flow moves on.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { NextStep } from '../../../components/next-steps.tsx';
import { assessmentMessages, type SectionCloseType } from '../../../../domain/assessments.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { onDelivered } from '../../../lib/outbox/outbox.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { isOnline, useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { SECTION_CLOSE_OPERATION, enqueueSectionClose } from '../api/close-section.ts';
import {
  assessmentQueryKey,
  markSectionCompleteLocally,
  useAssessment,
} from '../api/get-assessment.ts';
import {
  sectionInformationQueryKey,
  sectionInformationQueryOptions,
  useSectionInformation,
} from '../api/get-next-section-information.ts';
import {
  type SectionQuestions as SectionQuestionsData,
  refetchSectionQuestions,
  sectionQuestionsQueryKey,
  useSectionQuestions,
} from '../api/get-next-section-questions.ts';
import { deliveredResponseResult, enqueueItemResponse } from '../api/submit-item-response.ts';
import { remainingFromServer } from '../lib/deadline-timer.ts';
import {
  type Answer,
  answeredCount,
  currentAnswers,
  pendingResponses,
  queuedClose,
  refusedWrites,
  valuesOf,
  withAnswer,
} from '../lib/responses.ts';
import {
  hasTimerStarted,
  isLastSection,
  nextAction,
  nextLabel,
  runnerMessages,
  type RunnerVariant,
} from '../lib/section-flow.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { EndOfAssessment } from './end-of-assessment.tsx';
import { MoveOnDialog } from './move-on-dialog.tsx';
import { SectionInfo } from './section-info.tsx';
import { SectionProgressBar } from './section-progress-bar.tsx';
import { SectionQuestions } from './section-questions.tsx';
import { SectionTimer } from './timer.tsx';

const useStyles = makeStyles({
  // The column of the other pages (components/profile-page.tsx, the landing pages): from the
  // shell's left margin, no margins of its own.
  runner: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '880px',
    // Room for the fixed progress bar.
    paddingBottom: '72px',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, outline: 'none' },
  boundary: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  text: { margin: 0 },
});

export interface RunningAssessmentProps {
  assessmentId: string;
  variant: RunnerVariant;
  landingPath: string;
  userId: string;
  /** What is left to do, for the end page. */
  nextSteps: readonly NextStep[];
}

type View =
  | { phase: 'SECTION_INFO' }
  | { phase: 'SECTION_QUESTIONS'; sectionId: string }
  | { phase: 'END_OF_ASSESSMENT' };

interface CloseRequest {
  sectionId: string;
  type: SectionCloseType;
  last: boolean;
  /** Set once the close is stored in the outbox. */
  entryId: string | null;
}

export function RunningAssessment({
  assessmentId,
  variant,
  landingPath,
  userId,
  nextSteps,
}: RunningAssessmentProps) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const online = useOnlineStatus();
  const outbox = useOutbox(userId);
  const infoQuery = useSectionInformation(assessmentId, true);
  const assessmentQuery = useAssessment(assessmentId);
  const info = infoQuery.data;
  const sectionId = info?.id ?? null;

  // On leaving the screen the view resets to section info (spec 001 section 2): it is state.
  const [view, setView] = useState<View>({ phase: 'SECTION_INFO' });
  const [closeRequest, setCloseRequest] = useState<CloseRequest | null>(null);
  const [lockedSection, setLockedSection] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [storeError, setStoreError] = useState<string | null>(null);
  const [localAnswers, setLocalAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());

  const queued = queuedClose(outbox.entries, sectionId);
  const waitingForClose =
    !!sectionId && (closeRequest?.sectionId === sectionId || queued !== undefined);

  // A section the server says is next after the one shown (closed elsewhere, or by the server
  // after its deadline): back to the information screen.
  if (
    view.phase === 'SECTION_QUESTIONS' &&
    info &&
    info.id !== view.sectionId &&
    closeRequest?.sectionId !== view.sectionId
  ) {
    setView({ phase: 'SECTION_INFO' });
  }
  // A timed section already started skips its information screen (spec 001 section 4).
  if (
    view.phase === 'SECTION_INFO' &&
    info?.id &&
    outbox.loaded &&
    !waitingForClose &&
    hasTimerStarted(info)
  ) {
    setView({ phase: 'SECTION_QUESTIONS', sectionId: info.id });
  }

  // No section left: the landing page (unless this screen just ended the assessment).
  const noSection = !!info && !info.id && view.phase !== 'END_OF_ASSESSMENT';
  useEffect(() => {
    if (noSection) navigate(landingPath, { replace: true });
  }, [noSection, navigate, landingPath]);

  // ---- The questions of the started section.
  const questionsSectionId = view.phase === 'SECTION_QUESTIONS' ? view.sectionId : null;
  const questionsKey = sectionQuestionsQueryKey(assessmentId, questionsSectionId ?? '');
  const hasCachedQuestions =
    !!questionsSectionId && queryClient.getQueryData(questionsKey) !== undefined;
  const questionsQuery = useSectionQuestions(
    assessmentId,
    questionsSectionId ?? '',
    !!questionsSectionId && (online || hasCachedQuestions),
  );
  const served = questionsQuery.data;
  const questions = served && served.id === questionsSectionId ? served : undefined;
  // The server serves another section than this one: ask it what is next.
  const servedOther = !!served && !!questionsSectionId && served.id !== questionsSectionId;
  useEffect(() => {
    if (servedOther)
      void queryClient.invalidateQueries({ queryKey: sectionInformationQueryKey(assessmentId) });
  }, [servedOther, queryClient, assessmentId]);

  const closingThis = !!questionsSectionId && closeRequest?.sectionId === questionsSectionId;
  const locked = !!questionsSectionId && (lockedSection === questionsSectionId || closingThis);

  // ---- The countdown.
  // Time is up: the section locks at once and its TIMER close is queued (after the items' last
  // answers, see below), offline too.
  const timeUp = useCallback((id: string, last: boolean) => {
    setConfirmOpen(false);
    setLockedSection(id);
    setCloseRequest((request) =>
      request?.sectionId === id ? request : { sectionId: id, type: 'TIMER', last, entryId: null },
    );
  }, []);
  const lastSection = !!info && isLastSection(info);
  const refetchQuestions = useRef<() => void>(() => undefined);
  const countdown = useCountdown({
    key: questions && questions.timeRemaining !== null ? questionsSectionId : null,
    onExpire: () => {
      if (questionsSectionId) timeUp(questionsSectionId, lastSection);
    },
    onClockJump: () => refetchQuestions.current(),
  });
  const { sync } = countdown;
  const receivedAt = questions?.receivedAt;
  useEffect(() => {
    if (!questions || questions.timeRemaining === null) return;
    sync(
      remainingFromServer(questions.timeRemaining, {
        roundTripMs: questions.roundTripMs,
        ageMs: Date.now() - questions.receivedAt,
      }),
    );
    // Each answer of the server once (receivedAt tells them apart).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [receivedAt, sync]);

  // Re-sync from the server on reconnect and when the tab is shown again (never once the
  // section is locked: asking again after its close would start the next section's clock).
  useEffect(() => {
    refetchQuestions.current = () => {
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
    };
  });
  useEffect(() => {
    if (!questionsSectionId) return;
    const resync = () => {
      if (document.visibilityState === 'visible') refetchQuestions.current();
    };
    window.addEventListener('online', resync);
    document.addEventListener('visibilitychange', resync);
    return () => {
      window.removeEventListener('online', resync);
      document.removeEventListener('visibilitychange', resync);
    };
  }, [questionsSectionId]);
  // Questions from the persisted cache (a reload): ask the server for its time once.
  const resyncedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!questionsSectionId || resyncedFor.current === questionsSectionId) return;
    resyncedFor.current = questionsSectionId;
    if (hasCachedQuestions) refetchQuestions.current();
  }, [questionsSectionId, hasCachedQuestions]);

  // Delivered writes: responses carry the server's time; a close opens the next section.
  const current = useRef({
    sectionId: questionsSectionId,
    itemIds: new Set<string>(),
    last: false,
    sync,
    timeUp,
  });
  useEffect(() => {
    const itemIds = new Set(questions?.itemGroups.flatMap((g) => g.items.map((i) => i.id)) ?? []);
    current.current = { sectionId: questionsSectionId, itemIds, last: lastSection, sync, timeUp };
  });
  useEffect(
    () =>
      onDelivered((entry, result) => {
        if (entry.userId !== userId) return;
        if (entry.operation === SECTION_CLOSE_OPERATION) {
          // app/outbox-sync.tsx asks for these too, first: whichever asks second shares the
          // request in flight (cancelRefetch: false) instead of cancelling and sending it again.
          const shared = { cancelRefetch: false };
          void queryClient.invalidateQueries(
            { queryKey: sectionInformationQueryKey(assessmentId) },
            shared,
          );
          void queryClient.invalidateQueries(
            { queryKey: assessmentQueryKey(assessmentId), exact: true },
            shared,
          );
          return;
        }
        const response = deliveredResponseResult(entry.operation, result);
        const here = current.current;
        const itemId = String(entry.variables.id);
        if (!response || !here.sectionId || !here.itemIds.has(itemId)) return;
        // The server holds it now, and the outbox no longer shows it: the served answers must
        // (an answer given in a tab closed offline and delivered from this one looked unanswered).
        queryClient.setQueryData<SectionQuestionsData>(
          sectionQuestionsQueryKey(assessmentId, here.sectionId),
          (data) =>
            data
              ? { ...data, itemGroups: withAnswer(data.itemGroups, itemId, valuesOf(entry)) }
              : data,
        );
        if (response.status === 'COMPLETE') here.timeUp(here.sectionId, here.last);
        else if (response.timeRemaining !== null)
          here.sync(remainingFromServer(response.timeRemaining));
      }),
    [userId, queryClient, assessmentId],
  );

  // ---- Closing a section: requested now, stored after the items have flushed their last
  // answers (children's effects run first), so the close is queued after them.
  const requestClose = (type: SectionCloseType) => {
    if (!info?.id || closeRequest?.sectionId === info.id) return;
    setConfirmOpen(false);
    setCloseRequest({ sectionId: info.id, type, last: isLastSection(info), entryId: null });
  };
  const storing = useRef<string | null>(null);
  useEffect(() => {
    if (!closeRequest || closeRequest.entryId || storing.current === closeRequest.sectionId) return;
    storing.current = closeRequest.sectionId;
    const request = closeRequest;
    enqueueSectionClose(userId, request.sectionId, request.type).then(
      (entry) => {
        markSectionCompleteLocally(queryClient, assessmentId, request.sectionId);
        setCloseRequest((c) =>
          c?.sectionId === request.sectionId ? { ...c, entryId: entry.id } : c,
        );
        setView(request.last ? { phase: 'END_OF_ASSESSMENT' } : { phase: 'SECTION_INFO' });
      },
      (error: unknown) => {
        storing.current = null;
        reportError(error, { where: 'assessment section close not stored' });
        setStoreError(runnerMessages.notStored);
        setCloseRequest(null);
        setLockedSection(null);
      },
    );
  }, [closeRequest, userId, queryClient, assessmentId]);

  // ---- Answers.
  const pending = useMemo(() => pendingResponses(outbox.entries), [outbox.entries]);
  const answers = useMemo(() => {
    const merged = currentAnswers(questions?.itemGroups ?? [], pending);
    for (const [id, answer] of localAnswers) merged.set(id, answer);
    return merged;
  }, [questions, pending, localAnswers]);
  const onAnswer = (itemId: string, values: Answer) => {
    if (
      !questionsSectionId ||
      (closeRequest?.entryId && closeRequest.sectionId === questionsSectionId)
    )
      return;
    setLocalAnswers((previous) => new Map(previous).set(itemId, values));
    queryClient.setQueryData<SectionQuestionsData>(questionsKey, (data) =>
      data ? { ...data, itemGroups: withAnswer(data.itemGroups, itemId, values) } : data,
    );
    // A cleared answer (no values, or blank text) is sent too: the server drops the stored one.
    enqueueItemResponse(userId, itemId, values).then(
      () => setStoreError(null),
      (error: unknown) => {
        reportError(error, { where: 'assessment response not stored' });
        setStoreError(runnerMessages.notStored);
      },
    );
  };

  // ---- Focus follows the screen.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screenKey = `${view.phase}:${sectionId ?? ''}:${waitingForClose ? 'wait' : ''}:${questions ? 'q' : ''}`;
  useEffect(() => {
    headingRef.current?.focus();
  }, [screenKey]);

  // ---- Progress (sections completed), from the assessment as cached (closes mark it at once).
  const sections = assessmentQuery.data?.sections;
  const total = sections?.length ?? info?.totalSections ?? 0;
  const completed =
    view.phase === 'END_OF_ASSESSMENT'
      ? total
      : (sections?.filter((s) => s.status === 'COMPLETE').length ?? info?.completedSections ?? 0);

  const refused = refusedWrites(outbox.entries);
  const refusals = refused.length > 0 && (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          {runnerMessages.refusedTitle(
            refused.filter((e) => e.operation !== SECTION_CLOSE_OPERATION).length || refused.length,
          )}
        </MessageBarTitle>
        {[...new Set(refused.map((e) => e.lastError?.message ?? ''))].join(' ')}
      </MessageBarBody>
      {/* The section's close waits for the candidate (its Retry is on the boundary screen). */}
      {refused.some((e) => e.operation !== SECTION_CLOSE_OPERATION) && (
        <Button
          onClick={() => {
            for (const entry of refused) {
              if (entry.operation !== SECTION_CLOSE_OPERATION) void outbox.discard(entry.id);
            }
          }}
        >
          {runnerMessages.dismiss}
        </Button>
      )}
    </MessageBar>
  );

  let body: React.ReactNode;
  if (view.phase === 'END_OF_ASSESSMENT') {
    body = (
      <EndOfAssessment
        headingRef={headingRef}
        nextSteps={nextSteps}
        onClose={() => navigate(landingPath)}
      />
    );
  } else if (!info) {
    body =
      infoQuery.isError || (!online && infoQuery.fetchStatus !== 'fetching') ? (
        <div className={styles.boundary}>
          <p className={styles.text}>
            {online ? runnerMessages.loadFailed : runnerMessages.notLoadedOffline}
          </p>
          {online && (
            <Button onClick={() => void infoQuery.refetch()}>{runnerMessages.retry}</Button>
          )}
        </div>
      ) : (
        <Spinner label={runnerMessages.loading} />
      );
  } else if (!info.id) {
    body = <Spinner label={runnerMessages.loading} />;
  } else if (view.phase === 'SECTION_INFO' && waitingForClose) {
    const failed = queued?.lastError?.permanent ? queued : undefined;
    body = (
      <section className={styles.boundary}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {info.title}
        </h2>
        {failed ? (
          <>
            <p className={styles.text} role="alert">
              {failed.lastError?.message}
            </p>
            <Button appearance="primary" onClick={() => void outbox.retry(failed.id)}>
              {runnerMessages.retry}
            </Button>
          </>
        ) : !online ? (
          <p className={styles.text} role="status">
            {assessmentMessages.offlineAtBoundary}
          </p>
        ) : (
          <Spinner labelPosition="after" label={runnerMessages.closingSection} />
        )}
      </section>
    );
  } else if (view.phase === 'SECTION_INFO') {
    body = (
      <SectionInfo
        info={info}
        headingRef={headingRef}
        busy={closeRequest?.sectionId === info.id}
        onNext={() => {
          if (info.isInformational) requestClose('MANUAL');
          else setView({ phase: 'SECTION_QUESTIONS', sectionId: info.id! });
        }}
      />
    );
  } else if (!questions) {
    body =
      !online && !hasCachedQuestions ? (
        <section className={styles.boundary}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {info.title}
          </h2>
          <p className={styles.text} role="status">
            {assessmentMessages.offlineAtBoundary}
          </p>
        </section>
      ) : questionsQuery.isError && !questionsQuery.isFetching ? (
        <div className={styles.boundary}>
          <p className={styles.text} role="alert">
            {runnerMessages.loadFailed}
          </p>
          <Button onClick={() => void questionsQuery.refetch()}>{runnerMessages.retry}</Button>
        </div>
      ) : (
        <Spinner label={runnerMessages.loading} />
      );
  } else {
    const count = answeredCount(questions.itemGroups, answers);
    const timed = questions.timeRemaining !== null && countdown.remainingMs !== null;
    body = (
      <SectionQuestions
        title={info.title ?? ''}
        headingRef={headingRef}
        groups={questions.itemGroups}
        answers={answers}
        onAnswer={onAnswer}
        locked={locked}
        closing={closingThis}
        position={
          variant === 'lateral'
            ? { section: info.completedSections + 1, sections: info.totalSections }
            : null
        }
        answered={count}
        nextLabel={nextLabel(variant, info)}
        timer={timed ? <SectionTimer remainingMs={countdown.remainingMs!} /> : undefined}
        onNext={() => {
          if (nextAction(variant, timed ? countdown.remainingMs : null) === 'CONFIRM')
            setConfirmOpen(true);
          else requestClose('MANUAL');
        }}
      />
    );
  }

  return (
    <div className={styles.runner}>
      {refusals}
      {storeError && (
        <MessageBar intent="error">
          <MessageBarBody>{storeError}</MessageBarBody>
        </MessageBar>
      )}
      {body}
      <MoveOnDialog
        open={confirmOpen && view.phase === 'SECTION_QUESTIONS' && !locked}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => requestClose('MANUAL')}
      />
      {total > 0 && <SectionProgressBar completed={completed} total={total} />}
    </div>
  );
}
