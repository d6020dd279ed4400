import { describe, expect, it } from 'vitest';
import { withUnsent } from '../../../lib/writes/unsent.ts';
import { outboxEntry } from '../../../test-support/outbox-entry.ts';
import {
  type SectionQuestions,
  sectionQuestionsQueryKey,
} from '../api/get-next-section-questions.ts';
import { submitItemResponseWrite } from '../api/submit-item-response.ts';
import {
  answeredCount,
  currentAnswers,
  isAnswered,
  isSampleCorrect,
  queuedClose,
  refusedWrites,
  servedAnswer,
  withAnswer,
} from './responses.ts';
import {
  choiceGroup,
  matrixGroup,
  multiselectGroup,
  pointsGroup,
  textGroup,
} from '../../../test-support/assessment-sections.ts';

const entry = (operation: string, variables: Record<string, unknown>, refused = false) =>
  outboxEntry(
    operation,
    variables,
    refused
      ? { attempts: 1, lastError: { message: 'Too late', permanent: true, status: 400 } }
      : {},
  );

const groups = [choiceGroup, multiselectGroup, matrixGroup, textGroup, pointsGroup];

describe('section answers', () => {
  it('reads what the served questions hold, per item type', () => {
    const served = withAnswer(
      withAnswer(withAnswer(groups, 'i-mc', [{ id: 'o-apple' }]), 'i-tx', [{ value: 'Justice' }]),
      'i-pa',
      [
        { id: 'p-pay', value: '4' },
        { id: 'p-team', value: '6' },
      ],
    );
    expect(servedAnswer('MULTIPLE_CHOICE', served[0]!.items[0]!)).toEqual([{ id: 'o-apple' }]);
    expect(servedAnswer('TEXTINPUT', served[3]!.items[0]!)).toEqual([{ value: 'Justice' }]);
    expect(servedAnswer('POINTALLOCATION', served[4]!.items[0]!)).toEqual([
      { id: 'p-pay', value: '4' },
      { id: 'p-team', value: '6' },
    ]);
    expect(servedAnswer('MULTISELECT', served[1]!.items[0]!)).toBeNull();
    expect(answeredCount(served, currentAnswers(served))).toEqual({
      answered: 3,
      total: 6,
    });
  });

  it('overlays the unsent responses (newest per item) but not the refused ones', () => {
    const entries = [
      entry('SubmitItemResponse', { id: 'i-ms', values: [{ id: 'o-a' }] }),
      entry('SubmitItemResponse', { id: 'i-ms', values: [{ id: 'o-a' }, { id: 'o-b' }] }),
      entry('SubmitItemResponse', { id: 'i-mc', values: [{ id: 'o-stone' }] }, true),
      entry('AssessmentSectionClose', { id: 's1', closeType: 'TIMER' }),
    ];
    const shown = withUnsent(
      { id: 's1', itemGroups: groups } as SectionQuestions,
      sectionQuestionsQueryKey('a1', 's1'),
      entries,
      [submitItemResponseWrite],
    );
    const answers = currentAnswers(shown.itemGroups);
    expect(answers.get('i-ms')?.map((v) => v.id)).toEqual(['o-a', 'o-b']);
    expect(answers.has('i-mc')).toBe(false);
    expect(refusedWrites(entries).map((e) => e.variables.id)).toEqual(['i-mc']);
    expect(queuedClose(entries, 's1')?.variables.closeType).toBe('TIMER');
    expect(queuedClose(entries, 's2')).toBeUndefined();
  });

  it('counts an item answered only with an answer the server takes', () => {
    const [item] = pointsGroup.items;
    expect(isAnswered(pointsGroup, item!, [{ id: 'p-pay', value: '10' }])).toBe(false);
    expect(
      isAnswered(pointsGroup, item!, [
        { id: 'p-pay', value: '3' },
        { id: 'p-team', value: '6' },
      ]),
    ).toBe(false);
    expect(
      isAnswered(pointsGroup, item!, [
        { id: 'p-pay', value: '10' },
        { id: 'p-team', value: '0' },
      ]),
    ).toBe(true);
    expect(isAnswered(textGroup, textGroup.items[0]!, [{ value: '   ' }])).toBe(false);
    expect(isAnswered(matrixGroup, matrixGroup.items[0]!, [{ id: 'r1-2' }])).toBe(true);
    expect(isAnswered(multiselectGroup, multiselectGroup.items[0]!, [])).toBe(false);
  });

  it('judges a sample: exactly the correct options', () => {
    const sample = {
      ...multiselectGroup,
      items: [
        {
          ...multiselectGroup.items[0]!,
          options: multiselectGroup.items[0]!.options.map((o) => ({
            ...o,
            isCorrect: o.id !== 'o-none',
          })),
        },
      ],
    };
    expect(isSampleCorrect(sample, new Map([['i-ms', [{ id: 'o-a' }]]]))).toBe(false);
    expect(isSampleCorrect(sample, new Map([['i-ms', [{ id: 'o-a' }, { id: 'o-b' }]]]))).toBe(true);
  });
});
