/**
 * Focus rings (WCAG 2.4.7, aiming at 2.4.13; docs/decisions/028): a candidate tabs to a sample of
 * controls (text field, link inside text, radio, checkbox, button, select, dropdown, side-navigation
 * link, tab) and each shows a ring at least 2 px wide whose colour has at least 3:1 contrast
 * against what lies behind it. The ring is measured where it is drawn: the focused element's
 * outline, or the outline of the control around it (a field's frame, a checkbox with its label).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { beforeYouMoveOn } from '../support/contact-info.ts';

interface Ring {
  /** The element whose outline is the ring (tag and class), for the failure message. */
  drawnOn: string;
  widthPx: number;
  color: string;
  behind: string;
  contrast: number;
}

/** Presses Tab until `target` (or something inside it) has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      (el) => !!el && !!document.activeElement && el.contains(document.activeElement),
      handle,
    );
    if (reached) return;
  }
  throw new Error(`${String(target)} not reached in ${maxPresses} presses of Tab`);
}

/**
 * The ring around the focused element: the nearest of it and its ancestors (up to 3 levels: a
 * field's frame, a checkbox's root) with a visible outline; its colour's WCAG contrast against the
 * first opaque background behind it (the ring lies outside the element, over its parent).
 */
function focusRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const parse = (css: string): [number, number, number, number] => {
      const m = /rgba?\(([^)]+)\)/.exec(css);
      if (!m) return [0, 0, 0, 0];
      const [r = 0, g = 0, b = 0, a = 1] = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    let el: Element | null = document.activeElement;
    for (let depth = 0; el && depth < 4; depth += 1, el = el.parentElement) {
      const style = getComputedStyle(el);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || !(width > 0)) continue;
      const color = parse(style.outlineColor);
      if (color[3] === 0) continue;
      let behind: number[] = [255, 255, 255, 1];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const bg = parse(getComputedStyle(p).backgroundColor);
        if (bg[3] > 0.5) {
          behind = bg;
          break;
        }
      }
      const [l1, l2] = [luminance(color), luminance(behind)].sort((a, b) => b - a);
      return {
        drawnOn: `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`,
        widthPx: width,
        color: style.outlineColor,
        behind: `rgb(${behind.slice(0, 3).join(', ')})`,
        contrast: Math.round(((l1! + 0.05) / (l2! + 0.05)) * 100) / 100,
      };
    }
    return null;
  });
}

async function expectRingOn(page: Page, what: string, target: Locator): Promise<Ring> {
  await tabTo(page, target);
  const ring = await focusRing(page);
  expect(ring, `${what}: no focus ring`).not.toBeNull();
  expect(ring!.widthPx, `${what}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(2);
  expect(ring!.contrast, `${what}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
  return ring!;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the registration form: field, link in text, radio, checkbox and button show a ring', async ({
      page,
    }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign Up for Free' })).toBeVisible();
      await expectRingOn(page, 'text field', page.getByRole('textbox', { name: 'First name' }));
      await expectRingOn(
        page,
        'radio',
        page.getByRole('radiogroup', { name: 'I am interested in' }),
      );
      await expectRingOn(page, 'checkbox', page.getByRole('checkbox'));
      await expectRingOn(
        page,
        'link in text',
        page
          .getByRole('form', { name: 'Sign Up for Free' })
          .getByRole('link', { name: 'Terms of Service' }),
      );
      await expectRingOn(
        page,
        'button',
        page.getByRole('button', { name: 'Register', exact: true }),
      );
      await page.screenshot({ path: `/tmp/a11y-shots/ring-register-${viewport.width}.png` });
    });

    test('the shell and the profile: navigation link, tab, select and dropdown show a ring', async ({
      page,
      api,
      signIn,
    }) => {
      const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
      await signIn(page, candidate.session);

      await page.goto('/connection-manager');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectRingOn(page, 'tab', page.getByRole('tab', { name: /^Invitations/ }));
      await page.screenshot({ path: `/tmp/a11y-shots/ring-tab-${viewport.width}.png` });

      await page.goto('/demographic');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('radio', { name: 'Yes, share' }).check();
      await expectRingOn(page, 'select', page.getByRole('combobox', { name: 'Birth year' }));
      await page.screenshot({ path: `/tmp/a11y-shots/ring-select-${viewport.width}.png` });

      if (viewport.width >= 1024) {
        // The side navigation (at 390 px it sits in the menu).
        const nav = page.getByRole('navigation').getByRole('link', { name: /Education/ });
        await page.getByRole('heading', { level: 1 }).click();
        await expectRingOn(page, 'navigation link', nav);
        await page.screenshot({ path: `/tmp/a11y-shots/ring-nav-${viewport.width}.png` });
      }
    });
  });
}

test('the country dropdown of the first-run contact form shows a ring', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS', contactInfo: false });
  await signIn(page, candidate.session);
  await page.goto('/');
  const dialog = beforeYouMoveOn(page);
  await expect(dialog).toBeVisible();
  await expectRingOn(page, 'dropdown', dialog.getByRole('combobox', { name: 'Country' }));
  await page.screenshot({ path: '/tmp/a11y-shots/ring-dropdown-1280.png' });
});
