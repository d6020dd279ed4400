/**
 * What is left for the candidate once a part is done, for the end pages' "What comes next"
 * (components/next-steps.tsx): the side navigation's items not yet checked, in its order, without
 * the page's own item, a locked or voided one and "Need Help?" (features/layout/lib/use-nav-items.ts).
 */
import type { NextStep } from '../components/next-steps.tsx';
import type { NavItem } from '../features/layout/lib/nav-items.ts';
import { useNavItems } from '../features/layout/lib/use-nav-items.ts';
import { useSignedIn } from './signed-in-frame.tsx';

/** The items still to do, `doneId` (the page's own, just finished) left out. */
export function remainingSteps(items: readonly NavItem[], doneId: string): NextStep[] {
  return items
    .filter(
      (item) =>
        item.id !== doneId &&
        item.state !== 'complete' &&
        item.state !== 'help' &&
        item.state !== 'locked' &&
        item.state !== 'voided',
    )
    .map(({ id, label, href }) => ({ id, label, href }));
}

/** `doneId`: the navigation item of the page ('behavioral', 'cognitive' or 'lateral'). */
export function useNextSteps(doneId: string): NextStep[] {
  const { user, accountType } = useSignedIn();
  const { items } = useNavItems(accountType, user.accommodations.assessmentTimerMultiplier);
  return remainingSteps(items, doneId);
}
