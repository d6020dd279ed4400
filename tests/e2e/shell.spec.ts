/**
 * The shell as issue 12 asked for it: the side navigation's marks (an assessment open, in
 * progress, finished, or locked where it cannot be taken, each with its own icon and name), the
 * small screens' one-row top bar, the first-run dialog's footer, and the Connection Manager's
 * empty states.
 */
import type { Locator, Page } from '@playwright/test';
import { COGNITIVE_ASSESSMENT_ID, startThroughApi } from '../support/assessments.ts';
import { violationsOf } from '../support/axe.ts';
import { beforeYouMoveOn } from '../support/contact-info.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForAnimations } from '../support/ui.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The candidate's behavioral survey stored with this status ('in_progress' or 'complete'). */
async function storeSurveyStatus(userId: string, status: 'in_progress' | 'complete') {
  await withDatabase((db) =>
    db.query(
      `INSERT INTO user_surveys (user_id, survey_id, status, completed_at)
       SELECT $1, id, $2::user_survey_status, CASE WHEN $3 THEN now() END
       FROM survey_definitions ORDER BY version DESC LIMIT 1`,
      [userId, status, status === 'complete'],
    ),
  );
}

/** The cognitive assessment stored as finished. */
async function storeCognitiveComplete(userId: string) {
  await withDatabase((db) =>
    db.query(
      `INSERT INTO candidate_assessments (user_id, assessment_id, status, started_at, completed_at)
       VALUES ($1, $2, 'COMPLETE', now(), now())`,
      [userId, COGNITIVE_ASSESSMENT_ID],
    ),
  );
}

/** The picture of an item's mark (its icon), to tell the marks apart as a sighted user does. */
const markOf = (link: Locator): Promise<Buffer> => link.locator('svg').first().screenshot();

test.describe('side navigation', () => {
  test('an assessment open, in progress, finished or locked has its own mark and name', async ({
    page,
    api,
    signIn,
  }) => {
    // Open: nothing started. The campus account's lateral preview (?ff=true): it cannot be taken.
    const fresh = await api.createCandidate({ accountType: 'CAMPUS' });
    await storeSurveyStatus(fresh.session.userId, 'in_progress');
    await signIn(page, fresh.session);
    await page.goto('/?ff=true');
    const behavioral = nav(page).getByRole('link', { name: 'Behavioral Assessment, in progress' });
    const open = nav(page).getByRole('link', { name: 'Cognitive Skills Assessment, not started' });
    const locked = nav(page).getByRole('link', { name: 'Lateral Law Assessment, locked' });
    const profile = nav(page).getByRole('link', { name: 'Education, not completed' });
    await expect(behavioral).toBeVisible();
    await expect(open).toBeVisible();
    await expect(locked).toBeVisible();
    // The only lock is the lateral preview's.
    await expect(nav(page).getByRole('link', { name: /, locked$/ })).toHaveCount(1);
    const marks = {
      inProgress: await markOf(behavioral),
      open: await markOf(open),
      locked: await markOf(locked),
      profile: await markOf(profile),
    };

    // In progress (the cognitive assessment started), and finished (the survey done).
    const started = await api.createCandidate({ accountType: 'CAMPUS' });
    await storeSurveyStatus(started.session.userId, 'complete');
    await startThroughApi(api, started.session.token, COGNITIVE_ASSESSMENT_ID);
    await signIn(page, started.session);
    await page.goto('/');
    const inProgress = nav(page).getByRole('link', {
      name: 'Cognitive Skills Assessment, in progress',
    });
    await expect(inProgress).toBeVisible();
    await expect(
      nav(page).getByRole('link', { name: 'Behavioral Assessment, completed' }),
    ).toBeVisible();
    expect(await markOf(inProgress)).toEqual(marks.inProgress);

    const finished = await api.createCandidate({ accountType: 'CAMPUS' });
    await storeCognitiveComplete(finished.session.userId);
    await signIn(page, finished.session);
    await page.goto('/');
    const complete = nav(page).getByRole('link', {
      name: 'Cognitive Skills Assessment, completed',
    });
    await expect(complete).toBeVisible();
    await expect(
      nav(page).getByRole('link', { name: 'Behavioral Assessment, not started' }),
    ).toBeVisible();
    const all = [...Object.values(marks), await markOf(complete)];
    // Five states, five different marks.
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1)) expect(a.equals(b), 'two states share a mark').toBe(false);
  });
});

test.describe('small screens', () => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    test(`the top bar keeps to one row at ${size.width} px on every page`, async ({
      page,
      api,
      signIn,
    }) => {
      await page.setViewportSize(size);
      const candidate = await api.createCandidate({ accountType: 'LATERAL' });
      await signIn(page, candidate.session);
      for (const path of ['/', '/education', '/user-settings', '/connection-manager', '/faq']) {
        await page.goto(path);
        const header = page.getByRole('banner');
        // Named icons: the menu, home, the settings, the invitations, and Logout.
        await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
        await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Candidate Portal: home' })).toBeVisible();
        await expect(header.getByRole('link', { name: 'User settings' })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Invitations: none pending' })).toBeVisible();
        await expect(header.getByLabel('Account type: Lateral')).toBeVisible();

        const geometry = await header.evaluate((element) => {
          const bar = element.getBoundingClientRect();
          const items = [...element.querySelectorAll('a, button, [aria-label^="Account type"]')]
            .map((item) => item.getBoundingClientRect())
            .filter((box) => box.width > 0);
          return {
            height: bar.height,
            overflow: element.scrollWidth - element.clientWidth,
            rightmost: Math.max(...items.map((box) => box.right)),
            rows: new Set(items.map((box) => Math.round(box.top + box.height / 2))).size,
            spread: Math.max(...items.map((b) => b.top)) - Math.min(...items.map((b) => b.top)),
          };
        });
        expect(geometry.height, `${path}: the header's height`).toBeLessThanOrEqual(64);
        expect(geometry.overflow, `${path}: nothing pushed out sideways`).toBeLessThanOrEqual(0);
        expect(geometry.rightmost, `${path}: inside the screen`).toBeLessThanOrEqual(size.width);
        // Items of one row: their tops differ by less than an item's height.
        expect(geometry.spread, `${path}: one row`).toBeLessThan(24);
        expect(await violationsOf(page), path).toEqual([]);
      }
    });
  }
});

test.describe('Before You Move On', () => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`its footer buttons line up at ${size.width} px`, async ({ page, api, signIn }) => {
      await page.setViewportSize(size);
      const candidate = await api.createCandidate({ accountType: 'CAMPUS', contactInfo: false });
      await signIn(page, candidate.session);
      await page.goto('/');
      const dialog = beforeYouMoveOn(page);
      const logout = dialog.getByRole('button', { name: 'Logout' });
      const next = dialog.getByRole('button', { name: 'Continue to Profile' });
      await expect(next).toBeVisible();
      // Measured once the dialog's zoom-in is over (mid-way, every box is scaled).
      await waitForAnimations(dialog);
      const field = await dialog.getByRole('textbox', { name: 'Phone Number' }).boundingBox();
      const a = (await logout.boundingBox())!;
      const b = (await next.boundingBox())!;
      expect(Math.abs(a.height - b.height), 'the same height').toBeLessThanOrEqual(1);
      if (size.width >= 600) {
        // One row, at the end: tops level, Continue ending where the fields end.
        expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
        expect(a.x + a.width).toBeLessThan(b.x);
        expect(Math.abs(b.x + b.width - (field!.x + field!.width))).toBeLessThanOrEqual(2);
      } else {
        // Stacked: each as wide as the fields (the input sits 1 px inside its border), one under
        // the other.
        for (const box of [a, b]) {
          expect(Math.abs(box.x - field!.x)).toBeLessThanOrEqual(2);
          expect(Math.abs(box.width - field!.width)).toBeLessThanOrEqual(2);
        }
        expect(a.y + a.height).toBeLessThanOrEqual(b.y);
      }
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});

test('the Connection Manager says how invitations arrive, with the tabs under its introduction', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/connection-manager');
  await expect(page.getByText('You have no active invitations.')).toBeVisible();
  await expect(
    page.getByText(
      'Firms invite you by e-mail: the message is called "<firm> invites you to connect on Candidate Portal"',
      { exact: false },
    ),
  ).toBeVisible();
  const intro = await page.getByText('Firms invite you to connect so that').boundingBox();
  const tab = await page.getByRole('tab', { name: 'Invitations' }).boundingBox();
  expect(tab!.y - (intro!.y + intro!.height), 'the gap above the tabs').toBeLessThanOrEqual(12);
  expect(await violationsOf(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Connections' }).click();
  await expect(page.getByText('You have no active connections.')).toBeVisible();
  await expect(
    page.getByText('A firm becomes a connection when you choose Connect on its invitation', {
      exact: false,
    }),
  ).toBeVisible();
});
