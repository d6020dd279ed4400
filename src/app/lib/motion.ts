/**
 * The spec's motion timings (section 9) as CSS variables, so the stylesheet (global.css) and the
 * components read one source: src/domain/constants.ts. global.css also turns every animation and
 * transition off for candidates who ask their system for reduced motion.
 */
import { CLICK_ANIMATION_MS, FADE_MS } from '../../domain/constants.ts';

const MOTION_VARIABLES = {
  '--app-click-animation-ms': `${CLICK_ANIMATION_MS}ms`,
  '--app-fade-ms': `${FADE_MS}ms`,
} as const;

/** Sets the variables on the document's root element. Call once, before the first render. */
export function applyMotionTimings(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(MOTION_VARIABLES)) root.style.setProperty(name, value);
}

/** The class that fades a message in as it appears (global.css). */
export const FADE_IN_CLASS = 'app-fade-in';
