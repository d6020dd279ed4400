/** What every item component gets: its group and item, the current answer, and how to answer. */
import type { Answer, Item, ItemGroup } from '../../lib/responses.ts';

export interface ItemProps {
  group: ItemGroup;
  item: Item;
  answer: Answer | undefined;
  /** A complete answer (as SubmitItemResponse sends it), or [] when the candidate cleared it. */
  onAnswer: (values: Answer) => void;
  /** The section is locked (time up, or closing): the answer can no longer change. */
  disabled: boolean;
}
