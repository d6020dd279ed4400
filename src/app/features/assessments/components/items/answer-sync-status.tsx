/**
 * Where one answer is (lib/answer-sync.ts), beside its question's number: an icon and a short text,
 * so that it reads at a glance without relying on colour. Screen readers get the same text as the
 * question's description (item-group-view.tsx points at this element's `id`), read when they reach
 * the question; it is no live region, so a change is not announced (a replay would announce every
 * answer, docs/decisions/041-answer-sync-state.md).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowSync16Regular,
  CloudCheckmark16Regular,
  ErrorCircle16Regular,
  Save16Regular,
  Warning16Regular,
} from '@fluentui/react-icons';
import { type AnswerSyncState, answerSyncMessages } from '../../lib/answer-sync.ts';

const useStyles = makeStyles({
  status: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
  icon: { flexShrink: 0 },
  received: { color: tokens.colorPaletteGreenForeground1 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

const ICONS = {
  SAVING: ArrowSync16Regular,
  ON_DEVICE: Save16Regular,
  RECEIVED: CloudCheckmark16Regular,
  REFUSED: ErrorCircle16Regular,
  NOT_SAVED: Warning16Regular,
} as const satisfies Record<AnswerSyncState, unknown>;

export interface AnswerSyncStatusProps {
  state: AnswerSyncState;
  /** The question describes itself with this element (aria-describedby). */
  id: string;
  className?: string;
}

export function AnswerSyncStatus({ state, id, className }: AnswerSyncStatusProps) {
  const styles = useStyles();
  const Icon = ICONS[state];
  const tone =
    state === 'RECEIVED'
      ? styles.received
      : state === 'REFUSED' || state === 'NOT_SAVED'
        ? styles.problem
        : undefined;
  return (
    <span id={id} className={mergeClasses(styles.status, className)}>
      <Icon aria-hidden="true" className={mergeClasses(styles.icon, tone)} />
      {answerSyncMessages[state]}
    </span>
  );
}
