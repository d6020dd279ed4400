/**
 * For the question components' tests: renders a question under a heading (as the frame does) and
 * keeps its answer as the frame would, recording onAnswer and onContinue.
 */
import { useState } from 'react';
import { vi } from 'vitest';
import type { SurveyAnswerValue, SurveyField } from '../../domain/survey.ts';
import { renderWithProviders } from './providers.tsx';
import { QuestionView } from '../features/behavioral/components/questions/question-view.tsx';

export const LABEL_ID = 'question-label';

interface Options {
  answer?: SurveyAnswerValue;
  locked?: boolean;
  error?: string | null;
}

export function renderQuestion(field: SurveyField, options: Options = {}) {
  const onAnswer = vi.fn<(answer: SurveyAnswerValue, options: { advance: boolean }) => void>();
  const onContinue = vi.fn<() => void>();
  function Frame() {
    const [answer, setAnswer] = useState(options.answer);
    return (
      <>
        <h2 id={LABEL_ID}>{field.label}</h2>
        <QuestionView
          field={field}
          answer={answer}
          onAnswer={(next, o) => {
            setAnswer(next);
            onAnswer(next, o);
          }}
          onContinue={onContinue}
          locked={options.locked ?? false}
          error={options.error ?? null}
          labelId={LABEL_ID}
        />
      </>
    );
  }
  const rendered = renderWithProviders(<Frame />);
  return { ...rendered, onAnswer, onContinue };
}

export const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

/** The text of the elements an element's aria-describedby names. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
