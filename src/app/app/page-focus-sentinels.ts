/**
 * Keeps Fluent UI's page-level focus sentinels out of the tab order (decision 028).
 *
 * Fluent's focus manager (Tabster) puts two `<i tabindex="0" aria-hidden="true" data-tabster-dummy>`
 * at the ends of <body> as soon as any dialog exists, to steer focus that comes back from the
 * browser's toolbar into an open dialog. A focusable element hidden from screen readers fails WCAG
 * 4.1.2 (axe: aria-hidden-focus), and the app does not need them: an open Fluent dialog already
 * traps Tab and pulls focus that lands outside it back in. The sentinels Tabster keeps inside an
 * open dialog (its focus trap) are left alone; tab lists use the app's own (components/tab-list.tsx).
 */
const SENTINEL = '[data-tabster-dummy]';

function isPageSentinel(node: Node): node is HTMLElement {
  return (
    node instanceof HTMLElement && node.parentElement === document.body && node.matches(SENTINEL)
  );
}

function takeOutOfTabOrder(element: HTMLElement): void {
  if (element.tabIndex !== -1) element.tabIndex = -1;
}

/** Watches <body> for the sentinels (Tabster adds them late and re-enables them on focus changes). */
export function keepPageFocusSentinelsOutOfTabOrder(): () => void {
  for (const child of Array.from(document.body.children))
    if (isPageSentinel(child)) takeOutOfTabOrder(child);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && isPageSentinel(record.target))
        takeOutOfTabOrder(record.target);
      for (const node of Array.from(record.addedNodes))
        if (isPageSentinel(node)) takeOutOfTabOrder(node);
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['tabindex'],
  });
  return () => observer.disconnect();
}
