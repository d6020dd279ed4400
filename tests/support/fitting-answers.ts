/**
 * Answers that fit, for the scripts that write many of them through the API (tests/bench,
 * tests/scale): a response to a timed section's item (SubmitItemResponse's values) and an answer
 * to a questionnaire question (SetUserSurveyAnswer's value or ...MultiValue's multiValue), each
 * varied by `n` so that one write differs from the next.
 */
import { answersWithMultiValue, type SurveyField } from '../../src/domain/survey.ts';

/** An item of a section as GetNextAssessmentSectionQuestions gives it, with its group's type. */
export interface ItemToAnswer {
  id: string;
  itemType: string;
  totalPoints: number | null;
  options: { id: string; isExclusive: boolean }[];
}

export type ItemValues = { id?: string; value?: string }[];
export type SurveyValue = { value?: string; multiValue?: string[] };

/** A fitting response to `item`: its n-th option (not an exclusive one), text, or all points. */
export function itemValues(item: ItemToAnswer, n: number): ItemValues {
  const plain = item.options.filter((o) => !o.isExclusive);
  const choices = plain.length > 0 ? plain : item.options;
  const pick = choices[n % choices.length]!;
  switch (item.itemType) {
    case 'TEXTINPUT':
      return [{ value: `Answer ${n}` }];
    case 'POINTALLOCATION':
      return item.options.map((o) => ({
        id: o.id,
        value: o.id === pick.id ? String(item.totalPoints ?? 0) : '0',
      }));
    default:
      return [{ id: pick.id }];
  }
}

/** A fitting answer to the questionnaire's `field`, within its range and choices. */
export function surveyAnswer(field: SurveyField, n: number): SurveyValue {
  const p = field.properties ?? {};
  const ids = (p.choices ?? p.questions ?? []).map((c) => c.id);
  switch (field.type) {
    case 'rating':
      return { value: String((n % 10) + 1) };
    case 'number': {
      const min = p.min ?? 0;
      const max = p.max ?? min + 10;
      return { value: String(min + (n % (max - min + 1))) };
    }
    case 'short_text':
      return { value: `Answer number ${n}` };
    case 'point_allocation':
      return {
        multiValue: ids.map((_, i) => (i === n % ids.length ? String(p.total_points) : '0')),
      };
    default:
      return answersWithMultiValue(field)
        ? { multiValue: [ids[n % ids.length]!, ids[(n + 1) % ids.length]!] }
        : { value: ids[n % ids.length]! };
  }
}
