/** Item groups for the tests (one of each item type), shaped as the API serves them. */
import type { ItemGroup, ItemOption } from '../features/assessments/lib/responses.ts';

const option = (id: string, label: string, over: Partial<ItemOption> = {}): ItemOption => ({
  id,
  label,
  isExclusive: false,
  isSelected: false,
  value: null,
  isCorrect: null,
  ...over,
});

export const choiceGroup: ItemGroup = {
  id: 'g-mc',
  itemType: 'MULTIPLE_CHOICE',
  leadingText: 'Pick the right word',
  headers: [],
  totalPoints: null,
  explanation: null,
  items: [
    {
      id: 'i-mc',
      label: 'Which is a fruit?',
      value: null,
      options: [option('o-apple', 'Apple'), option('o-stone', 'Stone')],
    },
  ],
};

export const multiselectGroup: ItemGroup = {
  id: 'g-ms',
  itemType: 'MULTISELECT',
  leadingText: 'Tick all that apply',
  headers: [],
  totalPoints: null,
  explanation: null,
  items: [
    {
      id: 'i-ms',
      label: 'Which have you done?',
      value: null,
      options: [
        option('o-a', 'Moot court'),
        option('o-b', 'Law review'),
        option('o-none', 'None of these', { isExclusive: true }),
      ],
    },
  ],
};

export const matrixGroup: ItemGroup = {
  id: 'g-mx',
  itemType: 'MATRIXTABLE',
  leadingText: 'How much do you agree?',
  headers: [
    { label: 'Disagree', value: '1' },
    { label: 'Agree', value: '2' },
  ],
  totalPoints: null,
  explanation: null,
  items: [
    {
      id: 'i-r1',
      label: 'I like deadlines',
      value: '1',
      options: [option('r1-1', 'Disagree'), option('r1-2', 'Agree')],
    },
    {
      id: 'i-r2',
      label: 'I like teams',
      value: '2',
      options: [option('r2-1', 'Disagree'), option('r2-2', 'Agree')],
    },
  ],
};

export const textGroup: ItemGroup = {
  id: 'g-tx',
  itemType: 'TEXTINPUT',
  leadingText: 'In your words',
  headers: [],
  totalPoints: null,
  explanation: null,
  items: [{ id: 'i-tx', label: 'Why law?', value: null, options: [] }],
};

export const pointsGroup: ItemGroup = {
  id: 'g-pa',
  itemType: 'POINTALLOCATION',
  leadingText: 'Share 10 points',
  headers: [],
  totalPoints: 10,
  explanation: null,
  items: [
    {
      id: 'i-pa',
      label: 'What matters most?',
      value: null,
      options: [option('p-pay', 'Pay'), option('p-team', 'Team')],
    },
  ],
};
