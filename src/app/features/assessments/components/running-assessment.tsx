/**
 * The section flow of a running assessment (this tab owns it, see assessment-runner.tsx): section
 * info → section questions → the next section's info … → end of assessment (lib/section-flow.ts).
 * Only renders: what shows and what each button does come from lib/use-running-assessment.ts,
 * whose state is the pure reducer of lib/running-assessment-state.ts
 * (docs/decisions/036-running-assessment-reducer.md).
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
import type { ReactNode } from 'react';
import type { NextStep } from '../../../components/next-steps.tsx';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import {
  persistentStorageMessages,
  usePersistentStorageRefusal,
} from '../lib/persistent-storage.ts';
import { nextLabel, runnerMessages, type RunnerVariant } from '../lib/section-flow.ts';
import { useRunningAssessment } from '../lib/use-running-assessment.ts';
import { useSectionActivity } from '../lib/section-activity.ts';
import { EndOfAssessment } from './end-of-assessment.tsx';
import { LateAnswersCountdown, RecordedLateNote } from './late-answers.tsx';
import { MoveOnDialog } from './move-on-dialog.tsx';
import { SectionInfo } from './section-info.tsx';
import { SectionProgressBar } from './section-progress-bar.tsx';
import { AnswerTo } from './items/item-props.ts';
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
  /** This tab took the assessment over from another one (recorded with the next timed section). */
  tookOver?: boolean;
}

export function RunningAssessment({
  nextSteps,
  tookOver = false,
  ...options
}: RunningAssessmentProps) {
  const styles = useStyles();
  const runner = useRunningAssessment(options);
  const storage = usePersistentStorageRefusal();
  const { body: shown, questions, actions, progress, lateAnswersWaiting } = runner;
  // What a timed section records while it is open for answers (docs/decisions/045).
  const onClipboard = useSectionActivity({
    userId: options.userId,
    assessmentId: options.assessmentId,
    sectionId:
      shown.kind === 'ANSWERING' && !shown.locked && runner.remainingMs !== null
        ? (questions?.id ?? null)
        : null,
    tookOver,
  });

  return (
    <div className={styles.runner}>
      {lateAnswersWaiting && <LateAnswersCountdown waiting={lateAnswersWaiting} />}
      <RunnerNotices runner={runner} storage={storage} />
      <RunnerBody runner={runner} nextSteps={nextSteps} onClipboard={onClipboard} {...options} />
      <MoveOnDialog
        open={runner.confirmShown}
        onCancel={actions.cancelMoveOn}
        onConfirm={actions.confirmMoveOn}
      />
      {progress.total > 0 && (
        <SectionProgressBar completed={progress.completed} total={progress.total} />
      )}
    </div>
  );
}

type Runner = ReturnType<typeof useRunningAssessment>;

/** The notices above the screen: refused answers, answers recorded late, storage, a full disk. */
function RunnerNotices({
  runner,
  storage,
}: {
  runner: Runner;
  storage: ReturnType<typeof usePersistentStorageRefusal>;
}) {
  const { refusals, lateAnswersWaiting, recordedLate, actions } = runner;
  return (
    <>
      {refusals?.late ? (
        // Said once, in the candidate's words: no retry can change it (docs/decisions/053).
        <MessageBar intent="error" politeness="polite" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{runnerMessages.lateRefusedTitle(refusals.count)}</MessageBarTitle>
            {runnerMessages.lateRefusedBody(refusals.count)}
          </MessageBarBody>
          <Button onClick={actions.dismissRefusals}>{runnerMessages.dismiss}</Button>
        </MessageBar>
      ) : (
        refusals && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{runnerMessages.refusedTitle(refusals.count)}</MessageBarTitle>
              {refusals.reasons}
            </MessageBarBody>
            {/* The section's close waits for the candidate (its Retry is on the boundary screen). */}
            {refusals.dismissible && (
              <Button onClick={actions.dismissRefusals}>{runnerMessages.dismiss}</Button>
            )}
          </MessageBar>
        )
      )}
      {/* Calm and once: the answers are safe on this device in all but a full disk. Not on the
          end page: nothing is answered there any more. */}
      {recordedLate > 0 && (
        <RecordedLateNote count={recordedLate} onDismiss={actions.dismissRecordedLate} />
      )}
      {/* One thing at a time: not over a refusal or a late answers' notice. */}
      {storage.refused &&
        runner.body.kind !== 'ENDED' &&
        !refusals &&
        !lateAnswersWaiting &&
        recordedLate === 0 && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{persistentStorageMessages.refusedTitle}</MessageBarTitle>
              {persistentStorageMessages.refusedBody}
            </MessageBarBody>
            <Button onClick={storage.dismiss}>{runnerMessages.dismiss}</Button>
          </MessageBar>
        )}
      {runner.notStored && (
        <MessageBar intent="error">
          <MessageBarBody>{runnerMessages.notStored}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/** The screen the section flow is on (lib/running-assessment-state.ts `shownBody`). */
function RunnerBody({
  runner,
  nextSteps,
  onClipboard,
  variant,
  userId,
  assessmentId,
}: Pick<RunningAssessmentProps, 'nextSteps' | 'variant' | 'userId' | 'assessmentId'> & {
  runner: Runner;
  onClipboard: ReturnType<typeof useSectionActivity>;
}): ReactNode {
  const styles = useStyles();
  const { body: shown, info, questions, headingRef, actions, online } = runner;

  /** The section's title and one line under it (the boundary screens). */
  const boundary = (line: ReactNode) => (
    <section className={styles.boundary}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {info?.title}
      </h2>
      {line}
    </section>
  );

  switch (shown.kind) {
    case 'ENDED':
      return (
        <EndOfAssessment
          headingRef={headingRef}
          nextSteps={nextSteps}
          onClose={actions.closeAssessment}
          userId={userId}
          assessmentId={assessmentId}
        />
      );
    case 'LOADING':
      return <Spinner label={runnerMessages.loading} />;
    case 'INFO_NOT_LOADED':
      return (
        <div className={styles.boundary}>
          <p className={styles.text}>
            {online ? runnerMessages.loadFailed : runnerMessages.notLoadedOffline}
          </p>
          {online && <Button onClick={actions.retryInfo}>{runnerMessages.retry}</Button>}
        </div>
      );
    case 'CLOSING': {
      const refused = runner.refusedClose;
      return boundary(
        shown.wait === 'REFUSED' && refused ? (
          <>
            <p className={styles.text} role="alert">
              {refused.lastError?.message}
            </p>
            <Button appearance="primary" onClick={() => actions.retryClose(refused.id)}>
              {runnerMessages.retry}
            </Button>
          </>
        ) : shown.wait === 'OFFLINE' ? (
          <p className={styles.text} role="status">
            {assessmentMessages.offlineAtBoundary}
          </p>
        ) : (
          <Spinner labelPosition="after" label={runnerMessages.closingSection} />
        ),
      );
    }
    case 'INFO':
      return (
        info && (
          <SectionInfo
            info={info}
            headingRef={headingRef}
            busy={shown.busy}
            onNext={actions.infoNext}
          />
        )
      );
    case 'QUESTIONS_OFFLINE':
      return boundary(
        <p className={styles.text} role="status">
          {assessmentMessages.offlineAtBoundary}
        </p>,
      );
    case 'QUESTIONS_NOT_LOADED':
      return (
        <div className={styles.boundary}>
          <p className={styles.text} role="alert">
            {runnerMessages.loadFailed}
          </p>
          <Button onClick={actions.retryQuestions}>{runnerMessages.retry}</Button>
        </div>
      );
    case 'ANSWERING':
      // Each item calls the runner's `answer` itself (items/item-props.ts AnswerTo).
      return (
        info &&
        questions && (
          <AnswerTo value={actions.answer}>
            <SectionQuestions
              title={info.title ?? ''}
              headingRef={headingRef}
              groups={questions.itemGroups}
              answers={runner.answers}
              syncStates={runner.syncStates}
              locked={shown.locked}
              closing={shown.closing}
              position={
                variant === 'lateral'
                  ? { section: info.completedSections + 1, sections: info.totalSections }
                  : null
              }
              answered={runner.answered}
              nextLabel={nextLabel(variant, info)}
              timer={
                runner.remainingMs !== null ? (
                  <SectionTimer remainingMs={runner.remainingMs} />
                ) : undefined
              }
              onNext={actions.questionsNext}
              onClipboard={onClipboard}
            />
          </AnswerTo>
        )
      );
  }
}
