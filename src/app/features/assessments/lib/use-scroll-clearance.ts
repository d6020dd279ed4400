/**
 * Bars that stay on screen while the page scrolls must never hide the focused element (WCAG 2.4.11,
 * Focus Not Obscured). The page's scroll padding on the bar's edge is kept equal to what covers
 * that edge, so that focus moved by Tab, by `focus()` or by `scrollIntoView` lands clear of it.
 *
 * The document is what scrolls in the signed-in frame (routes/signed-in-frame.tsx), whose top bar
 * is sticky in it: a bar of this feature sticks right under that top bar (docs/decisions/029).
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Room left between a bar and the focused element, for its focus ring. */
export const CLEARANCE_GAP_PX = 8;

/** The shell's top bar (the page's banner), when it stays on screen. */
function stickyTopBar(): HTMLElement | null {
  const header = document.querySelector<HTMLElement>('header');
  if (!header) return null;
  const { position } = getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? header : null;
}

/** Calls `update` now and whenever one of `elements` changes size. */
function watchSizes(elements: readonly HTMLElement[], update: () => void): () => void {
  update();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(update);
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/**
 * For a bar that sticks under the shell's top bar: the `top` it sticks at (the top bar's height),
 * and, while it is mounted, the page's top scroll padding covering both bars.
 */
export function useStickyUnderTopBar(bar: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const own = bar.current;
    if (!own) return;
    const topBar = stickyTopBar();
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    const stop = watchSizes(topBar ? [own, topBar] : [own], () => {
      const topBarHeight = topBar?.getBoundingClientRect().height ?? 0;
      setTop(topBarHeight);
      const covered = topBarHeight + own.getBoundingClientRect().height + CLEARANCE_GAP_PX;
      root.style.scrollPaddingTop = `${covered}px`;
    });
    return () => {
      stop();
      root.style.scrollPaddingTop = previous;
    };
  }, [bar]);
  return top;
}

/** For a bar fixed at the bottom of the screen: the page's bottom scroll padding covers it. */
export function useClearanceAtBottom(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const own = bar.current;
    if (!own) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const stop = watchSizes([own], () => {
      root.style.scrollPaddingBottom = `${own.getBoundingClientRect().height + CLEARANCE_GAP_PX}px`;
    });
    return () => {
      stop();
      root.style.scrollPaddingBottom = previous;
    };
  }, [bar]);
}
