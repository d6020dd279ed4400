/**
 * Registration end to end, as a candidate does it: the form, the acknowledgements, the thank-you
 * page, the confirmation mail, the account-type chooser, the first-run contact details and their
 * verification mail, the welcome page.
 */
import { completeContactInfoInBrowser } from '../support/contact-info.ts';
import { makeCandidateData } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox, mailSubjects } from '../support/mailbox.ts';
import { confirmAccountType, sessionOf, watchForButtonText } from '../support/ui.ts';

test('a candidate registers, confirms from the mail, chooses Campus and sees the welcome page', async ({
  page,
  mailbox,
  api,
}) => {
  const candidate = makeCandidateData();

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up for Free' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(candidate.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(candidate.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  // No valid `industry` in the link: the candidate picks one (spec section 5); the default context
  // has the spec's label.
  await expect(page.getByRole('radio', { name: 'No industry context set' })).toBeVisible();
  await page.getByRole('radio', { name: 'Law' }).check();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  const acknowledgements = page.getByRole('alertdialog');
  await expect(acknowledgements).toBeVisible();
  const initials = acknowledgements.getByRole('textbox');
  await expect(initials).toHaveCount(4);
  for (const field of await initials.all()) await field.fill('AT');
  await acknowledgements.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/registration-thank-you\?/);
  const thankYou = new URL(page.url());
  expect(thankYou.searchParams.get('email')).toBe(candidate.email);
  expect(thankYou.searchParams.get('requestId')).toBeTruthy();
  await expect(page.getByText(candidate.email)).toBeVisible();
  expect(await sessionOf(page), 'not signed in before confirming').toBeNull();

  const mail = await mailbox.waitFor(candidate.email, { subject: mailSubjects.confirmation });
  await page.goto(Mailbox.relative(Mailbox.link(mail, '/email-confirmed')));

  // Signed in, no account type yet: the full-screen chooser.
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  const session = await sessionOf(page);
  expect(session, 'the confirmation signed the candidate in').not.toBeNull();

  await page.getByRole('radio', { name: /^Campus/ }).check();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  const success = watchForButtonText(page, 'Saved');
  // After the choice the app reads the user from the server again (spec: 7 s later).
  const refetched = page.waitForResponse(
    (r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('GetUser'),
    { timeout: 30_000 },
  );
  await continueButton.click();
  await confirmAccountType(page);
  await expect(page.getByRole('button', { name: 'Saving your choice…' })).toBeVisible();
  await success;

  // Then "Before You Move On", and the personal address verified through its mail.
  await completeContactInfoInBrowser(page, api);

  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${candidate.firstName}!` }),
  ).toBeVisible();
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeHidden();

  // What the server holds: the confirmed account, with the choice.
  await expect
    .poll(async () => (await api.getUser(session!.token)).accountType, {
      message: 'the account type reached the server',
    })
    .toBe('CAMPUS');
  const user = await api.getUser(session!.token);
  expect(user.email).toBe(candidate.email);
  expect(user.firstName).toBe(candidate.firstName);

  // Once the page has read the user from the server again, it still shows Campus.
  await refetched;
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();
});
