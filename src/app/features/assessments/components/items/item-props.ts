/** What every item component gets (its group and item, the current answer) and where it answers. */
import { createContext } from 'react';
import type { Answer, Item, ItemGroup } from '../../lib/responses.ts';

export interface ItemProps {
  group: ItemGroup;
  item: Item;
  answer: Answer | undefined;
  /** The section is locked (time up, or closing): the answer can no longer change. */
  disabled: boolean;
}

/**
 * Where an item's answer goes, a complete answer (as SubmitItemResponse sends it) or [] when the
 * candidate cleared it: the running view provides the runner's `answer`, the sample its own state.
 * Each item calls it itself, so no view between them passes it on.
 */
export const AnswerTo = createContext<(itemId: string, values: Answer) => void>(() => {});
