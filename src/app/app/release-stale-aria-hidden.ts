/**
 * Works around a Fluent UI / Tabster bug: a modal Dialog unmounted while open (its page left by a
 * navigation) can leave `aria-hidden="true"` on #root, hiding the whole next page from screen
 * readers (microsoft/fluentui#35139, microsoft/tabster#530). Screens close their dialogs before
 * navigating; this is the safety net: after each navigation, once no modal dialog is open, #root
 * is made visible to assistive technology again. A dialog open from the page's first render (the
 * One Account Policy and Invitation Link Expired notices) leaves it behind too once closed, with
 * no navigation after it: the same check also runs whenever a dialog's portal leaves the page.
 *
 * The same bookkeeping, on a busy machine, sometimes marks a dialog opened over another (the
 * behavioral questionnaire's "Are you sure you're ready to submit?" over its full-screen layer)
 * `aria-hidden` as it opens: on screen, yet gone for a screen reader (seen in the browser suite).
 * So whenever `aria-hidden` changes, the modal dialog opened last is kept visible to assistive
 * technology, with the elements that hold it.
 */
import { useEffect } from 'react';

const SETTLE_MS = 500; // longer than Tabster's 250 ms aria-hidden update and a dialog's exit motion

function releaseWhenNoDialog(): void {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
  const root = document.getElementById('root');
  if (root?.getAttribute('aria-hidden') === 'true') root.removeAttribute('aria-hidden');
}

/** The modal dialog opened last: Fluent appends each dialog's portal to <body> as it opens. */
function topmostModalDialog(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
  );
  return open.length > 0 ? open[open.length - 1]! : null;
}

function revealTopmostModalDialog(): void {
  for (let e = topmostModalDialog(); e && e !== document.body; e = e.parentElement)
    if (e.getAttribute('aria-hidden') === 'true') e.removeAttribute('aria-hidden');
}

export function useReleaseStaleAriaHidden(location: string): void {
  useEffect(() => {
    const timer = window.setTimeout(releaseWhenNoDialog, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [location]);

  useEffect(() => {
    let timer: number | undefined;
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(releaseWhenNoDialog, SETTLE_MS);
    });
    // Fluent mounts each dialog in a portal node of <body>, removed when the dialog unmounts.
    observer.observe(document.body, { childList: true });
    const root = document.getElementById('root');
    if (root) observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
    // Tabster sets aria-hidden after the dialog is in the page: look once it has settled.
    let reveal: number | undefined;
    const dialogs = new MutationObserver(() => {
      window.clearTimeout(reveal);
      reveal = window.setTimeout(revealTopmostModalDialog, 0);
    });
    dialogs.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => {
      observer.disconnect();
      dialogs.disconnect();
      window.clearTimeout(timer);
      window.clearTimeout(reveal);
    };
  }, []);
}
