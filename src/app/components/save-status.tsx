/**
 * Where a form's latest save is (lib/writes/use-write.ts), in words, announced politely
 * once per change: "Saving…", "Saved on this device", "Saved", or the server's refusal. Every form
 * shows it the same way, beside its Save button (components/form/submit-button.tsx): saved with a
 * green check, refused in red, so it is seen as well as heard.
 */
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CloudOffRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { FADE_IN_CLASS } from '../lib/motion.ts';
import type { OutboxWriteStatus } from '../lib/writes/use-write.ts';

const LABELS: Record<Exclude<OutboxWriteStatus, 'idle' | 'failed'>, string> = {
  storing: 'Saving…',
  sending: 'Saving…',
  savedOnDevice: 'Saved on this device. It will be sent when you are back online.',
  saved: 'Saved',
};

const useStyles = makeStyles({
  status: { color: tokens.colorNeutralForeground2 },
  shown: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  saved: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  failed: { color: tokens.colorPaletteRedForeground1 },
  icon: { flexShrink: 0, fontSize: '16px' },
});

export function SaveStatus({ status, error }: { status: OutboxWriteStatus; error: string | null }) {
  const styles = useStyles();
  const text =
    status === 'idle'
      ? ''
      : status === 'failed'
        ? `Not saved: ${error ?? 'the server refused this change.'}`
        : LABELS[status];
  const icon: ReactNode =
    status === 'saved' ? (
      <CheckmarkCircleFilled className={styles.icon} aria-hidden />
    ) : status === 'savedOnDevice' ? (
      <CloudOffRegular className={styles.icon} aria-hidden />
    ) : status === 'failed' ? (
      <ErrorCircleRegular className={styles.icon} aria-hidden />
    ) : null;
  return (
    <Text
      role="status"
      aria-live="polite"
      size={300}
      className={mergeClasses(
        styles.status,
        status === 'saved' && styles.saved,
        status === 'failed' && styles.failed,
      )}
    >
      {/* Keyed by the words: each new status fades in, inside the same live region. */}
      {text ? (
        <span key={text} className={mergeClasses(styles.shown, FADE_IN_CLASS)}>
          {icon}
          <span>{text}</span>
        </span>
      ) : null}
    </Text>
  );
}
