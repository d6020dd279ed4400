/**
 * The served questions' own answers: the types of a section's items and answers, and how an answer
 * is recorded in the served copy (what the SubmitItemResponse write shows, api/submit-item-response.ts).
 */
import type { ItemGroupFieldsFragment, ItemResponseValue } from '../../../gql/graphql.ts';

export type ItemGroup = ItemGroupFieldsFragment;
export type Item = ItemGroup['items'][number];
export type ItemOption = Item['options'][number];
/** What SubmitItemResponse sends for an item (src/domain/assessments.ts says how per type). */
export type Answer = readonly ItemResponseValue[];
export type AnswerMap = ReadonlyMap<string, Answer>;

/** The served groups with `answer` recorded on `itemId` (the local cache update). */
export function withAnswer(
  groups: readonly ItemGroup[],
  itemId: string,
  answer: Answer,
): ItemGroup[] {
  return groups.map((group) => {
    if (!group.items.some((i) => i.id === itemId)) return group;
    return {
      ...group,
      items: group.items.map((item) => {
        if (item.id !== itemId) return item;
        if (group.itemType === 'TEXTINPUT') return { ...item, value: answer[0]?.value ?? null };
        if (group.itemType === 'POINTALLOCATION') {
          return {
            ...item,
            options: item.options.map((o) => ({
              ...o,
              value: answer.find((v) => v.id === o.id)?.value ?? null,
            })),
          };
        }
        const picked = new Set(answer.map((v) => v.id));
        return {
          ...item,
          options: item.options.map((o) => ({ ...o, isSelected: picked.has(o.id) })),
        };
      }),
    };
  });
}
