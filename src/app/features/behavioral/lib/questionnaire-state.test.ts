import { describe, expect, it } from 'vitest';
import { surveyMessages, type SurveyField } from '../../../../domain/survey.ts';
import { screens } from '../../../test-support/survey.ts';
import {
  initialQuestionnaireState,
  questionError,
  type QuestionnaireEvent,
  questionnaireReducer,
  type QuestionnaireState,
  shownScreen,
} from './questionnaire-state.ts';

const after = (...events: QuestionnaireEvent[]): QuestionnaireState =>
  events.reduce(questionnaireReducer, initialQuestionnaireState);

const LAST = 4;

describe('questionnaireReducer', () => {
  it('opens once, at the screen it is given: a later OPENED changes nothing', () => {
    const opened = after({ type: 'OPENED', start: 2 });
    expect(opened.index).toBe(2);
    expect(questionnaireReducer(opened, { type: 'OPENED', start: 0 })).toBe(opened);
  });

  it('steps forward and back with the way it slides, within the screens', () => {
    const forward = after({ type: 'OPENED', start: 3 }, { type: 'STEPPED', by: 1, last: LAST });
    expect(forward).toMatchObject({ index: 4, direction: 'forward' });
    expect(questionnaireReducer(forward, { type: 'STEPPED', by: 1, last: LAST }).index).toBe(4);
    const back = after({ type: 'OPENED', start: 0 }, { type: 'STEPPED', by: -1, last: LAST });
    expect(back).toMatchObject({ index: 0, direction: 'backward' });
  });

  it("says a refused key until the candidate acts, and keeps saying it through auto-advance's move", () => {
    const refused = after({ type: 'OPENED', start: 1 }, { type: 'KEY_REFUSED' });
    expect(refused.keyRefused).toBe(true);
    const advanced = questionnaireReducer(refused, { type: 'ADVANCED', last: LAST });
    expect(advanced).toMatchObject({ index: 2, direction: 'forward', keyRefused: true });
    expect(questionnaireReducer(advanced, { type: 'ANSWERED' }).keyRefused).toBe(false);
    const stepped = questionnaireReducer(refused, { type: 'STEPPED', by: -1, last: LAST });
    expect(stepped).toMatchObject({ index: 0, keyRefused: false });
  });

  it('opens and closes the confirmation; confirming forgets the question the server named', () => {
    const open = after(
      { type: 'OPENED', start: 4 },
      { type: 'SUBMIT_REFUSED', questionId: 'q9', at: -1, last: LAST },
      { type: 'CONFIRM_OPENED' },
    );
    expect(open).toMatchObject({ confirmOpen: true, invalidId: 'q9', index: 4 });
    expect(questionnaireReducer(open, { type: 'CONFIRM_CANCELLED' })).toMatchObject({
      confirmOpen: false,
      invalidId: 'q9',
    });
    expect(questionnaireReducer(open, { type: 'SUBMIT_CONFIRMED' })).toMatchObject({
      confirmOpen: false,
      invalidId: null,
    });
  });

  it('shows the question a refused Submit names, sliding back to it (or forward)', () => {
    const back = after(
      { type: 'OPENED', start: 4 },
      { type: 'SUBMIT_REFUSED', questionId: 'q1', at: 1, last: LAST },
    );
    expect(back).toMatchObject({ index: 1, direction: 'backward', invalidId: 'q1' });
    const forward = questionnaireReducer(back, {
      type: 'SUBMIT_REFUSED',
      questionId: 'q4',
      at: 3,
      last: LAST,
    });
    expect(forward).toMatchObject({ index: 3, direction: 'forward', invalidId: 'q4' });
  });
});

describe('what the screen shows', () => {
  const field = (id: string): SurveyField => screens.find((f) => f.id === id)!;

  it('shows no question before opening, and the last one for an index past the end', () => {
    expect(shownScreen(initialQuestionnaireState, screens)).toBeUndefined();
    const past = { ...initialQuestionnaireState, index: screens.length + 3 };
    expect(shownScreen(past, screens)).toBe(screens.at(-1));
  });

  it("says 'required' on the question the server named while it is unanswered, else the outbox's refusal", () => {
    const state = { ...initialQuestionnaireState, invalidId: 'q1' };
    const failed = new Map([['q1', 'That answer is not one of the choices.']]);
    expect(questionError(state, field('q1'), new Map(), failed)).toBe(surveyMessages.required);
    const answered = new Map([['q1', { value: 'a', multiValue: null }]]);
    expect(questionError(state, field('q1'), answered, failed)).toBe(
      'That answer is not one of the choices.',
    );
    expect(questionError(state, field('q1'), answered, new Map())).toBeNull();
  });
});
