/**
 * The accessibility check every browser test uses: axe-core with the WCAG 2.0 A/AA, 2.1 AA and
 * 2.2 AA rules (2.2 only with its tag: docs/pitfalls.md). `violationsOf(page)` lists
 * what axe finds, in a form that reads well in a failed `toEqual([])`. Nothing is filtered out:
 * Fluent's focusable aria-hidden sentinels are dealt with in the app (docs/decisions/028).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export async function violationsOf(page: Page) {
  // A dialog or bar still fading in is half transparent: axe would measure its contrast mid-way.
  // Waiting for running fades is not enough (a status such as "Saved" may start fading in while
  // axe runs), so the page is measured with reduced motion, where every fade ends at once.
  // (Endless animations, such as spinners, never finish and are not waited for.)
  const reducedBefore = await page.evaluate(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: reducedBefore ? 'reduce' : null }));
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 300)}`),
  }));
}
