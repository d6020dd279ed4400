/**
 * A section's information screen (spec 001 section 2): its instructions, its time limit when
 * timed, the sample items with their feedback, and Next. An informational section is closed
 * (MANUAL) by its Next; another section's Next starts it (its questions, and its clock).
 */
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { ReactNode, Ref } from 'react';
import { formatMinutes } from '../../../../domain/assessments.ts';
import type { SectionInformation } from '../api/get-next-section-information.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { SampleItemGroup } from './sample-item-group.tsx';

const useStyles = makeStyles({
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, outline: 'none' },
  text: { margin: 0, whiteSpace: 'pre-wrap' },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

export interface SectionInfoProps {
  info: SectionInformation;
  onNext: () => void;
  /** Next is busy (closing an informational section). */
  busy: boolean;
  /** Shown instead of Next (e.g. offline at a section boundary, or saving the previous close). */
  notice?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function SectionInfo({ info, onNext, busy, notice, headingRef }: SectionInfoProps) {
  const styles = useStyles();
  return (
    <section className={styles.info}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {info.title}
      </h2>
      {info.instructions.map((paragraph, i) => (
        <p key={i} className={styles.text}>
          {paragraph}
        </p>
      ))}
      {typeof info.timerDuration === 'number' && !info.isInformational && (
        <p className={styles.text}>
          {runnerMessages.timeLimit(formatMinutes(info.timerDuration / 60))}
        </p>
      )}
      {info.sampleItemGroups.map((group, index) => (
        <SampleItemGroup key={group.id} group={group} index={index} />
      ))}
      <div className={styles.footer}>
        {notice ?? (
          <Button
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            onClick={onNext}
          >
            {runnerMessages.next}
          </Button>
        )}
      </div>
    </section>
  );
}
