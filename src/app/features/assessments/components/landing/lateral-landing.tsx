/**
 * /assessments/Lateral (spec 001 section 2): the skeleton, "Assessment In Progress", the thanks
 * once complete, the voided page (docs/decisions/046), or the intro "Lateral Law Assessment" whose Begin asks for the five policy
 * acknowledgements (the server needs them to start; "Before You Begin" with its acknowledgements
 * step alone) and opens /assessments/lateral-app.
 *
 * `preview`: a campus account with the LATERAL feature flag (docs/decisions/013) sees the intro
 * but cannot start: the flag only shows, it never unlocks what the server would refuse.
 */
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import {
  ArrowRepeatAllOffRegular,
  ClockRegular,
  EmojiRegular,
  FlashRegular,
  HeartRegular,
  ShieldCheckmarkRegular,
  WeatherSunnyRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { LATERAL_ASSESSMENT_ID } from '../../../../../domain/assessments.ts';
import type { NextStep } from '../../../../components/next-steps.tsx';
import { ReceiptsList } from '../../../../components/receipts-list.tsx';
import { paths } from '../../../../config/paths.ts';
import { useLandingAssessment } from '../../api/use-landing-assessment.ts';
import { landingView, sectionProgress } from '../../lib/landing-state.ts';
import { BeforeYouBeginDialog } from '../before-you-begin/before-you-begin-dialog.tsx';
import { landingMessages as lm, lateralMessages as xm, lateralTitle } from './landing-messages.ts';
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
  ClockRegular,
  ArrowRepeatAllOffRegular,
  HeartRegular,
  EmojiRegular,
  FlashRegular,
  WeatherSunnyRegular,
];

export interface LateralLandingProps {
  multiplier: number | null | undefined;
  /** A campus account's preview: the intro only, Begin disabled. */
  preview?: boolean;
  /** As CognitiveLanding's: only once the server knows the account type. */
  provision?: boolean;
  /** What is left to do, for the completion page. */
  nextSteps: readonly NextStep[];
  /** The signed-in user: their receipts on this device show once a section closed. */
  userId: string;
}

export function LateralLanding({
  multiplier,
  preview = false,
  provision = true,
  nextSteps,
  userId,
}: LateralLandingProps) {
  const data = useLandingAssessment({
    assessmentId: LATERAL_ASSESSMENT_ID,
    provision: provision && !preview,
  });
  switch (data.phase) {
    case 'loading':
      return <LandingSkeleton />;
    case 'offline':
      return <OfflineLanding title={lateralTitle} />;
    case 'listFailed':
      return <LoadError provisioning={false} onRetry={data.retry} />;
    case 'provisionFailed':
      return <LoadError provisioning onRetry={data.retry} />;
  }
  const { assessment } = data;
  const receipts = (
    <ReceiptsList userId={userId} assessmentId={LATERAL_ASSESSMENT_ID} headingLevel={2} />
  );
  const view = preview ? 'intro' : landingView(false, assessment);
  if (view === 'complete') {
    return (
      <Completed
        title={lateralTitle}
        lines={[xm.complete]}
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
        text={xm.inProgress}
        appPath={paths.lateralApp}
        receipts={receipts}
      />
    );
  }
  return <LateralIntro multiplier={multiplier} preview={preview} />;
}

function LateralIntro({
  multiplier,
  preview,
}: {
  multiplier: number | null | undefined;
  preview: boolean;
}) {
  const styles = useLandingStyles();
  const [open, setOpen] = useState(false);
  const begin = () => setOpen(true);
  return (
    <LandingPage title={lateralTitle} lead={[xm.intro]}>
      <InstructionItems items={xm.instructions} icons={INSTRUCTION_ICONS} />
      <Notice id="lateral-ip" icon={ShieldCheckmarkRegular} title={xm.ipTitle}>
        {xm.ip}
      </Notice>
      {preview ? (
        <MessageBar intent="info">
          <MessageBarBody id="lateral-preview">{lm.lateralPreview}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button
        appearance="primary"
        size="large"
        className={styles.begin}
        onClick={begin}
        disabledFocusable={preview}
        aria-describedby={preview ? 'lateral-preview' : undefined}
      >
        {lm.begin}
      </Button>
      {preview ? null : (
        <BeforeYouBeginDialog
          open={open}
          onClose={() => setOpen(false)}
          variant="lateral"
          assessmentId={LATERAL_ASSESSMENT_ID}
          appPath={paths.lateralApp}
          multiplier={multiplier}
        />
      )}
    </LandingPage>
  );
}
