/**
 * Fluent's TabList, looks and API unchanged, with the keyboard of the WAI-ARIA tabs pattern done
 * here (decision 028): Tab enters the list on the selected tab and leaves it for the panel; Left,
 * Right (wrapping), Home and End move between tabs; Enter or Space selects the focused one. Fluent's
 * own arrow keys come from Tabster, which wraps the list in focusable aria-hidden sentinels (axe:
 * aria-hidden-focus); this list renders without them.
 */
import { TabList as FluentTabList, type TabListProps } from '@fluentui/react-components';
import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';

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

/** The tab the key moves to from `at` (of `count`), or undefined for other keys. */
function targetIndex(key: string, at: number, count: number, vertical: boolean) {
  const [back, forward] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === forward) return (at + 1) % count;
  if (key === back) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export function TabList({ onKeyDown, onBlur, vertical = false, ...props }: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);

  // After every render (a new selection, a tab added), the selected tab is the one Tab reaches.
  useLayoutEffect(() => {
    const list = ref.current;
    if (list && !list.contains(document.activeElement)) setRovingTabIndex(list, undefined);
  });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const list = event.currentTarget;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(list);
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    if (at < 0) return;
    const next = tabs[targetIndex(event.key, at, tabs.length, vertical) ?? -1];
    if (!next) return;
    event.preventDefault();
    setRovingTabIndex(list, next);
    next.focus();
  };
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    onBlur?.(event);
    // Leaving the list: the next Tab into it lands on the selected tab again.
    const list = event.currentTarget;
    if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget)))
      setRovingTabIndex(list, undefined);
  };

  return (
    <FluentTabList
      {...props}
      ref={ref}
      vertical={vertical}
      onKeyDown={moveFocus}
      onBlur={leave}
      // Without Tabster's attribute no arrow-key group, and so no sentinels, is made for the list.
      data-tabster={undefined}
    />
  );
}
