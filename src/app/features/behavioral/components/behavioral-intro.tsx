/**
 * The behavioral assessment's intro (spec 001 section 2): four instruction blocks, a
 * confidentiality notice and Begin (Continue once answers are stored).
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ClockRegular,
  EmojiRegular,
  FlashRegular,
  LockClosedRegular,
  ShieldCheckmarkRegular,
} from '@fluentui/react-icons';
import { forwardRef, type ReactNode } from 'react';
import { ProfilePage } from '../../../components/profile-page.tsx';

export const introMessages = {
  title: 'Behavioral Assessment',
  intro:
    'This short questionnaire is about how you like to work: your personality and your habits. It helps firms get to know you beyond your resume.',
  blocks: [
    {
      title: 'About 20 minutes',
      text: 'Most candidates finish in about 20 minutes. Your answers are saved as you go, so you can close the questionnaire and continue later.',
    },
    {
      title: 'One attempt, no time limit',
      text: 'You take this assessment once, and no section has a time limit. Once you submit, your answers cannot be changed, and they may be verified later.',
    },
    {
      title: 'Be yourself',
      text: 'There are no right or wrong answers. Answer as you really are at work, not as you think you should be.',
    },
    {
      title: 'Go with your gut',
      text: 'Your first reaction is usually the truest one. Do not spend long on any single question.',
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
  blocks: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  block: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  icon: { flexShrink: 0, fontSize: '24px', color: tokens.colorBrandForeground1 },
  blockTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: `${tokens.spacingVerticalXS} 0 0`, lineHeight: tokens.lineHeightBase300 },
  notice: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  begin: { alignSelf: 'flex-start' },
});

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  const styles = useStyles();
  return (
    <li className={styles.block}>
      {icon}
      <div>
        <h2 className={styles.blockTitle}>{title}</h2>
        <p className={styles.text}>{children}</p>
      </div>
    </li>
  );
}

export const BehavioralIntro = forwardRef<
  HTMLButtonElement,
  { started: boolean; onBegin: () => void }
>(function BehavioralIntro({ started, onBegin }, ref) {
  const styles = useStyles();
  const m = introMessages;
  return (
    <ProfilePage title={m.title} intro={m.intro} maxWidthPx={880}>
      <ul className={styles.blocks}>
        {m.blocks.map((block, i) => {
          const Icon = ICONS[i]!;
          return (
            <Block
              key={block.title}
              icon={<Icon className={styles.icon} aria-hidden />}
              title={block.title}
            >
              {block.text}
            </Block>
          );
        })}
      </ul>
      <section className={styles.notice} aria-labelledby="behavioral-confidentiality">
        <ShieldCheckmarkRegular className={styles.icon} aria-hidden />
        <div>
          <h2 id="behavioral-confidentiality" className={styles.blockTitle}>
            {m.confidentialityTitle}
          </h2>
          <p className={styles.text}>{m.confidentiality}</p>
        </div>
      </section>
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
