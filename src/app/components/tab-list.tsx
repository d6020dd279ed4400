/**
 * Fluent's TabList, looks and API unchanged, with the keyboard of the WAI-ARIA tabs pattern done
 * here (decision 028): Tab enters the list on the selected tab and leaves it for the panel; Left,
 * Right (wrapping), Home and End move between tabs; Enter or Space selects the focused one. Fluent's
 * own arrow keys come from Tabster, which wraps the list in focusable aria-hidden sentinels (axe:
 * aria-hidden-focus); this list renders without them.
 */
import {
  renderTabList_unstable,
  type TabListProps,
  useTabListContextValues_unstable,
  useTabListStyles_unstable,
  useTabList_unstable,
} from '@fluentui/react-components';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';

const TAB = '[role="tab"]:not([disabled]):not([aria-disabled="true"])';

/** The tabs of `list` in order; only the current one (focused, else selected) is in the tab order. */
function tabsOf(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(TAB));
}

function setRovingTabIndex(list: HTMLElement, current: HTMLElement | undefined): void {
  const tabs = tabsOf(list);
  const active = current ?? tabs.find((t) => t.getAttribute('aria-selected') === 'true') ?? tabs[0];
  for (const tab of tabs) tab.tabIndex = tab === active ? 0 : -1;
}

export function TabList(props: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useTabList_unstable(props, ref);
  // Without Tabster's attribute no arrow-key group (and no sentinels) is made for this list.
  delete (state.root as Record<string, unknown>)['data-tabster'];

  // After every render (a new selection, a tab added), the selected tab is the one Tab reaches.
  useLayoutEffect(() => {
    const list = ref.current;
    if (list && !list.contains(document.activeElement)) setRovingTabIndex(list, undefined);
  });

  const onKeyDown = state.root.onKeyDown;
  state.root.onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const list = ref.current;
    if (!list || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(list);
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || tabs.length === 0) return;
    const [back, forward] = state.vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const next =
      event.key === forward
        ? tabs[(at + 1) % tabs.length]
        : event.key === back
          ? tabs[(at - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setRovingTabIndex(list, next);
    next.focus();
  };
  const onBlur = state.root.onBlur;
  state.root.onBlur = (event) => {
    onBlur?.(event);
    const list = ref.current;
    // Leaving the list: the next Tab into it lands on the selected tab again.
    if (list && !list.contains(event.relatedTarget as Node | null))
      setRovingTabIndex(list, undefined);
  };

  useTabListStyles_unstable(state);
  return renderTabList_unstable(state, useTabListContextValues_unstable(state));
}
