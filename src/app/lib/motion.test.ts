import { describe, expect, it } from 'vitest';
import { CLICK_ANIMATION_MS, FADE_MS } from '../../domain/constants.ts';
import { applyMotionTimings } from './motion.ts';

describe('motion timings', () => {
  it('sets the spec timings on the root element as CSS variables', () => {
    const root = document.createElement('div');
    applyMotionTimings(root);
    expect(root.style.getPropertyValue('--app-fade-ms')).toBe(`${FADE_MS}ms`);
    expect(root.style.getPropertyValue('--app-click-animation-ms')).toBe(`${CLICK_ANIMATION_MS}ms`);
  });
});
