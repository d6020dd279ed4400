/**
 * The signed-in layout (spec section 2, "Layout"; issue 3): the navigation and its assessment item,
 * the top bar, the info banner set by an operator, the FAQ, and the small screens' slide-in menu
 * with the feedback panel, with axe checks of each.
 */
import type { Page } from '@playwright/test';
import type { Api, Candidate, Session } from '../support/api.ts';
import { violationsOf } from '../support/axe.ts';
import { addPendingInvitation } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { operator, operatorJson, operatorOk } from '../support/operator.ts';

/**
 * A confirmed candidate with an account type, signed in on `page`; createCandidate also stores the
 * first-run contact details, so no first-run modal covers the layout.
 */
async function readyCandidate(
  api: Api,
  signIn: (page: Page, session: Session) => Promise<void>,
  page: Page,
  accountType: 'CAMPUS' | 'LATERAL',
): Promise<Candidate & { session: Session }> {
  const candidate = await api.createCandidate({ accountType });
  await signIn(page, candidate.session);
  return candidate;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('wide screens', () => {
  test('a campus candidate sees every navigation item, the current page marked, and the top bar', async ({
    page,
    api,
    signIn,
  }) => {
    const candidate = await readyCandidate(api, signIn, page, 'CAMPUS');
    await addPendingInvitation(
      { userId: candidate.session.userId, email: candidate.email },
      'Layout Test Firm',
    );
    await page.goto('/faq');

    const links = nav(page).getByRole('link');
    await expect(links).toHaveText([
      'Education',
      'Location Preferences',
      'Demographic Information',
      'Behavioral Assessment',
      'Cognitive Skills Assessment',
      'Resume',
      'Need Help?',
    ]);
    await expect(nav(page).getByRole('link', { name: 'Education, not completed' })).toHaveAttribute(
      'href',
      '/education',
    );
    await expect(nav(page).getByRole('link', { name: 'Need Help?' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(page).getByRole('link', { name: /^Resume/ })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(page.getByText('Profile Complete')).toHaveCount(0);

    await expect(page.getByLabel('Account type: Campus')).toBeVisible();
    await expect(page.getByRole('link', { name: 'User settings' })).toHaveAttribute(
      'href',
      '/user-settings',
    );
    await expect(page.getByRole('link', { name: 'Invitations: 1 pending' })).toHaveAttribute(
      'href',
      '/connection-manager',
    );
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // The FAQ page inside the layout: seven questions and Contact us.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).getByRole('button')).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      /^mailto:support@/,
    );
    await page.getByRole('button', { name: 'Can I retake an assessment?' }).click();
    await expect(page.getByText(/Each assessment can be taken only once/)).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    // Back to the welcome page: no item is the current page there.
    await page.getByRole('link', { name: /: home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(0);
    expect(await violationsOf(page)).toEqual([]);
  });

  test('a lateral candidate sees the Lateral Law Assessment', async ({ page, api, signIn }) => {
    await readyCandidate(api, signIn, page, 'LATERAL');
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: /^Lateral Law Assessment/ })).toHaveAttribute(
      'href',
      '/assessments/Lateral',
    );
    await expect(nav(page).getByText('Cognitive Skills Assessment')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Invitations: none pending' })).toBeVisible();
  });

  test('an accommodation set by the operator shows as (1.5× Time) on the assessment', async ({
    page,
    api,
    signIn,
  }) => {
    const candidate = await readyCandidate(api, signIn, page, 'CAMPUS');
    const refused = operator(['accommodation:set', candidate.email, '4']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('The multiplier must be a number from 1 to 3');

    operatorOk(['accommodation:set', candidate.email, '1.5']);
    await page.goto('/');
    await expect(
      nav(page).getByRole('link', {
        name: 'Cognitive Skills Assessment (1.5× Time), not started',
      }),
    ).toBeVisible();
  });

  test('the info banner appears, stays dismissed, and a new message shows again', async ({
    page,
    api,
    signIn,
  }) => {
    await readyCandidate(api, signIn, page, 'CAMPUS');
    const first = `Scheduled upgrade <b>tonight</b> ${Date.now()}`;
    const second = `Upgrade moved to tomorrow ${Date.now()}`;
    try {
      operatorOk(['config:banner', first]);
      await page.goto('/');
      // Shown as text: the markup is not interpreted.
      await expect(page.getByText(first, { exact: true })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect(page.getByText(first)).toHaveCount(0);

      await page.reload();
      await expect(nav(page)).toBeVisible();
      await expect(page.getByText(first)).toHaveCount(0);

      operatorOk(['config:banner', second]);
      await page.reload();
      await expect(page.getByText(second, { exact: true })).toBeVisible();
    } finally {
      operatorOk(['config:banner', '--clear']);
    }
    await page.reload();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByText(second)).toHaveCount(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with the keyboard and sends feedback that the server stores', async ({
    page,
    api,
    signIn,
  }) => {
    const candidate = await readyCandidate(api, signIn, page, 'CAMPUS');
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
    expect(await violationsOf(page)).toEqual([]);

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    // The open drawer is modal: the page behind it, the Menu button too, leaves the accessibility
    // tree (found by role only with includeHidden), so it is the drawer that must be there.
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Need Help?' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer.getByRole('link')).toHaveCount(7);
    expect(await violationsOf(page)).toEqual([]);

    // Esc closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    const feedbackAction = drawer.getByRole('button', { name: 'Feedback' });
    await feedbackAction.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Send us feedback' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText('Please write your feedback before sending it.')).toBeVisible();

    const message = `The slide-in menu works well ${Date.now()}`;
    await panel.getByRole('textbox', { name: /Your feedback/ }).fill(message);
    expect(await violationsOf(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Send' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thanks for your feedback!' });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText('Saved', { exact: true })).toBeVisible();

    const stored = operatorJson<{ user: string; page: string; message: string; userAgent: string }>(
      ['feedback:list', '--limit=50'],
    ).filter((f) => f.message === message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ user: candidate.email, page: '/faq' });
    expect(stored[0]!.userAgent).toContain('Chrome');

    await thanks.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(thanks).toHaveCount(0);
    await expect(menu).toBeFocused();
  });
});
