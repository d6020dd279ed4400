/**
 * User Settings (spec sections 2, 4, 5 and 8): the page and its accessibility; the secondary
 * address set, verified through the mailed link and made primary (then only it signs in); a
 * password change that needs the current password, ends the candidate's other sessions and mails
 * a notice; name and privacy edited offline and saved once back online, while the changes that
 * need a connection say so; the contact details' states.
 */
import { messages } from '../../src/domain/messages.ts';
import { violationsOf } from '../support/axe.ts';
import { uniqueEmail } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';
import { alertsRegion, sessionOf } from '../support/ui.ts';
import { settingsSection, storedNameAndVisibility } from '../support/user-settings.ts';

test('the page shows the account under headings in order, with Sign Out, and no accessibility violations', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Sign Out', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Email',
    'Secondary Email',
    'Change Name',
    'Change Password',
    'Sessions',
    'Privacy Settings',
    'Contact Info',
    'Download my data',
    'Delete my account',
  ]);
  await expect(
    settingsSection(page, 'Email').getByText(candidate.email, { exact: true }),
  ).toBeVisible();
  await expect(settingsSection(page, 'Secondary Email').getByText('Verified')).toBeVisible();
  await expect(settingsSection(page, 'Change Name').getByLabel('First Name')).toHaveValue(
    candidate.firstName,
  );
  await expect(
    settingsSection(page, 'Privacy Settings').getByRole('radio', {
      name: 'Only with firms I am connected with',
    }),
  ).toBeChecked();
  expect(await violationsOf(page)).toEqual([]);
});

test('a secondary address set in settings is verified from the mail, made primary, and then signs in', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  const { secondaryEmail: firstPersonal } = await api.getContactInfo(candidate.session.token);
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  const part = settingsSection(page, 'Secondary Email');
  // Shown once, with nothing to send again: the address is verified (issue 12).
  await expect(part.getByText(firstPersonal!, { exact: true })).toHaveCount(1);
  await expect(part.getByRole('button', { name: 'Send the verification link again' })).toHaveCount(
    0,
  );
  await part.getByRole('button', { name: 'change secondary email' }).click();
  const field = part.getByLabel('New Secondary/Personal Email');
  await expect(field).toBeFocused();

  await field.fill('');
  await field.blur();
  await expect(part.getByText(messages.fieldRequired)).toBeVisible();
  await field.fill('nope');
  await expect(part.getByText(messages.secondaryEmailInvalid)).toBeVisible();

  const personal = uniqueEmail('personal');
  await field.fill(personal);
  await part.getByRole('button', { name: 'Save and send verification link' }).click();
  // Replacing a verified address needs the password (docs/decisions/049).
  const reentry = page.getByRole('dialog', { name: 'Confirm your password' });
  await reentry.getByRole('textbox', { name: 'Current Password' }).fill(candidate.password);
  await reentry.getByRole('button', { name: 'Continue' }).click();
  await expect(
    alertsRegion(page).getByText(`We sent a verification link to ${personal}.`, { exact: false }),
  ).toBeVisible();
  // The verified address stays until the new one is verified; the new one waits.
  await expect(part.getByText('Waiting for verification')).toBeVisible();
  await expect(
    part.getByText(`Until then, ${firstPersonal} stays`, { exact: false }),
  ).toBeVisible();

  // The rest of the app stays open meanwhile: no blocking "Verify Secondary Email" modal.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${candidate.firstName}!` }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Verify Secondary Email' })).toBeHidden();
  await page.goto('/user-settings');

  const link = await api.secondaryEmailLink(personal);
  await page.goto(Mailbox.relative(link));
  await expect(page).toHaveURL(/\/user-settings$/);
  await expect(part.getByText(personal, { exact: true })).toBeVisible();
  await expect(part.getByText('Verified', { exact: true })).toBeVisible();
  await expect(part.getByText('Waiting for verification')).toBeHidden();

  await part.getByRole('button', { name: 'make primary email' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make this your primary email?' });
  await expect(confirm.getByText(/becomes your new sign-in email/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Make primary email' }).click();
  // The link signed this page in afresh: the swap asks for the password in this session.
  await reentry.getByRole('textbox', { name: 'Current Password' }).fill(candidate.password);
  await reentry.getByRole('button', { name: 'Continue' }).click();
  await expect(confirm).toBeHidden();
  await expect(settingsSection(page, 'Email').getByText(personal, { exact: true })).toBeVisible();
  await expect(part.getByText(candidate.email, { exact: true })).toBeVisible();

  // Only the new primary address signs in, through the sign-in page.
  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(401);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Email/ }).fill(personal);
  await page.getByLabel(/^Password/).fill(candidate.password);
  await page.getByRole('button', { name: /^Sign In$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect((await sessionOf(page))?.userId).toBe(candidate.session.userId);
});

test('an unverified secondary address never blocks User Settings or signing out, and once verified the modal is gone for good', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS', contactInfo: false });
  const personal = uniqueEmail('personal');
  const stored = await api.setSecondaryContactInfo(candidate.session.token, {
    secondaryEmail: personal,
  });
  expect(stored.body.errors).toBeUndefined();
  await signIn(page, candidate.session);

  const verify = page.getByRole('alertdialog', { name: 'Verify Secondary Email' });
  await page.goto('/');
  await expect(verify).toBeVisible();

  // User Settings: the place to correct the address, and to sign out, is never covered.
  await page.goto('/user-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  await expect(verify).toBeHidden();
  await expect(settingsSection(page, 'Secondary Email').getByText('Not verified')).toBeVisible();

  // Verified through the mailed link: no page shows the modal again, not even for a moment.
  const link = await api.secondaryEmailLink(personal);
  await page.goto(Mailbox.relative(link));
  await expect(page).toHaveURL(/\/user-settings$/);
  await expect(
    settingsSection(page, 'Secondary Email').getByText('Verified', { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Education' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  await expect(verify).toBeHidden();

  await page.goto('/user-settings');
  await page.getByRole('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("a password change needs the current password, ends the candidate's other sessions and mails a notice; the new password signs in", async ({
  page,
  browser,
  api,
  mailbox,
  signIn,
  guardContext,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const otherSession = await api.login(candidate.email, candidate.password);
  const other = await browser.newContext();
  await guardContext(other);
  const otherPage = await other.newPage();
  await signIn(otherPage, otherSession);
  await otherPage.goto('/faq');
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();

  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  const part = settingsSection(page, 'Change Password');
  const current = part.getByRole('textbox', { name: 'Current Password' });
  const password = part.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = part.getByRole('textbox', { name: 'Confirm New Password' });
  const save = part.getByRole('button', { name: 'Save password' });
  await expect(confirm).toBeDisabled();
  await expect(save).toBeDisabled();
  await password.fill('short');
  await password.blur();
  await expect(part.getByText('Password must be 10 to 20 characters long.')).toBeVisible();
  const newPassword = 'N3w!Secret#Key';
  await password.fill(newPassword);
  await confirm.fill('N3w!Secret#Kez');
  await confirm.blur();
  await expect(part.getByText(messages.passwordsMustMatch)).toBeVisible();
  await expect(save).toBeDisabled();
  await confirm.fill(newPassword);
  // Without the current password it cannot be saved.
  await expect(save).toBeDisabled();

  // A wrong current password is refused, and nothing changes.
  const mailsBefore = await mailbox.list(candidate.email);
  await current.fill('Wr0ng!Password');
  await save.click();
  await expect(part.getByText(messages.passwordNotOurs)).toBeVisible();
  await expect(current).toBeFocused();
  expect((await api.loginResponse(candidate.email, newPassword)).status()).toBe(401);
  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(200);

  await current.fill(candidate.password);
  await expect(part.getByText(messages.passwordNotOurs)).toHaveCount(0);
  await save.click();
  await expect(part.getByText(/Your password has been changed/)).toBeVisible();
  await expect(current).toHaveValue('');

  // The account is told, with what to do if it was not them.
  const notice = await mailbox.waitFor(candidate.email, {
    subject: 'Your password was changed',
    after: mailsBefore,
  });
  expect(notice.text).toMatch(/ UTC\./);
  Mailbox.link(notice, '/user-request-password-reset');

  // This page stays signed in; the other browser is sent to sign in on its next request.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  await otherPage.goto('/user-settings');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(401);
  expect((await api.loginResponse(candidate.email, newPassword)).status()).toBe(200);
});

test('name and privacy edited offline are saved after reconnecting; changes needing a connection say so', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  await expect(
    settingsSection(page, 'Email').getByText(candidate.email, { exact: true }),
  ).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersistedQuery(page, candidate.session.userId, '"visibility"');

  await goOffline(context);
  await expect(
    page.getByText("You're offline. Changing your password needs a connection."),
  ).toBeVisible();
  await expect(
    page.getByText("You're offline. Changing your email needs a connection."),
  ).toBeVisible();
  await expect(
    settingsSection(page, 'Email').getByRole('button', { name: 'change email' }),
  ).toBeDisabled();
  await expect(
    settingsSection(page, 'Change Password').getByRole('button', { name: 'Save password' }),
  ).toBeDisabled();

  const name = settingsSection(page, 'Change Name');
  await name.getByLabel('First Name').fill('Augusta');
  await name.getByLabel('Last Name').fill('King');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByText(/Saved on this device/)).toBeVisible();

  const privacy = settingsSection(page, 'Privacy Settings');
  await privacy.getByRole('radio', { name: messages.visibilityPublic }).check();
  await privacy.getByRole('button', { name: 'Save privacy setting' }).click();
  await expect(privacy.getByText(/Saved on this device/)).toBeVisible();

  // Still the old values on the server; the page shows the new ones after a reload offline.
  expect(await storedNameAndVisibility(candidate.session.userId)).toMatchObject({
    first_name: candidate.firstName,
    visibility: 'invite_only',
  });
  await page.reload();
  await expect(name.getByLabel('First Name')).toHaveValue('Augusta');
  await expect(privacy.getByRole('radio', { name: messages.visibilityPublic })).toBeChecked();

  await goOnline(context);
  await expect
    .poll(() => storedNameAndVisibility(candidate.session.userId), {
      message: 'the edits reached the server after reconnecting',
    })
    .toEqual({ first_name: 'Augusta', last_name: 'King', visibility: 'public' });
  await page.reload();
  await expect(name.getByLabel('First Name')).toHaveValue('Augusta');
  await expect(privacy.getByRole('radio', { name: messages.visibilityPublic })).toBeChecked();
});

test('contact details: add, edit, cancel and delete (after confirming), phone shown for its country', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  const part = settingsSection(page, 'Contact Info');

  await part.getByRole('button', { name: 'Add LinkedIn Profile Url' }).click();
  const url = part.getByRole('textbox', { name: /^LinkedIn Profile Url/ });
  await expect(url).toBeFocused();
  await part.getByRole('button', { name: 'Cancel' }).click();
  await expect(part.getByRole('button', { name: 'Add LinkedIn Profile Url' })).toBeFocused();

  await part.getByRole('button', { name: 'Add LinkedIn Profile Url' }).click();
  await url.fill('https://example.com/in/ada');
  await url.blur();
  await expect(part.getByText(messages.linkedInUrlInvalid)).toBeVisible();
  await url.fill('https://www.linkedin.com/in/ada-lovelace');
  await part.getByRole('button', { name: 'Save' }).click();
  await expect(part.getByText('https://www.linkedin.com/in/ada-lovelace')).toBeVisible();
  await expect(part.getByText('Saved', { exact: true })).toBeVisible();

  await part.getByRole('button', { name: 'Add Phone Number' }).click();
  await part.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'United Kingdom (+44)', exact: true }).click();
  await part.getByRole('textbox', { name: 'Phone Number' }).fill('07400 123456');
  await part.getByRole('button', { name: 'Save' }).click();
  await expect(part.getByText('+44 7400 123456')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await expect
    .poll(async () => {
      const info = await api.getContactInfo(candidate.session.token);
      return [info.linkedInUrl, info.phoneNumber, info.phoneNumberLocale];
    })
    .toEqual(['https://www.linkedin.com/in/ada-lovelace', '+447400123456', 'GB']);

  // Edit, then cancel: the value stays.
  await part.getByRole('button', { name: 'Edit Phone Number' }).click();
  await expect(part.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+44 7400 123456');
  await part.getByRole('button', { name: 'Cancel' }).click();
  await expect(part.getByText('+44 7400 123456')).toBeVisible();

  await part.getByRole('button', { name: 'Delete LinkedIn Profile Url' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your LinkedIn Profile Url?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(part.getByRole('button', { name: 'Add LinkedIn Profile Url' })).toBeVisible();
  await expect
    .poll(async () => (await api.getContactInfo(candidate.session.token)).linkedInUrl)
    .toBeNull();
  await page.reload();
  await expect(part.getByRole('button', { name: 'Add LinkedIn Profile Url' })).toBeVisible();
  await expect(part.getByText('+44 7400 123456')).toBeVisible();
});
