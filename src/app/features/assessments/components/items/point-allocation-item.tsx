/**
 * POINTALLOCATION: the group's total points shared among the item's options, whole numbers from 0
 * to the total. "Points Remaining" turns red when negative; the answer is sent (500 ms after the
 * last change) only when the points add up to the total, as the server requires.
 */
import { Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { use, useEffect, useId, useRef, useState } from 'react';
import { TEXT_INPUT_DEBOUNCE_MS } from '../../../../../domain/assessments.ts';
import { type Answer, pointsOf } from '../../lib/responses.ts';
import { AnswerTo, type ItemProps } from './item-props.ts';
import { useItemStyles } from './item-styles.ts';

const useStyles = makeStyles({
  options: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14em, 1fr))',
    gap: tokens.spacingVerticalS,
  },
  figures: { display: 'flex', gap: tokens.spacingHorizontalXL, margin: 0 },
  negative: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export const pointsMessages = {
  total: (n: number) => `Total: ${n}`,
  remaining: 'Points Remaining',
} as const;

/** Digits only, clamped to 0..total; an empty field stays empty. */
export function parsePoints(raw: string, total: number): number | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(Number(digits), Math.max(total, 0));
}

export function PointAllocationItem({ group, item, answer, disabled }: ItemProps) {
  const styles = useStyles();
  const itemStyles = useItemStyles();
  const legendId = useId();
  const remainingId = useId();
  const total = group.totalPoints ?? 0;
  const [points, setPoints] = useState<(number | null)[]>(() =>
    item.options.map((o) => pointsOf(answer, o.id)),
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const answerTo = use(AnswerTo);
  const answerRef = useRef((values: Answer) => answerTo(item.id, values));
  useEffect(() => {
    answerRef.current = (values) => answerTo(item.id, values);
  });
  // A pending save goes at once when the item leaves the screen or the section locks.
  const pending = useRef<(() => void) | null>(null);
  const flush = useRef(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current?.();
    pending.current = null;
  });
  useEffect(() => {
    const flushNow = flush.current;
    return () => flushNow();
  }, []);
  useEffect(() => {
    if (disabled) flush.current();
  }, [disabled]);

  const sum = points.reduce<number>((s, p) => s + (p ?? 0), 0);
  const remaining = total - sum;

  const change = (index: number, raw: string) => {
    if (disabled) return;
    const next = points.map((p, i) => (i === index ? parsePoints(raw, total) : p));
    setPoints(next);
    clearTimeout(timer.current);
    pending.current = null;
    if (next.reduce<number>((s, p) => s + (p ?? 0), 0) !== total) return;
    pending.current = () =>
      answerRef.current(item.options.map((o, i) => ({ id: o.id, value: String(next[i] ?? 0) })));
    timer.current = setTimeout(() => flush.current(), TEXT_INPUT_DEBOUNCE_MS);
  };

  return (
    <fieldset className={itemStyles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={itemStyles.legend}>
        {item.label}
      </legend>
      <p className={styles.figures}>
        <span>{pointsMessages.total(total)}</span>
        <span id={remainingId} className={mergeClasses(remaining < 0 && styles.negative)}>
          {pointsMessages.remaining}: {remaining}
        </span>
      </p>
      <div className={styles.options}>
        {item.options.map((option, index) => (
          <Field key={option.id} label={option.label}>
            <Input
              inputMode="numeric"
              value={points[index] === null ? '' : String(points[index])}
              disabled={disabled}
              aria-describedby={remainingId}
              onChange={(_event, data) => change(index, data.value)}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
