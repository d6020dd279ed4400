/**
 * Where a form's latest save is (lib/outbox/use-outbox-write.ts), in words, announced politely
 * once per change: "Saving…", "Saved on this device", "Saved", or the server's refusal.
 */
import { Text, tokens } from '@fluentui/react-components';
import { FADE_IN_CLASS } from '../lib/motion.ts';
import type { OutboxWriteStatus } from '../lib/outbox/use-outbox-write.ts';

const LABELS: Record<Exclude<OutboxWriteStatus, 'idle' | 'failed'>, string> = {
  storing: 'Saving…',
  sending: 'Saving…',
  savedOnDevice: 'Saved on this device. It will be sent when you are back online.',
  saved: 'Saved',
};

export function SaveStatus({ status, error }: { status: OutboxWriteStatus; error: string | null }) {
  const text =
    status === 'idle'
      ? ''
      : status === 'failed'
        ? `Not saved: ${error ?? 'the server refused this change.'}`
        : LABELS[status];
  return (
    <Text
      role="status"
      aria-live="polite"
      size={200}
      style={{
        color:
          status === 'failed' ? tokens.colorPaletteRedForeground1 : tokens.colorNeutralForeground2,
      }}
    >
      {/* Keyed by the words: each new status fades in, inside the same live region. */}
      {text ? (
        <span key={text} className={FADE_IN_CLASS}>
          {text}
        </span>
      ) : null}
    </Text>
  );
}
