/**
 * The app's alerts (spec section 3; docs/decisions/019-alerts.md) as a candidate meets them: a
 * choice in the connection manager is confirmed by an alert in the "Notifications" region, which
 * goes away by itself after about 3 s, or at once with its Dismiss button, reached from the
 * keyboard. It fades over 200 ms, not at all with reduced motion. On a wide and a phone-sized
 * screen it covers none of the page's controls. Real server, firms and invitations from the
 * operator's commands; nothing mocked.
 */
import type { Locator, Page } from '@playwright/test';
import { violationsOf } from '../support/axe.ts';
import { createFirm, list, sendInvitation } from '../support/connections.ts';
import { expect, test } from '../support/fixtures.ts';
import { alertsRegion } from '../support/ui.ts';

/** The visible buttons, links and tabs of the top bar and the page that `alert` lies over. */
async function controlsUnder(page: Page, alert: Locator): Promise<string[]> {
  const box = await alert.boundingBox();
  expect(box, 'the alert is laid out').not.toBeNull();
  return page.evaluate(({ x, y, width, height }) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'header button, header a, main button, main a, main [role="tab"]',
    );
    return [...controls]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < x + width && r.right > x && r.top < y + height && r.bottom > y;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
  }, box!);
}

test('a connection choice is confirmed by an alert that leaves by itself, or at once with Dismiss', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const first = createFirm('Alert One');
  const second = createFirm('Alert Two');
  sendInvitation(first, candidate.email);
  sendInvitation(second, candidate.email);
  await signIn(page, candidate.session);
  await page.goto('/connection-manager');
  const pending = list(page, 'Pending Invitations');
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  const alerts = alertsRegion(page);
  await expect(alerts).toHaveCount(0);

  // 1280 x 800: Connect; the alert leaves by itself, about 3 s later (pointer kept off it).
  await pending.getByRole('button', { name: `Connect with ${first}` }).click();
  await page.mouse.move(1, 790);
  const connected = alerts
    .getByRole('status')
    .filter({ hasText: `You are now connected with ${first}.` });
  await expect(connected).toBeVisible();
  const shownAt = Date.now();
  expect(await fadeDurations(connected), 'fades in over 200 ms').toEqual([200]);
  expect(await controlsUnder(page, connected)).toEqual([]);
  await expect(connected).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  await expect(alerts).toHaveCount(0);

  // 390 x 844, reduced motion: Ignore; the pointer over the alert keeps it while it is checked
  // and reached by Tab.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pending.getByRole('button', { name: `Ignore the invitation from ${second}` }).click();
  const ignored = alerts
    .getByRole('status')
    .filter({ hasText: `You ignored the invitation from ${second}.` });
  await expect(ignored).toBeVisible();
  await ignored.hover();
  expect(await fadeDurations(ignored), 'no fade with reduced motion').toEqual([1]);
  expect(await controlsUnder(page, ignored)).toEqual([]);
  expect(await violationsOf(page)).toEqual([]);

  const dismiss = alerts.getByRole('button', { name: `Dismiss: ${await ignored.innerText()}` });
  for (let presses = 0; presses < 40 && !(await dismiss.evaluate(isFocused)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(dismiss, 'Tab reaches the Dismiss button').toBeFocused();
  expect(await dismiss.evaluate(showsFocus), 'the focused button shows it').toBe(true);
  await page.keyboard.press('Enter');
  await expect(ignored).toBeHidden({ timeout: 1_000 });
  await expect(alerts).toHaveCount(0);
  // The focus goes back into the page, not to the top of the document.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

/** The durations of the fades on an alert's bar (Fluent's motion: 1 ms with reduced motion). */
function fadeDurations(alert: Locator): Promise<unknown[]> {
  return alert.evaluate((bar) =>
    (bar.parentElement?.getAnimations() ?? []).map((a) => a.effect?.getTiming().duration),
  );
}

function isFocused(element: Element): boolean {
  return element === document.activeElement;
}

/** Fluent marks keyboard focus with data-fui-focus-visible and draws its outline from it. */
function showsFocus(element: Element): boolean {
  return (
    element.hasAttribute('data-fui-focus-visible') &&
    getComputedStyle(element).outlineStyle !== 'none'
  );
}
