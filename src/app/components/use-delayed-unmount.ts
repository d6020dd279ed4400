/**
 * Keeps a dialog mounted for `delayMs` after it closes, then unmounts it. Fluent's Dialog must
 * close (open → false) before it unmounts, or Tabster leaves `aria-hidden` on the page
 * (microsoft/fluentui#35139); and a closed Dialog left mounted keeps focusable, aria-hidden dummy
 * elements at the ends of <body> (an axe "aria-hidden-focus" failure). Mount while open, close,
 * then unmount.
 */
import { useEffect, useState } from 'react';

export function useDelayedUnmount(open: boolean, delayMs: number): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setMounted(false), delayMs);
    return () => window.clearTimeout(timer);
  }, [open, delayMs]);
  return open || mounted;
}
