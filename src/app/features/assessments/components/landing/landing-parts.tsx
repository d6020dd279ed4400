/**
 * The pieces both landing pages are made of (spec 001 section 2): the skeleton, the instruction
 * items, the notices, "Assessment In Progress", the completion page, the voided page, the list's
 * errors and the page for an account of the other type.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Field,
  Skeleton,
  SkeletonItem,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { assessmentMessages, SKELETON_QUESTIONS } from '../../../../../domain/assessments.ts';
import { AppLink } from '../../../../components/app-link.tsx';
import { type NextStep, NextSteps } from '../../../../components/next-steps.tsx';
import { supportMailto } from '../../../../components/legal-links.ts';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';
import { env } from '../../../../config/env.ts';
import { paths } from '../../../../config/paths.ts';
import type { SectionProgress } from '../../lib/landing-state.ts';
import { landingMessages as lm } from './landing-messages.ts';

export const useLandingStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '880px',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  banner: {
    alignSelf: 'flex-start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  begin: { alignSelf: 'flex-start' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  skeletonQuestion: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeletonTitle: { width: '70%' },
  skeletonOptions: { display: 'flex', gap: tokens.spacingHorizontalM },
  skeletonOption: { width: '120px' },
});

/** The page's one h1, also the document title. */
export function LandingPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: readonly string[];
  children?: ReactNode;
}) {
  const styles = useLandingStyles();
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead?.map((paragraph) => (
        <p key={paragraph} className={styles.lead}>
          {paragraph}
        </p>
      ))}
      {children}
    </div>
  );
}

/** While the list loads: SKELETON_QUESTIONS placeholder questions (spec 001 section 2). */
export function LandingSkeleton() {
  const styles = useLandingStyles();
  return (
    <div className={styles.page}>
      <Skeleton aria-label={lm.loading} className={styles.skeleton}>
        {Array.from({ length: SKELETON_QUESTIONS }, (_, i) => (
          <div key={i} className={styles.skeletonQuestion} data-testid="skeleton-question">
            <SkeletonItem size={24} className={styles.skeletonTitle} />
            <div className={styles.skeletonOptions}>
              <SkeletonItem size={40} className={styles.skeletonOption} />
              <SkeletonItem size={40} className={styles.skeletonOption} />
              <SkeletonItem size={40} className={styles.skeletonOption} />
            </div>
          </div>
        ))}
      </Skeleton>
    </div>
  );
}

/** "Assessment In Progress": a progress bar and Continue Assessment (spec 001 section 2). */
export function InProgress({
  progress,
  text,
  appPath,
  receipts,
}: {
  progress: SectionProgress;
  text: string;
  appPath: string;
  /** The closed sections' receipts (docs/decisions/048). */
  receipts: ReactNode;
}) {
  const styles = useLandingStyles();
  const [, navigate] = useLocation();
  const label = lm.progressLabel(progress.completed, progress.total);
  return (
    <LandingPage title={lm.inProgressTitle} lead={[text]}>
      <Field label={label} validationState="none">
        <ProgressBar value={progress.percent / 100} max={1} thickness="large" aria-label={label} />
      </Field>
      <Button
        appearance="primary"
        size="large"
        className={styles.begin}
        onClick={() => navigate(appPath)}
      >
        {lm.continueAssessment}
      </Button>
      {receipts}
      <RescueFileLink />
    </LandingPage>
  );
}

/** The completion page: the thanks, then what comes next (the rest of the profile). */
export function Completed({
  title,
  lines,
  nextSteps,
  receipts,
}: {
  title: string;
  lines: readonly string[];
  nextSteps: readonly NextStep[];
  /** The sections' receipts (docs/decisions/048). */
  receipts: ReactNode;
}) {
  return (
    <LandingPage title={title} lead={lines}>
      {receipts}
      <RescueFileLink />
      <NextSteps steps={nextSteps} />
    </LandingPage>
  );
}

/**
 * The way to a rescue file's page on a device that never saw the assessment (docs/decisions/043):
 * a candidate whose device failed signs in elsewhere and lands here, in progress, or complete once
 * the timer closed the section (the server judges each answer by the deadline rules).
 */
function RescueFileLink() {
  return (
    <p>
      {lm.rescueLead} <AppLink href={paths.rescue}>{lm.rescueLink}</AppLink>
    </p>
  );
}

/**
 * An operator voided the attempt (docs/decisions/046): what it means, and whom to write to. No
 * Begin or Continue: the server refuses both.
 */
export function Voided() {
  const styles = useLandingStyles();
  return (
    <LandingPage title={assessmentMessages.voidedTitle} lead={[lm.voidedReason]}>
      <p className={styles.lead}>
        {assessmentMessages.voidedNotShared} {lm.voidedQuestions}{' '}
        <AppLink href={supportMailto('Voided assessment')}>{env.SUPPORT_EMAIL}</AppLink>
      </p>
    </LandingPage>
  );
}

/** The list or its provisioning failed (spec 001 section 8), with a way to try again. */
export function LoadError({
  provisioning,
  onRetry,
}: {
  provisioning: boolean;
  onRetry: () => void;
}) {
  const styles = useLandingStyles();
  return (
    <div className={styles.page}>
      <MessageBar intent="error" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            {provisioning
              ? assessmentMessages.provisioningFailed
              : assessmentMessages.loadingCandidateAssessments}
          </MessageBarTitle>
          {provisioning ? null : assessmentMessages.loadingAssessments}{' '}
          <Tooltip content={lm.signOutHint} relationship="description">
            <Button
              appearance="transparent"
              size="small"
              icon={<InfoRegular />}
              aria-label="What can I do?"
            />
          </Tooltip>
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>{lm.retry}</Button>
        </MessageBarActions>
      </MessageBar>
      <p className={styles.lead}>
        {lm.stillFailing} <AppLink href={supportMailto('Assessments')}>{env.SUPPORT_EMAIL}</AppLink>
      </p>
    </div>
  );
}

/** Nothing cached and no connection. */
export function OfflineLanding({ title }: { title: string }) {
  return <LandingPage title={title} lead={[lm.offline]} />;
}

/** An account of the other type opened the page (spec 001 section 1): say so, and a way home. */
export function WrongAccountType({ variant }: { variant: 'cognitive' | 'lateral' }) {
  const w = lm.wrongAccountType;
  return (
    <LandingPage
      title={variant === 'cognitive' ? w.cognitiveTitle : w.lateralTitle}
      lead={[variant === 'cognitive' ? w.cognitive : w.lateral]}
    >
      <AppLink href={paths.welcome}>{lm.backHome}</AppLink>
    </LandingPage>
  );
}
