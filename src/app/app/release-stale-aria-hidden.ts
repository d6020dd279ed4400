/**
 * Works around a Fluent UI / Tabster bug: a modal Dialog unmounted while open (its page left by a
 * navigation) can leave `aria-hidden="true"` on #root, hiding the whole next page from screen
 * readers (microsoft/fluentui#35139, microsoft/tabster#530). Screens close their dialogs before
 * navigating; this is the safety net: after each navigation, once no modal dialog is open, #root
 * is made visible to assistive technology again.
 */
import { useEffect } from 'react';

const SETTLE_MS = 500; // longer than Tabster's 250 ms aria-hidden update and a dialog's exit motion

export function useReleaseStaleAriaHidden(location: string): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const root = document.getElementById('root');
      if (root?.getAttribute('aria-hidden') === 'true') root.removeAttribute('aria-hidden');
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [location]);
}
