/**
 * /assessments/behavioral-assessment and /psychometric-assessment (spec 001 section 2): the intro,
 * then the full-screen questionnaire; once the survey is complete, "Well done" with its receipt
 * (docs/decisions/048) and what comes next (`nextSteps`: the rest of the profile, the other
 * assessment). Closing the questionnaire returns
 * to the intro, which then says Continue.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type NextStep, NextSteps } from '../../../components/next-steps.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReceiptsList } from '../../../components/receipts-list.tsx';
import { useUserSurveyAnswers } from '../../../lib/api/get-user-survey-answers.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { queuedSubmit, unsentAnswerCount } from '../lib/answers.ts';
import { BehavioralIntro } from './behavioral-intro.tsx';
import { Questionnaire } from './questionnaire.tsx';
import { WellDone } from './well-done.tsx';

export function BehavioralAssessmentPage({
  userId,
  nextSteps,
}: {
  userId: string;
  /** What is left to do, for Well done. */
  nextSteps: readonly NextStep[];
}) {
  const answersQuery = useUserSurveyAnswers();
  const outbox = useOutbox(userId);
  const [open, setOpen] = useState(false);
  const beginRef = useRef<HTMLButtonElement>(null);
  const wellDoneRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once the questionnaire has closed. */
  const focusAfterClose = useRef<'begin' | 'wellDone' | null>(null);

  const survey = answersQuery.data;
  const complete = survey?.status === 'complete';
  const started =
    (survey?.status ?? 'not_started') !== 'not_started' ||
    (survey?.answers.length ?? 0) > 0 ||
    unsentAnswerCount(outbox.entries) > 0 ||
    queuedSubmit(outbox.entries) !== undefined;

  const close = useCallback(() => {
    setOpen(false);
    focusAfterClose.current = 'begin';
  }, []);
  const completed = useCallback(() => {
    setOpen(false);
    focusAfterClose.current = 'wellDone';
  }, []);

  useEffect(() => {
    if (open || !focusAfterClose.current) return;
    const target = focusAfterClose.current === 'wellDone' ? wellDoneRef : beginRef;
    if (!target.current) return; // Well done shows once the status has come
    target.current.focus();
    focusAfterClose.current = null;
  }, [open, complete]);

  if (complete) {
    const next = (
      <>
        <ReceiptsList userId={userId} assessmentId={null} headingLevel={2} />
        <NextSteps steps={nextSteps} />
      </>
    );
    return <WellDone ref={wellDoneRef} next={next} />;
  }
  // The intro waits for the status once (from the cache offline): it decides Begin or Continue.
  if (!survey && answersQuery.isPending && answersQuery.fetchStatus === 'fetching') {
    return <PageLoader label="Loading the Behavioral Assessment…" />;
  }
  return (
    <>
      <BehavioralIntro ref={beginRef} started={started} onBegin={() => setOpen(true)} />
      {open ? <Questionnaire userId={userId} onClose={close} onCompleted={completed} /> : null}
    </>
  );
}
