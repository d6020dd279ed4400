/**
 * The account type is chosen once and for good (spec section 4): Continue asks first, and choosing
 * Lateral outside the law context says what the Lateral Law Assessment is. Going back stores
 * nothing; confirming stores the choice.
 */
import { violationsOf } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the permanent choice is confirmed first; Lateral outside law says what it means; Go back stores nothing', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ contactInfo: false, industryContext: 'none' });
  await signIn(page, candidate.session);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();

  await page.getByRole('radio', { name: /^Lateral/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Continue as Lateral?' });
  await expect(confirm.getByText("You can't change this later", { exact: false })).toBeVisible();
  await expect(
    confirm.getByText('Lateral Law Assessment, written for experienced lawyers', { exact: false }),
  ).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  expect((await api.getUser(candidate.session.token)).accountType).toBeNull();

  // Campus: the permanence, and no word about the law assessment.
  await page.getByRole('radio', { name: /^Campus/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const campus = page.getByRole('alertdialog', { name: 'Continue as Campus?' });
  await expect(campus.getByText("You can't change this later", { exact: false })).toBeVisible();
  await expect(campus.getByText('Lateral Law Assessment', { exact: false })).toHaveCount(0);
  await campus.getByRole('button', { name: 'Yes, I am Campus' }).click();
  await expect
    .poll(async () => (await api.getUser(candidate.session.token)).accountType)
    .toBe('CAMPUS');
});
