/**
 * multiple_choice: one choice (a radio group; picking moves on) or several (checkboxes with an
 * Okay button). Letter keys from A pick (single) or toggle (multiple) the options; arrows move
 * along the options; Enter confirms.
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useId, useRef } from 'react';
import { surveyMessages } from '../../../../../domain/survey.ts';
import { arrowMove, isButtonTarget, isTypingTarget, letterIndex } from '../../lib/keyboard.ts';
import { OptionButton } from './option-button.tsx';
import type { QuestionProps } from './question-props.ts';
import { describedBy, QuestionShell } from './question-shell.tsx';

const useStyles = makeStyles({
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // The options fill the questionnaire's column, which sets the width.
  vertical: { flexDirection: 'column', alignItems: 'stretch' },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  okay: { alignSelf: 'flex-start' },
});

export function MultipleChoiceQuestion(props: QuestionProps) {
  return props.field.properties?.allow_multiple_selection === true ? (
    <MultipleSelection {...props} />
  ) : (
    <SingleSelection {...props} />
  );
}

/** Focus moves with the arrows among the option buttons (one tab stop for a radio group). */
function useOptionRefs() {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const setRef = (index: number) => (element: HTMLButtonElement | null) => {
    refs.current[index] = element;
  };
  const focusedIndex = () =>
    refs.current.findIndex((b) => b != null && b === document.activeElement);
  const focus = (index: number) => refs.current[index]?.focus();
  return { setRef, focusedIndex, focus };
}

function SingleSelection({
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
  const choices = field.properties?.choices ?? [];
  const selected = choices.findIndex((c) => c.id === answer?.value);
  const options = useOptionRefs();

  const pick = (index: number, advance: boolean) => {
    const choice = choices[index];
    if (locked || !choice) return;
    onAnswer({ value: choice.id }, { advance });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target)) return;
    const letter = letterIndex(event, choices.length);
    const focused = options.focusedIndex();
    const moved = arrowMove(event, focused >= 0 ? focused : selected, choices.length);
    if (letter != null) {
      event.preventDefault();
      pick(letter, true);
    } else if (moved != null) {
      // Arrows change the selection without moving on: the candidate may still be looking.
      event.preventDefault();
      if (locked) return;
      options.focus(moved);
      pick(moved, false);
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
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy(error, errorId)}
        aria-invalid={error ? true : undefined}
        className={mergeClasses(
          styles.options,
          field.properties?.vertical_alignment === true && styles.vertical,
        )}
      >
        {choices.map((choice, index) => (
          <OptionButton
            key={choice.id}
            role="radio"
            index={index}
            label={choice.label}
            checked={index === selected}
            tabIndex={index === (selected >= 0 ? selected : 0) ? 0 : -1}
            ref={options.setRef(index)}
            // Enter, Space and clicks pick the option and move on.
            onClick={() => pick(index, true)}
          />
        ))}
      </div>
    </QuestionShell>
  );
}

function MultipleSelection({
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
  const hintId = useId();
  const choices = field.properties?.choices ?? [];
  const picked = new Set(answer?.multiValue ?? []);
  const options = useOptionRefs();
  const okayRef = useRef<HTMLButtonElement>(null);

  const toggle = (index: number) => {
    const choice = choices[index];
    if (locked || !choice) return;
    // Kept in the order of the choices, whatever the order of the clicks.
    const next = choices
      .filter((c) => (c.id === choice.id ? !picked.has(c.id) : picked.has(c.id)))
      .map((c) => c.id);
    onAnswer({ multiValue: next }, { advance: false });
  };

  const confirm = () => {
    if (!locked && picked.size > 0) onContinue();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target)) return;
    const letter = letterIndex(event, choices.length);
    const moved = arrowMove(event, options.focusedIndex(), choices.length);
    if (letter != null) {
      event.preventDefault();
      toggle(letter);
    } else if (moved != null) {
      event.preventDefault();
      options.focus(moved);
    } else if (event.key === 'Enter' && event.target !== okayRef.current) {
      // Enter confirms, also on a checkbox (Space toggles it); the Okay button clicks itself.
      event.preventDefault();
      confirm();
    }
  };

  return (
    <QuestionShell
      labelId={labelId}
      description={field.description}
      error={error}
      errorId={errorId}
      onKeyDown={onKeyDown}
      groupDescribedBy={describedBy(error, errorId, hintId)}
      groupInvalid={error != null}
    >
      <p id={hintId} className={styles.hint}>
        {surveyMessages.chooseMany}
      </p>
      {/* The question's own group holds the checkboxes (with the hint and the error). */}
      <div
        className={mergeClasses(
          styles.options,
          field.properties?.vertical_alignment === true && styles.vertical,
        )}
      >
        {choices.map((choice, index) => (
          <OptionButton
            key={choice.id}
            role="checkbox"
            index={index}
            label={choice.label}
            checked={picked.has(choice.id)}
            tabIndex={0}
            ref={options.setRef(index)}
            onClick={() => toggle(index)}
          />
        ))}
      </div>
      {picked.size > 0 ? (
        <Button ref={okayRef} appearance="primary" className={styles.okay} onClick={confirm}>
          Okay
        </Button>
      ) : null}
    </QuestionShell>
  );
}
