/**
 * rating: a 1-10 scale as a radio group with the left and right labels at its ends. Arrows move
 * the value (without moving on); a click, Enter/Space on a value, or digits pick and move on.
 * Digits: a value is picked RATING_DIGIT_DELAY_MS after the last digit, so "1" then "0" is 10
 * (lib/keyboard.ts).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { RATING_DIGIT_DELAY_MS, RATING_MAX, RATING_MIN } from '../../../../../domain/survey.ts';
import { useVisuallyHiddenClassName } from '../../../../components/visually-hidden.ts';
import {
  arrowMove,
  digitOf,
  digitStep,
  isButtonTarget,
  isTypingTarget,
} from '../../lib/keyboard.ts';
import type { QuestionProps } from './question-props.ts';
import { describedBy, QuestionShell } from './question-shell.tsx';

const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

const useStyles = makeStyles({
  scale: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  values: { display: 'flex', gap: tokens.spacingHorizontalXS },
  value: {
    // Equal shares of the column: ten fit a 320 px screen (about 24 px each, 4 px apart).
    flex: '1 1 0',
    minWidth: 0,
    paddingInline: 0,
    minHeight: '44px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase400,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  checked: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  ends: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  right: { textAlign: 'end' },
});

export function RatingQuestion({
  field,
  answer,
  onAnswer,
  onContinue,
  locked,
  error,
  labelId,
}: QuestionProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClassName();
  const errorId = useId();
  const endsId = useId();
  const left = field.properties?.labels?.left ?? '';
  const right = field.properties?.labels?.right ?? '';
  const selected = VALUES.indexOf(Number(answer?.value));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // The delayed pick of a lone "1" uses the props of when it fires.
  const latest = useRef({ locked, onAnswer });
  useEffect(() => {
    latest.current = { locked, onAnswer };
  });
  const pending = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pick = (value: number, advance: boolean) => {
    if (latest.current.locked) return;
    latest.current.onAnswer({ value: String(value) }, { advance });
  };

  const typeDigit = (digit: number) => {
    clearTimeout(timer.current);
    pending.current = digitStep(pending.current, digit);
    if (pending.current == null) return;
    timer.current = setTimeout(() => {
      const value = pending.current;
      pending.current = null;
      if (value != null) pick(value, true);
    }, RATING_DIGIT_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target)) return;
    const digit = digitOf(event);
    const focused = buttons.current.findIndex((b) => b != null && b === document.activeElement);
    const moved = arrowMove(event, focused >= 0 ? focused : selected, VALUES.length);
    if (digit != null) {
      event.preventDefault();
      if (!locked) typeDigit(digit);
    } else if (moved != null) {
      event.preventDefault();
      if (locked) return;
      buttons.current[moved]?.focus();
      pick(VALUES[moved]!, false);
    } else if (event.key === 'Enter' && !isButtonTarget(event.target)) {
      event.preventDefault();
      if (!locked && selected >= 0) onContinue();
    }
  };

  return (
    <QuestionShell
      labelId={labelId}
      description={field.description}
      error={error}
      errorId={errorId}
      onKeyDown={onKeyDown}
    >
      <div className={styles.scale}>
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={describedBy(error, errorId, left || right ? endsId : undefined)}
          aria-invalid={error ? true : undefined}
          className={styles.values}
        >
          {VALUES.map((value, index) => (
            <button
              key={value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={index === selected}
              tabIndex={index === (selected >= 0 ? selected : 0) ? 0 : -1}
              className={mergeClasses(styles.value, index === selected && styles.checked)}
              onClick={() => pick(value, true)}
            >
              {value}
            </button>
          ))}
        </div>
        {left || right ? (
          <>
            <div aria-hidden className={styles.ends}>
              <span>{left}</span>
              <span className={styles.right}>{right}</span>
            </div>
            {/* Says which end is which, as the visible labels do by their place. */}
            <span id={endsId} className={hidden}>
              {[left && `${RATING_MIN}: ${left}.`, right && `${RATING_MAX}: ${right}.`]
                .filter(Boolean)
                .join(' ')}
            </span>
          </>
        ) : null}
      </div>
    </QuestionShell>
  );
}
