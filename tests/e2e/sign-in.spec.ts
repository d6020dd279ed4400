/**
 * Candidate Sign In: a wrong password, an address not confirmed yet (with a new confirmation mail
 * that replaces the old link), and a successful sign-in.
 */
import { expect, test } from '../support/fixtures.ts';
import { Mailbox, mailSubjects } from '../support/mailbox.ts';
import { sessionOf } from '../support/ui.ts';

test('a wrong password is refused with the spec message; the right one signs in', async ({
  page,
  api,
}) => {
  const candidate = await api.createCandidate();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sign In' })).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn, 'disabled until both fields are filled').toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wr0ng!Password');
  await signIn.click();

  await expect(page.getByText("Email or password doesn't match our records.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionOf(page)).toBeNull();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  await signIn.click();
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await sessionOf(page))?.userId).toBe(candidate.session.userId);
});

test('an address not confirmed yet gets the prompt, and a new confirmation mail replaces the old link', async ({
  page,
  api,
  mailbox,
}) => {
  const candidate = await api.register();
  const firstMail = await mailbox.waitFor(candidate.email, { subject: mailSubjects.confirmation });
  const oldLink = Mailbox.link(firstMail, '/email-confirmed');

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(
    page.getByText(
      'You have yet to confirm your email address. Please check your email or spam folder for a confirmation email...',
    ),
  ).toBeVisible();
  expect(await sessionOf(page)).toBeNull();
  const before = await mailbox.list(candidate.email);

  await page.getByRole('button', { name: 'Click for a new confirmation email.' }).click();
  // The page says so (its wording is the app's, not the spec's); the mailbox is the proof.
  await expect(page.getByText(/sent a new confirmation e-?mail/i)).toBeVisible();

  const newMail = await mailbox.waitFor(candidate.email, {
    subject: mailSubjects.confirmation,
    after: before,
  });
  expect(await mailbox.list(candidate.email)).toHaveLength(before.length + 1);
  const newLink = Mailbox.link(newMail, '/email-confirmed');
  expect(newLink.searchParams.get('id')).not.toBe(oldLink.searchParams.get('id'));

  // The old link no longer works...
  await page.goto(Mailbox.relative(oldLink));
  await expect(page.getByText('Failed to confirm email')).toBeVisible();
  expect(await sessionOf(page)).toBeNull();

  // ...the new one confirms and signs in.
  await page.goto(Mailbox.relative(newLink));
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  expect(await sessionOf(page)).not.toBeNull();
});
