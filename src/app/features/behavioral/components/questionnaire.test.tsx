/**
 * The questionnaire frame against the real outbox (fake IndexedDB) and the real question
 * components; only the GraphQL queries are answered here.
 */
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyField } from '../../../../domain/survey.ts';
import { setSurveyAnswerMultiValueWrite } from '../api/set-user-survey-answer.ts';
import { screens } from '../../../test-support/survey.ts';

const server = vi.hoisted(() => ({
  /** The definition's request never answers (loading). */
  hang: false,
  answers: [] as { questionId: string; value: string | null; multiValue: string[] | null }[],
  fields: [] as SurveyField[],
}));
vi.mock('../../../lib/api/graphql.ts', () => ({
  gqlRequest: (document: { definitions: { kind: string; name?: { value: string } }[] }) => {
    const name = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
    if (name === 'GetSurveyDefinition') {
      if (server.hang) return new Promise(() => undefined);
      return Promise.resolve({ surveyDefinition: { id: 't', version: 1, fields: server.fields } });
    }
    if (name === 'GetUserSurveyAnswers') {
      return Promise.resolve({
        userSurveyAnswers: { status: 'in_progress', updatedAt: null, answers: server.answers },
      });
    }
    return Promise.reject(new Error(`unexpected operation ${name}`));
  },
}));

const { renderWithProviders } = await import('../../../test-support/providers.tsx');
const { enqueueWrite, getOutboxState } = await import('../../../lib/outbox/outbox.ts');
const { Questionnaire } = await import('./questionnaire.tsx');

function renderQuestionnaire() {
  const onClose = vi.fn();
  const onCompleted = vi.fn();
  const rendered = renderWithProviders(
    <Questionnaire userId="u1" onClose={onClose} onCompleted={onCompleted} />,
  );
  const layer = () => screen.getByRole('dialog', { name: 'Behavioral Assessment' });
  const heading = () => within(layer()).getByRole('heading', { level: 2 }).textContent;
  const button = (name: string) => within(layer()).getByRole('button', { name });
  return { ...rendered, onClose, onCompleted, layer, heading, button };
}

const disabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

async function emptyOutbox() {
  const { discardOutboxEntry } = await import('../../../lib/outbox/outbox.ts');
  for (const entry of getOutboxState().entries) await discardOutboxEntry(entry.id);
}

beforeEach(async () => {
  server.fields = screens;
  server.answers = [];
  server.hang = false;
  localStorage.clear();
  // Also what a test's last answer stored after its cleanup (the outbox writes asynchronously).
  await emptyOutbox();
});

afterEach(async () => {
  cleanup();
  // Each test starts with an empty outbox.
  await emptyOutbox();
});

describe('the questionnaire', () => {
  it('shows 10 placeholder questions while the questions load, and no arrows to use', async () => {
    server.hang = true;
    const q = renderQuestionnaire();
    await waitFor(() => expect(screen.getAllByTestId('skeleton-question')).toHaveLength(10));
    expect(disabled(q.button('Next question'))).toBe(true);
    expect(disabled(q.button('Previous question'))).toBe(true);
  });

  it('opens at the first unanswered question, counting answers still in the outbox', async () => {
    server.answers = [{ questionId: 'q1', value: 'a', multiValue: null }];
    await enqueueWrite(setSurveyAnswerMultiValueWrite, 'u1', {
      questionId: 'q2',
      multiValue: ['b'],
    });
    // The outbox's view has read it back (as on a page load, before the questionnaire opens).
    await waitFor(() => expect(getOutboxState().entries).toHaveLength(1));
    const q = renderQuestionnaire();
    // q3 is optional: the next required question is q4, shown after its lead-in statement.
    await waitFor(() => expect(q.heading()).toBe('Part two'));
    // Two of the four required questions are answered.
    expect(within(q.layer()).getByRole('progressbar', { name: '50% completed' })).toBeTruthy();
    expect(within(q.layer()).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(disabled(q.button('Next question'))).toBe(false);

    fireEvent.click(q.button('Previous question'));
    expect(q.heading()).toBe('Say something');
    // Optional and empty: it may be skipped.
    expect(disabled(q.button('Next question'))).toBe(false);
    fireEvent.click(q.button('Previous question'));
    expect(q.heading()).toBe('Pick some');
    expect(
      within(q.layer()).getByRole('checkbox', { name: /B/ }).getAttribute('aria-checked'),
    ).toBe('true');

    fireEvent.click(q.button('Save and Close'));
    expect(q.onClose).toHaveBeenCalledTimes(1);
  });

  it('waits for an answer before the next arrow, then moves on by itself unless switched off', async () => {
    const q = renderQuestionnaire();
    await waitFor(() => expect(q.heading()).toBe('Welcome'));
    expect(disabled(q.button('Previous question'))).toBe(true);
    fireEvent.click(within(q.layer()).getByRole('button', { name: 'Continue' }));
    expect(q.heading()).toBe('Pick one');
    expect(disabled(q.button('Next question'))).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'b' });
    // Stored on the device at once, under the question's own key.
    await waitFor(() =>
      expect(getOutboxState().entries.map((e) => [e.coalesceKey, e.variables.value])).toEqual([
        ['surveyAnswer:q1', 'b'],
      ]),
    );
    await waitFor(() => expect(q.heading()).toBe('Pick some'), { timeout: 2000 });
    // The post-answer lock outlasts the move: until it ends, the arrows are ignored.
    expect(q.layer().querySelector('[aria-busy="true"]')).not.toBeNull();
    fireEvent.click(q.button('Previous question'));
    expect(q.heading()).toBe('Pick some');
    await waitFor(() => expect(q.layer().querySelector('[aria-busy="true"]')).toBeNull());

    fireEvent.click(q.button('Previous question'));
    const toggle = within(q.layer()).getByRole('switch', {
      name: 'Move to the next question automatically',
    });
    fireEvent.click(toggle);
    expect(localStorage.getItem('cp.behavioral-auto-advance')).toBe('false');
    fireEvent.keyDown(q.layer().querySelector('[data-question-root]')!, { key: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(q.heading()).toBe('Pick one');
    expect(disabled(q.button('Next question'))).toBe(false);
    // Enter on the frame goes on once the question is answered.
    act(() => {
      fireEvent.keyDown(q.layer().querySelector('h2')!, { key: 'Enter' });
    });
    expect(q.heading()).toBe('Pick some');
  });

  it('refuses a key pressed before the next question shows, saying so, and keeps keys pressed once it shows', async () => {
    const q = renderQuestionnaire();
    await waitFor(() => expect(q.heading()).toBe('Welcome'));
    fireEvent.click(within(q.layer()).getByRole('button', { name: 'Continue' }));
    expect(q.heading()).toBe('Pick one');
    const status = () =>
      within(q.layer())
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join('');

    fireEvent.keyDown(document.activeElement!, { key: 'b' });
    // 'a' comes while "Pick one" is still on screen: not used there nor on the next question.
    fireEvent.keyDown(document.activeElement!, { key: 'a' });
    expect(status()).toContain('One moment: the next question is on its way.');
    await waitFor(() => expect(q.heading()).toBe('Pick some'), { timeout: 2000 });
    // On "Pick some", inside the lock: kept for it.
    expect(q.layer().querySelector('[aria-busy="true"]')).not.toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'a' });
    fireEvent.keyDown(document.activeElement!, { key: 'b' });
    expect(
      within(q.layer()).getByRole('checkbox', { name: /A/ }).getAttribute('aria-checked'),
    ).toBe('false');
    await waitFor(() => expect(q.layer().querySelector('[aria-busy="true"]')).toBeNull());
    // Both toggles, in order, once the lock ended.
    for (const name of [/A/, /B/]) {
      expect(within(q.layer()).getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe(
        'true',
      );
    }
    // The candidate acted: the note goes.
    expect(status()).not.toContain('One moment');
    await waitFor(() =>
      expect(
        getOutboxState().entries.map((e) => [
          e.coalesceKey,
          e.variables.value ?? e.variables.multiValue,
        ]),
      ).toEqual([
        ['surveyAnswer:q1', 'b'],
        ['surveyAnswer:q2', ['a', 'b']],
      ]),
    );
  });
});
