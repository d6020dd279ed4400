/**
 * Changing the sign-in address from User Settings (spec sections 2, 4, 5 and 8): the wizard
 * (password, new address, notice), the change in progress, the mailed link confirming it (after
 * which only the new address signs in), cancelling it (its link then lands on the cancelled page),
 * a change that timed out (the timed-out text, 'click to dismiss', the expired page), and the
 * link's other failure pages.
 */
import { apiMessages } from '../../src/domain/api-messages.ts';
import { messages } from '../../src/domain/messages.ts';
import { violationsOf } from '../support/axe.ts';
import { uniqueEmail } from '../support/data.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { alertsRegion } from '../support/ui.ts';
import { emailChangeLink, settingsSection, startEmailChange } from '../support/user-settings.ts';

test('a candidate changes the sign-in address; the link confirms it and only the new address signs in', async ({
  page,
  context,
  api,
  mailbox,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  const email = settingsSection(page, 'Email');
  await expect(email.getByText(candidate.email, { exact: true })).toBeVisible();

  await email.getByRole('button', { name: 'change email' }).click();
  const wizard = page.getByRole('dialog', { name: 'Change Email' });
  await expect(wizard.getByText('Step 1 of 3: Confirm your password')).toBeVisible();
  const current = wizard.getByLabel('Current Password');
  await expect(current).toBeFocused();
  expect(await violationsOf(page)).toEqual([]);

  // A wrong (but strong) password: the server's answer, nothing else happens.
  await current.fill('Wr0ng!Password');
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByText(messages.passwordNotOurs)).toBeVisible();

  await current.fill(candidate.password);
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByText('Step 2 of 3: Enter your new email')).toBeVisible();
  const newEmailField = wizard.getByLabel('New Email');
  await expect(newEmailField).toBeFocused();
  await newEmailField.fill('not-an-address');
  await newEmailField.blur();
  await expect(wizard.getByText(messages.emailInvalidChangeEmail)).toBeVisible();
  await newEmailField.fill(candidate.email);
  await wizard.getByRole('button', { name: 'Send validation link' }).click();
  await expect(wizard.getByText(apiMessages.emailUnchanged)).toBeVisible();

  const newAddress = uniqueEmail('moved');
  await newEmailField.fill(newAddress);
  await wizard.getByRole('button', { name: 'Send validation link' }).click();
  await expect(wizard.getByText('Step 3 of 3: Check your new inbox')).toBeVisible();
  await expect(wizard.getByText(newAddress)).toBeVisible();
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toBeHidden();

  // In progress, with the target address; the sign-in address has not changed yet.
  await expect(email.getByText(messages.emailChangeInProgress)).toBeVisible();
  await expect(email.getByText(newAddress)).toBeVisible();
  await expect(email.getByText(candidate.email, { exact: true })).toBeVisible();
  expect((await api.loginResponse(newAddress, candidate.password)).status()).toBe(401);

  // The candidate opens the mailed link in another tab: the settings tab, polling, shows the
  // new address by itself.
  const link = await emailChangeLink(mailbox, newAddress);
  const mailTab = await context.newPage();
  await mailTab.goto(Mailbox.relative(link));
  await expect(mailTab).toHaveURL(/\/user-settings$/);
  await expect(
    settingsSection(mailTab, 'Email').getByText(newAddress, { exact: true }),
  ).toBeVisible();
  await mailTab.close();
  // Back in the settings tab, as the candidate would be: a hidden tab stops polling, and coming
  // back asks the server at once (Chromium may count the first tab as hidden while the second
  // one is in front).
  await page.bringToFront();
  await expect(email.getByText(newAddress, { exact: true })).toBeVisible();
  await expect(email.getByText(messages.emailChangeInProgress)).toBeHidden();

  expect((await api.loginResponse(newAddress, candidate.password)).status()).toBe(200);
  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(401);

  // The link works once.
  await page.goto(Mailbox.relative(link));
  await expect(page).toHaveURL(/\/change-email-token-incorrect$/);
  await expect(page.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();
});

test("cancelling a change asks first; the cancelled change's link lands on the cancelled page", async ({
  page,
  api,
  mailbox,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  const newAddress = uniqueEmail('moved');
  await startEmailChange(api, candidate.session, candidate.password, newAddress);
  const link = await emailChangeLink(mailbox, newAddress);

  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  const email = settingsSection(page, 'Email');
  await expect(email.getByText(messages.emailChangeInProgress)).toBeVisible();

  await email.getByRole('button', { name: 'cancel email change' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your email change?' });
  await expect(confirm.getByText(/will stop working/)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  // "Keep it" changes nothing.
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(email.getByText(messages.emailChangeInProgress)).toBeVisible();

  await email.getByRole('button', { name: 'cancel email change' }).click();
  await confirm.getByRole('button', { name: 'Cancel email change' }).click();
  await expect(confirm).toBeHidden();
  await expect(email.getByText(messages.emailChangeInProgress)).toBeHidden();
  await expect(alertsRegion(page).getByText(/Your email change was cancelled/)).toBeVisible();

  await page.goto(Mailbox.relative(link));
  await expect(page).toHaveURL(/\/change-email-cancelled$/);
  await expect(page.getByRole('heading', { name: 'Email change cancelled' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to User Settings' }).click();
  await expect(page).toHaveURL(/\/user-settings$/);
  await expect(
    settingsSection(page, 'Email').getByText(candidate.email, { exact: true }),
  ).toBeVisible();
  expect((await api.loginResponse(newAddress, candidate.password)).status()).toBe(401);
});

test('a change whose window closed shows as timed out, can be dismissed, and its link has expired', async ({
  page,
  api,
  mailbox,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const newAddress = uniqueEmail('moved');
  await startEmailChange(api, candidate.session, candidate.password, newAddress);
  const link = await emailChangeLink(mailbox, newAddress);
  await withDatabase((db) =>
    db.query(
      `UPDATE email_changes SET window_closes_at = now() - interval '1 minute' WHERE id = $1`,
      [link.searchParams.get('id')],
    ),
  );

  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  const email = settingsSection(page, 'Email');
  await expect(email.getByText(messages.emailChangeTimedOut)).toBeVisible();
  await expect(email.getByText(messages.emailChangeInProgress)).toBeHidden();
  expect(await violationsOf(page)).toEqual([]);

  const tab = await page.context().newPage();
  await tab.goto(Mailbox.relative(link));
  await expect(tab).toHaveURL(/\/change-email-token-expired$/);
  await expect(tab.getByRole('heading', { name: 'Email change link expired' })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();
  await tab.close();

  await email.getByRole('button', { name: 'click to dismiss' }).click();
  await expect(email.getByText(messages.emailChangeTimedOut)).toBeHidden();
  await page.reload();
  await expect(email.getByText(candidate.email, { exact: true })).toBeVisible();
  await expect(email.getByText(messages.emailChangeTimedOut)).toBeHidden();
  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(200);
});

test('a link without its parameters says so; an unknown link and a failure have their pages', async ({
  page,
  allowProblems,
}) => {
  allowProblems(/^HTTP 500 for POST \/auth\/confirm-change-email-auth$/);
  await page.goto('/change-email-confirmed?email=someone%40example.test');
  await expect(page.getByText(messages.missingParameters)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();

  await page.goto('/change-email-confirmed?email=someone%40example.test&id=not-a-real-link');
  await expect(page).toHaveURL(/\/change-email-token-incorrect$/);
  await expect(page.getByRole('heading', { name: 'Email change link not valid' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  // Any other failure (here the server failing) has the generic page.
  await page.route('**/auth/confirm-change-email-auth', (route) =>
    route.fulfill({ status: 500, json: { message: apiMessages.serverError } }),
  );
  await page.goto('/change-email-confirmed?email=someone%40example.test&id=abc');
  await expect(page).toHaveURL(/\/change-email-error$/);
  await expect(page.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();
});
