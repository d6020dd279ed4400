/**
 * The first-run contact details (spec sections 2, 5 and 8): "Before You Move On" after the
 * account-type chooser, its rules and messages, then "Verify Secondary Email" until the mailed
 * link is followed; the link's failure pages; a refused address; and the form saved offline.
 */
import { apiMessages } from '../../src/domain/api-messages.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  beforeYouMoveOn,
  chooseCountry,
  fillBeforeYouMoveOn,
  verifySecondaryEmail,
} from '../support/contact-info.ts';
import { uniqueEmail } from '../support/data.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { countRequests, goOffline, goOnline, isOperation } from '../support/network.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';
import { watchForButtonText, confirmAccountType } from '../support/ui.ts';

const welcome = /^Welcome/;

test('a new candidate gives contact details after the account type, then verifies the personal address from the mail', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ contactInfo: false });
  await signIn(page, candidate.session);
  await page.goto('/');

  // The account type comes first, then "Before You Move On".
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  await expect(beforeYouMoveOn(page)).toBeHidden();
  await page.getByRole('radio', { name: /^Campus/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmAccountType(page);
  const dialog = beforeYouMoveOn(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This address cannot be used to sign in.')).toBeVisible();

  // Blocking: neither Esc nor a click outside closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const continueButton = dialog.getByRole('button', { name: 'Continue to Profile' });
  await expect(continueButton, 'disabled until the form changed').toBeDisabled();

  const email = dialog.getByRole('textbox', { name: 'Secondary/Personal Email' });
  await email.fill('not-an-address');
  await email.blur();
  await expect(dialog.getByText(messages.secondaryEmailInvalid)).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await email.fill('');
  await expect(dialog.getByText(messages.secondaryEmailRequired)).toBeVisible();
  await email.fill(candidate.email);
  await expect(dialog.getByText(apiMessages.secondaryEmailSameAsPrimary)).toBeVisible();
  const personal = uniqueEmail('personal');
  await email.fill(personal);
  await expect(continueButton).toBeEnabled();

  const linkedIn = dialog.getByRole('textbox', { name: 'LinkedIn Profile Url' });
  await linkedIn.fill('https://example.com/in/ada');
  await linkedIn.blur();
  await expect(dialog.getByText(messages.linkedInUrlInvalid)).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await linkedIn.fill('https://www.linkedin.com/in/ada-lovelace');
  await expect(dialog.getByText(messages.linkedInUrlInvalid)).toBeHidden();
  await expect(continueButton).toBeEnabled();

  // The phone: US by default, shown in national format once valid.
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveText('United States (+1)');
  const phone = dialog.getByRole('textbox', { name: 'Phone Number' });
  await phone.fill('555');
  await phone.blur();
  await expect(dialog.getByText(messages.phoneNumberInvalid)).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await phone.fill('4155550132');
  await phone.blur();
  await expect(phone).toHaveValue('(415) 555-0132');
  await expect(dialog.getByText(messages.phoneNumberInvalid)).toBeHidden();
  await expect(continueButton).toBeEnabled();
  // Another country: the same digits are not a UK number; a UK one shows internationally.
  await chooseCountry(page, 'United Kingdom (+44)');
  await expect(dialog.getByText(messages.phoneNumberInvalid)).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await phone.fill('07400 123456');
  await phone.blur();
  await expect(phone).toHaveValue('+44 7400 123456');
  await expect(continueButton).toBeEnabled();

  await continueButton.click();

  // Then "Verify Secondary Email", which Esc does not close either.
  const verify = verifySecondaryEmail(page);
  await expect(verify).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(verify.getByText(personal)).toBeVisible();
  await expect(verify.getByText(/spam folder/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(verify).toBeVisible();

  // What the server holds: the details, the address not verified yet.
  expect(await api.getContactInfo(candidate.session.token)).toEqual({
    hasSecondaryContactInfo: true,
    secondaryEmail: personal,
    secondaryEmailVerified: false,
    linkedInUrl: 'https://www.linkedin.com/in/ada-lovelace',
    phoneNumber: '+447400123456',
    phoneNumberLocale: 'GB',
  });

  // Refresh before following the link: still to do.
  await verify.getByRole('button', { name: 'Refresh' }).click();
  await expect(
    verify.getByText('Your email address is not verified yet.', { exact: false }),
  ).toBeVisible();

  // The candidate opens the mail's link in another tab, comes back and refreshes.
  const link = await api.secondaryEmailLink(personal);
  expect(link.searchParams.get('email')).toBe(personal);
  const mailTab = await context.newPage();
  await mailTab.goto(Mailbox.relative(link));
  await expect(mailTab).not.toHaveURL(/add-secondary-email/);
  await mailTab.close();
  expect((await api.getContactInfo(candidate.session.token)).secondaryEmailVerified).toBe(true);

  // Back on this tab the app re-reads the account by itself (the tab was hidden meanwhile) and may
  // close the modal before the candidate clicks; Refresh is there for when it has not.
  await expect(async () => {
    if (await verify.isVisible()) {
      await verify.getByRole('button', { name: 'Refresh' }).click({ timeout: 1000 });
    }
    await expect(verify).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();

  // The secondary address never signs in.
  const attempt = await api.loginResponse(personal, candidate.password);
  expect(attempt.status()).toBe(401);
  expect(await attempt.json()).toEqual({ message: messages.signInFailed });
});

test('the Verify modal sends the link again or to a corrected address; only the newest link works', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL', contactInfo: false });
  const first = uniqueEmail('personal');
  await api.setSecondaryContactInfo(candidate.session.token, { secondaryEmail: first });
  const firstLink = await api.secondaryEmailLink(first);
  await signIn(page, candidate.session);
  await page.goto('/');
  const verify = verifySecondaryEmail(page);
  await expect(verify).toBeVisible();
  await expect(beforeYouMoveOn(page)).toBeHidden();

  await verify.getByRole('button', { name: 'use another email address' }).click();
  const corrected = uniqueEmail('corrected');
  await verify.getByRole('textbox', { name: 'New Secondary/Personal Email' }).fill(corrected);
  await verify.getByRole('button', { name: 'Send verification email' }).click();
  await expect(verify.getByText(`We sent a new verification link to ${corrected}.`)).toBeVisible();
  await expect(verify.getByText(corrected, { exact: true })).toBeVisible();
  const correctedLink = await api.secondaryEmailLink(corrected);

  // The link to the old address was superseded: its page says it is not valid.
  await page.goto(Mailbox.relative(firstLink));
  await expect(page).toHaveURL(/\/add-secondary-email-token-incorrect$/);
  await expect(page.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();

  await page.goto(Mailbox.relative(correctedLink));
  await expect(page).not.toHaveURL(/add-secondary-email/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(verify).toBeHidden();
  expect(await api.getContactInfo(candidate.session.token)).toMatchObject({
    secondaryEmail: corrected,
    secondaryEmailVerified: true,
  });

  // A used link is not valid any more.
  await page.goto(Mailbox.relative(correctedLink));
  await expect(page).toHaveURL(/\/add-secondary-email-token-incorrect$/);
});

test('a link without its parameters says so; an expired link and a failure have their pages', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/^HTTP 500 for POST \/auth\/confirm-change-secondary-email-auth$/);
  await page.goto('/add-secondary-email-confirmed?email=someone%40example.test');
  await expect(page.getByText(messages.missingParameters)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();

  // A real link, 72 hours later (its expiry moved into the past).
  const candidate = await api.createCandidate({ contactInfo: false });
  const personal = uniqueEmail('personal');
  await api.setSecondaryContactInfo(candidate.session.token, { secondaryEmail: personal });
  const link = await api.secondaryEmailLink(personal);
  await withDatabase((db) =>
    db.query(
      `UPDATE secondary_email_verifications SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [link.searchParams.get('id')],
    ),
  );
  await page.goto(Mailbox.relative(link));
  await expect(page).toHaveURL(/\/add-secondary-email-token-expired$/);
  await expect(page.getByRole('heading', { name: 'Verification link expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();
  expect((await api.getContactInfo(candidate.session.token)).secondaryEmailVerified).toBe(false);

  // Any other failure (here the server failing) has the generic page.
  await page.route('**/auth/confirm-change-secondary-email-auth', (route) =>
    route.fulfill({ status: 500, json: { message: apiMessages.serverError } }),
  );
  await page.goto('/add-secondary-email-confirmed?email=someone%40example.test&id=abc');
  await expect(page).toHaveURL(/\/add-secondary-email-error$/);
  await expect(page.getByRole('link', { name: 'Go to User Settings' })).toBeVisible();
});

test("an address another account uses is refused with the server's message and a support line", async ({
  page,
  api,
  signIn,
}) => {
  const other = await api.createCandidate({ contactInfo: false });
  const taken = uniqueEmail('taken');
  await api.completeContactInfo(other.session, { secondaryEmail: taken });

  const candidate = await api.createCandidate({ accountType: 'CAMPUS', contactInfo: false });
  await signIn(page, candidate.session);
  await page.goto('/');
  const dialog = beforeYouMoveOn(page);
  await fillBeforeYouMoveOn(page, { secondaryEmail: taken.toUpperCase() });
  await dialog.getByRole('button', { name: 'Continue to Profile' }).click();

  await expect(dialog.getByText(apiMessages.secondaryEmailTaken)).toBeVisible();
  await expect(dialog.getByText(/contact our support team/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^support@/ })).toBeVisible();
  expect((await api.getContactInfo(candidate.session.token)).hasSecondaryContactInfo).toBe(false);

  // Corrected, it goes through.
  const personal = uniqueEmail('personal');
  await dialog.getByRole('textbox', { name: 'Secondary/Personal Email' }).fill(personal);
  await dialog.getByRole('button', { name: 'Continue to Profile' }).click();
  await expect(verifySecondaryEmail(page)).toBeVisible();
  expect((await api.getContactInfo(candidate.session.token)).secondaryEmail).toBe(personal);

  // Logout is offered in the modal too.
  await verifySecondaryEmail(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the details saved offline say so, survive a reload, and reach the server once after reconnecting', async ({
  page,
  context,
  api,
  signIn,
  mailbox,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS', contactInfo: false });
  await signIn(page, candidate.session);
  await page.goto('/');
  const dialog = beforeYouMoveOn(page);
  await expect(dialog).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersistedQuery(page, candidate.session.userId, candidate.email);

  await goOffline(context);
  const personal = uniqueEmail('personal');
  await fillBeforeYouMoveOn(page, { secondaryEmail: personal, phoneNumber: '2015550123' });
  const savedOnDevice = watchForButtonText(page, 'Saved on this device');
  await dialog.getByRole('button', { name: 'Continue to Profile' }).click();
  await savedOnDevice;

  // The candidate goes on to the profile; the change waits on this device.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page.getByText('1 unsent change')).toBeVisible();
  expect((await api.getContactInfo(candidate.session.token)).hasSecondaryContactInfo).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
  await expect(page.getByText('1 unsent change')).toBeVisible();
  await expect(dialog).toBeHidden();

  const sends = await countRequests(context, '**/api/graphql', {
    when: isOperation('SetSecondaryContactInfo'),
  });
  await goOnline(context);

  await expect
    .poll(async () => (await api.getContactInfo(candidate.session.token)).secondaryEmail, {
      message: 'the details reached the server after reconnecting',
    })
    .toBe(personal);
  expect(await api.getContactInfo(candidate.session.token)).toMatchObject({
    phoneNumber: '+12015550123',
    phoneNumberLocale: 'US',
    secondaryEmailVerified: false,
  });
  // Now the server has them: verify the address.
  await expect(verifySecondaryEmail(page)).toBeVisible();
  await expect(page.getByText(/unsent change/)).toBeHidden();
  expect(sends.count, 'sent once').toBe(1);
  expect(await mailbox.list(personal), 'one verification mail').toHaveLength(1);
});
