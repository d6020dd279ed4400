/**
 * TEXTINPUT: a free-text answer, saved 500 ms after the candidate stops typing (spec 001 section
 * 9) and at once when the field is left. An emptied field is not sent (the server takes no empty
 * answer): the item then counts as unanswered on this screen.
 */
import { Field, Textarea } from '@fluentui/react-components';
import { use, useEffect, useRef, useState } from 'react';
import {
  TEXT_ANSWER_MAX_LENGTH,
  TEXT_INPUT_DEBOUNCE_MS,
} from '../../../../../domain/assessments.ts';
import type { Answer } from '../../lib/responses.ts';
import { AnswerTo, type ItemProps } from './item-props.ts';

export function TextInputItem({ item, answer, disabled }: ItemProps) {
  const saved = answer?.[0]?.value ?? '';
  const [text, setText] = useState(saved);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(saved);
  const answerTo = use(AnswerTo);
  const answerRef = useRef((values: Answer) => answerTo(item.id, values));
  useEffect(() => {
    answerRef.current = (values) => answerTo(item.id, values);
  });

  const commit = (value: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const trimmed = value.trim();
    if (trimmed === lastSent.current.trim()) return;
    lastSent.current = trimmed;
    answerRef.current(trimmed ? [{ value: trimmed }] : []);
  };

  // A pending save is not lost when the item leaves the screen.
  const latest = useRef(text);
  useEffect(() => {
    latest.current = text;
  });
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        const trimmed = latest.current.trim();
        if (trimmed !== lastSent.current.trim())
          answerRef.current(trimmed ? [{ value: trimmed }] : []);
      }
    },
    [],
  );

  // Locked (time up, or the section closing): the pending save goes now, before the close.
  useEffect(() => {
    if (!disabled || timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    const trimmed = latest.current.trim();
    if (trimmed === lastSent.current.trim()) return;
    lastSent.current = trimmed;
    answerRef.current(trimmed ? [{ value: trimmed }] : []);
  }, [disabled]);

  return (
    <Field label={item.label}>
      <Textarea
        value={text}
        disabled={disabled}
        maxLength={TEXT_ANSWER_MAX_LENGTH}
        resize="vertical"
        onChange={(_event, data) => {
          if (disabled) return;
          setText(data.value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(data.value), TEXT_INPUT_DEBOUNCE_MS);
        }}
        onBlur={() => {
          if (timer.current !== undefined) commit(text);
        }}
      />
    </Field>
  );
}
