/**
 * /assessments/cognitive-skills (spec 001 section 2): exactly one of the skeleton, "Assessment In
 * Progress", the completion page, the voided page (docs/decisions/046), or the intro whose Begin opens "Before You Begin". An assessment
 * started already without a finished section opens the in-assessment view straight from Begin.
 */
import { Button } from '@fluentui/react-components';
import {
  ClockRegular,
  DesktopRegular,
  LockClosedRegular,
  PersonSupportRegular,
  ShieldErrorRegular,
  ShieldKeyholeRegular,
  TargetArrowRegular,
  ArrowRepeatAllOffRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { AppLink } from '../../../../components/app-link.tsx';
import { env } from '../../../../config/env.ts';
import type { NextStep } from '../../../../components/next-steps.tsx';
import { ReceiptsList } from '../../../../components/receipts-list.tsx';
import { paths } from '../../../../config/paths.ts';
import { useLandingAssessment } from '../../api/use-landing-assessment.ts';
import {
  cognitiveTimeLimit,
  effectiveMultiplier,
  hasAccommodation,
  landingView,
  sectionProgress,
} from '../../lib/landing-state.ts';
import { BeforeYouBeginDialog } from '../before-you-begin/before-you-begin-dialog.tsx';
import {
  cognitiveMessages as cm,
  cognitiveTitle,
  landingMessages as lm,
} from './landing-messages.ts';
import {
  Completed,
  InProgress,
  LandingPage,
  LandingSkeleton,
  LoadError,
  OfflineLanding,
  useLandingStyles,
  Voided,
} from './landing-parts.tsx';
import { InstructionItems, Notice } from '../../../../components/instruction-cards.tsx';

const INSTRUCTION_ICONS = [
  TargetArrowRegular,
  DesktopRegular,
  ClockRegular,
  ArrowRepeatAllOffRegular,
];

export interface CognitiveLandingProps {
  /** accommodations.assessmentTimerMultiplier */
  multiplier: number | null | undefined;
  /**
   * Provision the assessment when missing: only once the server knows the account type (not
   * while the choice waits on this device: the server would refuse).
   */
  provision?: boolean;
  /** What is left to do, for the completion page. */
  nextSteps: readonly NextStep[];
  /** The signed-in user: their receipts on this device show once a section closed. */
  userId: string;
}

export function CognitiveLanding({
  multiplier,
  provision = true,
  nextSteps,
  userId,
}: CognitiveLandingProps) {
  const data = useLandingAssessment({ assessmentId: env.COGNITIVE_ASSESSMENT_ID, provision });
  switch (data.phase) {
    case 'loading':
      return <LandingSkeleton />;
    case 'offline':
      return <OfflineLanding title={cognitiveTitle} />;
    case 'listFailed':
      return <LoadError provisioning={false} onRetry={data.retry} />;
    case 'provisionFailed':
      return <LoadError provisioning onRetry={data.retry} />;
  }
  const { assessment } = data;
  const receipts = (
    <ReceiptsList userId={userId} assessmentId={env.COGNITIVE_ASSESSMENT_ID} headingLevel={2} />
  );
  const view = landingView(false, assessment);
  if (view === 'complete') {
    return (
      <Completed
        title={cm.completeTitle}
        lines={[cm.completeThanks, cm.completeResults]}
        nextSteps={nextSteps}
        receipts={receipts}
      />
    );
  }
  if (view === 'voided') return <Voided />;
  if (view === 'inProgress') {
    return (
      <InProgress
        progress={sectionProgress(assessment)}
        text={cm.inProgress}
        appPath={paths.cognitiveSkillsApp}
        receipts={receipts}
      />
    );
  }
  return <CognitiveIntro multiplier={multiplier} />;
}

function CognitiveIntro({ multiplier }: { multiplier: number | null | undefined }) {
  const styles = useLandingStyles();
  const [open, setOpen] = useState(false);
  const granted = hasAccommodation(multiplier);
  const factor = effectiveMultiplier(multiplier);
  const begin = () => setOpen(true);
  return (
    <LandingPage title={cognitiveTitle} lead={[cm.intro]}>
      {granted ? <p className={styles.banner}>{lm.accommodationBanner(factor)}</p> : null}
      <InstructionItems
        items={cm.instructions(cognitiveTimeLimit(multiplier))}
        icons={INSTRUCTION_ICONS}
      />
      <AppLink href={paths.assessmentPolicy} className={styles.begin}>
        {cm.policyLink}
      </AppLink>
      <Notice id="cognitive-cheating" icon={ShieldErrorRegular} title={cm.cheatingTitle}>
        {cm.cheating}
      </Notice>
      <Notice id="cognitive-pause" icon={LockClosedRegular} title={cm.cannotPauseTitle}>
        {cm.cannotPause}
      </Notice>
      <Notice id="cognitive-ip" icon={ShieldKeyholeRegular} title={cm.ipTitle}>
        {cm.ip}
      </Notice>
      <Notice
        id="cognitive-accommodation"
        icon={PersonSupportRegular}
        title={cm.accommodationTitle}
      >
        {granted
          ? cm.accommodationGranted(factor, env.SUPPORT_EMAIL)
          : cm.accommodationContact(env.SUPPORT_EMAIL)}
      </Notice>
      <Button appearance="primary" size="large" className={styles.begin} onClick={begin}>
        {lm.begin}
      </Button>
      <BeforeYouBeginDialog
        open={open}
        onClose={() => setOpen(false)}
        variant="cognitive"
        assessmentId={env.COGNITIVE_ASSESSMENT_ID}
        appPath={paths.cognitiveSkillsApp}
        multiplier={multiplier}
      />
    </LandingPage>
  );
}
