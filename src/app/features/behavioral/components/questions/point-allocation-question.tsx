/**
 * point_allocation: one whole-number field per statement, each clamped to 0..total_points as typed
 * (non-digits are dropped), the Points Remaining figure (announced politely; below zero it turns
 * red and says how many too many), and Done only when the points add up to exactly the total.
 */
import { Button, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useId, useState } from 'react';
import { surveyMessages } from '../../../../../domain/survey.ts';
import {
  canFinish,
  parsePoints,
  pointsFromMultiValue,
  pointsOverMessage,
  pointsRemaining,
  pointsToMultiValue,
} from '../../lib/points.ts';
import type { QuestionProps } from './question-props.ts';
import { describedBy, QuestionShell } from './question-shell.tsx';

const useStyles = makeStyles({
  fields: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
  },
  input: { maxWidth: '120px' },
  remaining: {
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase400,
  },
  figure: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  over: { color: tokens.colorPaletteRedForeground1 },
  done: { alignSelf: 'flex-start' },
});

export function PointAllocationQuestion({
  field,
  answer,
  onAnswer,
  onContinue,
  locked,
  error,
  labelId,
}: QuestionProps) {
  const styles = useStyles();
  const errorId = useId();
  const inputIdBase = useId();
  const questions = field.properties?.questions ?? [];
  const total = field.properties?.total_points ?? 0;
  // The fields keep their own figures so that an emptied field stays empty while retyping.
  const [values, setValues] = useState(() =>
    pointsFromMultiValue(answer?.multiValue, questions.length, total),
  );
  const remaining = pointsRemaining(total, values);
  const finished = canFinish(total, values);

  const change = (index: number, raw: string) => {
    if (locked) return;
    const next = values.map((v, i) => (i === index ? parsePoints(raw, total) : v));
    setValues(next);
    onAnswer({ multiValue: pointsToMultiValue(next) }, { advance: false });
  };

  const done = () => {
    if (!locked && finished) onContinue();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      done();
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
      <div className={styles.fields}>
        {questions.map((question, index) => (
          <Field key={question.id} label={question.label}>
            <Input
              id={`${inputIdBase}-${index}`}
              className={styles.input}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={describedBy(error, errorId)}
              aria-invalid={error ? true : undefined}
              value={values[index] == null ? '' : String(values[index])}
              onChange={(_, data) => change(index, data.value)}
            />
          </Field>
        ))}
      </div>
      <div role="status" className={mergeClasses(styles.remaining, remaining < 0 && styles.over)}>
        {/* A real minus sign and words, not only the colour, say that too many are given. */}
        <span className={styles.figure}>{remaining < 0 ? `\u2212${-remaining}` : remaining}</span>
        <span>{surveyMessages.pointsRemaining}</span>
        {remaining < 0 ? <span>({pointsOverMessage(-remaining)})</span> : null}
      </div>
      <Button
        appearance="primary"
        className={styles.done}
        disabledFocusable={!finished}
        onClick={done}
      >
        Done
      </Button>
    </QuestionShell>
  );
}
