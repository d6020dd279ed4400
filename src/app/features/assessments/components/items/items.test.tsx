/** The item components: how each is answered, and that each is labelled (axe in jsdom). */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-support/providers.tsx';
import type { AnswerSyncStates } from '../../lib/answer-sync.ts';
import type { Answer, AnswerMap, ItemGroup } from '../../lib/responses.ts';
import { runnerMessages } from '../../lib/section-flow.ts';
import {
  choiceGroup,
  matrixGroup,
  multiselectGroup,
  pointsGroup,
  textGroup,
} from '../../../../test-support/assessment-sections.ts';
import { ItemGroupView } from './item-group-view.tsx';
import { AnswerTo } from './item-props.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({
  group,
  onAnswer,
  disabled = false,
}: {
  group: ItemGroup;
  onAnswer: (itemId: string, values: Answer) => void;
  disabled?: boolean;
}) {
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  return (
    <AnswerTo
      value={(itemId, values) => {
        setAnswers((a) => new Map(a).set(itemId, values));
        onAnswer(itemId, values);
      }}
    >
      <ItemGroupView group={group} answers={answers} disabled={disabled} />
    </AnswerTo>
  );
}

const render = (group: ItemGroup, disabled = false) => {
  const onAnswer = vi.fn();
  const view = renderWithProviders(
    <Harness group={group} onAnswer={onAnswer} disabled={disabled} />,
  );
  return { ...view, onAnswer };
};

/** The text of the elements that describe `element` (aria-describedby). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function violations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('item components', { timeout: 20_000 }, () => {
  it('multiple choice: one option in a radio group named by the question', async () => {
    const { onAnswer } = render(choiceGroup);
    const group = screen.getByRole('radiogroup', { name: 'Which is a fruit?' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Apple' }));
    expect(onAnswer).toHaveBeenLastCalledWith('i-mc', [{ id: 'o-apple' }]);
    expect(screen.getByRole('heading', { level: 3, name: 'Pick the right word' })).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('multiselect: the exclusive option clears and disables the others', async () => {
    const { onAnswer } = render(multiselectGroup);
    const group = screen.getByRole('group', { name: 'Which have you done?' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Moot court' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Law review' }));
    expect(onAnswer).toHaveBeenLastCalledWith('i-ms', [{ id: 'o-a' }, { id: 'o-b' }]);

    fireEvent.click(within(group).getByRole('checkbox', { name: 'None of these' }));
    expect(onAnswer).toHaveBeenLastCalledWith('i-ms', [{ id: 'o-none' }]);
    const moot = within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Moot court' });
    expect(moot.checked).toBe(false);
    expect(moot.disabled).toBe(true);

    fireEvent.click(within(group).getByRole('checkbox', { name: 'None of these' }));
    expect(onAnswer).toHaveBeenLastCalledWith('i-ms', []);
    expect(moot.disabled).toBe(false);
    expect(await violations()).toEqual([]);
  });

  it('matrix: one radio group per row, named by the row, each radio by its column', async () => {
    const { onAnswer } = render(matrixGroup);
    const row = screen.getByRole('radiogroup', { name: 'I like teams' });
    fireEvent.click(within(row).getByRole('radio', { name: 'Agree' }));
    expect(onAnswer).toHaveBeenLastCalledWith('i-r2', [{ id: 'r2-2' }]);
    const other = screen.getByRole('radiogroup', { name: 'I like deadlines' });
    expect(within(other).getByRole<HTMLInputElement>('radio', { name: 'Agree' }).checked).toBe(
      false,
    );
    expect(await violations()).toEqual([]);
  });

  it('text: saved 500 ms after the typing stops, trimmed', () => {
    vi.useFakeTimers();
    const { onAnswer } = render(textGroup);
    const field = screen.getByRole('textbox', { name: 'Why law?' });
    fireEvent.change(field, { target: { value: 'Just' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.change(field, { target: { value: 'Justice ' } });
    act(() => void vi.advanceTimersByTime(499));
    expect(onAnswer).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith('i-tx', [{ value: 'Justice' }]);
  });

  it('text: a pending save goes at once when the section locks', () => {
    vi.useFakeTimers();
    const onAnswer = vi.fn();
    const view = renderWithProviders(<Harness group={textGroup} onAnswer={onAnswer} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Why law?' }), {
      target: { value: 'Late' },
    });
    view.rerender(<Harness group={textGroup} onAnswer={onAnswer} disabled />);
    expect(onAnswer).toHaveBeenLastCalledWith('i-tx', [{ value: 'Late' }]);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').disabled).toBe(true);
  });

  it('points: whole numbers, the remaining figure, sent only when they add up', async () => {
    vi.useFakeTimers();
    const { onAnswer } = render(pointsGroup);
    const group = screen.getByRole('group', { name: 'What matters most?' });
    expect(within(group).getByText('Total: 10')).toBeTruthy();
    fireEvent.change(within(group).getByRole('textbox', { name: 'Pay' }), {
      target: { value: '7.5' },
    });
    // "7.5" keeps its digits: 75, clamped to the total.
    expect(within(group).getByRole<HTMLInputElement>('textbox', { name: 'Pay' }).value).toBe('10');
    fireEvent.change(within(group).getByRole('textbox', { name: 'Pay' }), {
      target: { value: '7' },
    });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Team' }), {
      target: { value: '9' },
    });
    expect(within(group).getByText('Points Remaining: -6')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(within(group).getByRole('textbox', { name: 'Team' }), {
      target: { value: '3' },
    });
    act(() => void vi.advanceTimersByTime(500));
    expect(onAnswer).toHaveBeenLastCalledWith('i-pa', [
      { id: 'p-pay', value: '7' },
      { id: 'p-team', value: '3' },
    ]);
    vi.useRealTimers();
    expect(await violations()).toEqual([]);
  });

  it('ignores input once locked', () => {
    const { onAnswer } = render(choiceGroup, true);
    fireEvent.click(screen.getByRole('radio', { name: 'Apple' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('a group renders again only when what it shows changes', () => {
  it('keeps its render for a new copy of the same answers, and renders for a changed one', () => {
    const group = choiceGroup;
    const item = group.items[0]!;
    const picked = (option: number): AnswerMap =>
      new Map([[item.id, [{ id: item.options[option]!.id }]]]);
    const controls: { show?: (answers: AnswerMap, shown: ItemGroup) => void } = {};
    function Section() {
      const [props, setProps] = useState({ answers: picked(0), shown: group });
      useEffect(() => {
        controls.show = (answers, shown) => setProps({ answers, shown });
      }, []);
      return (
        <ItemGroupView
          group={props.shown}
          answers={props.answers}
          disabled={false}
          numbering={{ first: 1, total: 1 }}
        />
      );
    }
    // Each render of the group numbers its question ("Question 1 of 1").
    const renders = vi.spyOn(runnerMessages, 'questionOf');
    renderWithProviders(<Section />);
    const before = renders.mock.calls.length;
    expect(before).toBeGreaterThan(0);

    // What a delivery gives: a new copy of the group and a new map with the same answer.
    act(() => controls.show!(picked(0), { ...group, items: group.items.map((i) => ({ ...i })) }));
    expect(renders.mock.calls.length).toBe(before);

    act(() => controls.show!(picked(1), group));
    expect(renders.mock.calls.length).toBeGreaterThan(before);
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: item.options[1]!.label }).checked,
    ).toBe(true);
  });

  it("renders again when an item's answer changes where it is, and says so as its description", () => {
    const group = choiceGroup;
    const item = group.items[0]!;
    const answers: AnswerMap = new Map([[item.id, [{ id: item.options[0]!.id }]]]);
    const controls: { show?: (states: AnswerSyncStates) => void } = {};
    function Section() {
      const [states, setStates] = useState<AnswerSyncStates>(new Map([[item.id, 'ON_DEVICE']]));
      useEffect(() => {
        controls.show = (states) => setStates(states);
      }, []);
      return (
        <ItemGroupView
          group={group}
          answers={answers}
          disabled={false}
          numbering={{ first: 1, total: 1 }}
          syncStates={states}
        />
      );
    }
    const renders = vi.spyOn(runnerMessages, 'questionOf');
    renderWithProviders(<Section />);
    const question = screen.getByRole('group', { name: 'Question 1 of 1' });
    expect(descriptionOf(question)).toBe('Saved on this device');
    const before = renders.mock.calls.length;

    // A new map with the same state: no render. The server has it: a render, "Received".
    act(() => controls.show!(new Map([[item.id, 'ON_DEVICE']])));
    expect(renders.mock.calls.length).toBe(before);
    act(() => controls.show!(new Map([[item.id, 'RECEIVED']])));
    expect(renders.mock.calls.length).toBeGreaterThan(before);
    expect(descriptionOf(question)).toBe('Received');
  });
});
