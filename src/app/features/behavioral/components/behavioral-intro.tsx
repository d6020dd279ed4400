/**
 * The behavioral assessment's intro (spec 001 section 2): four instruction blocks, a
 * confidentiality notice and Begin (Continue once answers are stored).
 */
import { Button, makeStyles } from '@fluentui/react-components';
import {
  ClockRegular,
  EmojiRegular,
  FlashRegular,
  LockClosedRegular,
  ShieldCheckmarkRegular,
} from '@fluentui/react-icons';
import { forwardRef } from 'react';
import { InstructionItems, Notice } from '../../../components/instruction-cards.tsx';
import { ProfilePage } from '../../../components/profile-page.tsx';

export const introMessages = {
  title: 'Behavioral Assessment',
  intro:
    'This short questionnaire is about how you like to work: your personality and your habits. It helps firms get to know you beyond your resume.',
  blocks: [
    {
      headline: 'About 20 minutes',
      copy: 'Most candidates finish in about 20 minutes. Your answers are saved as you go, so you can close the questionnaire and continue later.',
    },
    {
      headline: 'One attempt, no time limit',
      copy: 'You take this assessment once, and no section has a time limit. Once you submit, your answers cannot be changed, and they may be verified later.',
    },
    {
      headline: 'Be yourself',
      copy: 'There are no right or wrong answers. Answer as you really are at work, not as you think you should be.',
    },
    {
      headline: 'Go with your gut',
      copy: 'Your first reaction is usually the truest one. Do not spend long on any single question.',
    },
  ],
  confidentialityTitle: 'Your answers are confidential',
  confidentiality:
    'Firms never see your individual answers. They see a summary of your results, shared according to your privacy settings.',
  begin: 'Begin',
  continue: 'Continue',
} as const;

const ICONS = [ClockRegular, LockClosedRegular, EmojiRegular, FlashRegular];

const useStyles = makeStyles({
  begin: { alignSelf: 'flex-start' },
});

export const BehavioralIntro = forwardRef<
  HTMLButtonElement,
  { started: boolean; onBegin: () => void }
>(function BehavioralIntro({ started, onBegin }, ref) {
  const styles = useStyles();
  const m = introMessages;
  return (
    <ProfilePage title={m.title} intro={m.intro} maxWidthPx={880}>
      <InstructionItems items={m.blocks} icons={ICONS} />
      <Notice
        icon={ShieldCheckmarkRegular}
        title={m.confidentialityTitle}
        id="behavioral-confidentiality"
      >
        {m.confidentiality}
      </Notice>
      <Button
        ref={ref}
        appearance="primary"
        size="large"
        className={styles.begin}
        onClick={onBegin}
      >
        {started ? m.continue : m.begin}
      </Button>
    </ProfilePage>
  );
});
