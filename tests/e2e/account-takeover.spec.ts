/**
 * Issue 25, section 1 (docs/decisions/049), in the browser: a borrowed session cannot replace the
 * verified secondary address nor make another address the sign-in one without the password; the
 * addresses the account had get a notice whose "this wasn't me" link gives the account back (the
 * old sign-in address signs in again after the reset); User Settings lists the sessions and signs
 * one out (that browser is sent to sign-in).
 */
import { randomUUID } from 'node:crypto';
import { apiMessages } from '../../src/domain/api-messages.ts';
import { messages } from '../../src/domain/messages.ts';
import { uniqueEmail } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { settingsSection } from '../support/user-settings.ts';

test('a borrowed session cannot replace the secondary address or make another address the sign-in one', async ({
  page,
  api,
  mailbox,
  signIn,
}) => {
  const owner = await api.createCandidate({ accountType: 'CAMPUS' });
  const { secondaryEmail } = await api.getContactInfo(owner.session.token);
  await signIn(page, owner.session);
  await page.goto('/user-settings');
  const part = settingsSection(page, 'Secondary Email');
  await expect(part.getByText('Verified', { exact: true })).toBeVisible();

  // Replacing the verified secondary address asks for the password first.
  const attacker = uniqueEmail('attacker');
  await part.getByRole('button', { name: 'change secondary email' }).click();
  await part.getByLabel('New Secondary/Personal Email').fill(attacker);
  await part.getByRole('button', { name: 'Save and send verification link' }).click();
  const reentry = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(
    reentry.getByText(`with ${attacker}, first confirm your current password`),
  ).toBeVisible();
  const password = reentry.getByRole('textbox', { name: 'Current Password' });
  await expect(password).toBeFocused();
  await password.fill('Wr0ng!Guess#1');
  await reentry.getByRole('button', { name: 'Continue' }).click();
  await expect(reentry.getByText(messages.passwordNotOurs)).toBeVisible();
  // Focus is back on the field to type again, so Escape (a keyboard user's way out) closes it.
  await expect(password).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reentry).toBeHidden();

  // Making it the sign-in address asks for it too.
  await part.getByRole('button', { name: 'make primary email' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make this your primary email?' });
  await confirm.getByRole('button', { name: 'Make primary email' }).click();
  await expect(
    reentry.getByText('your sign-in email, first confirm your current password'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reentry).toBeHidden();

  // Nothing changed, nothing was mailed to the attacker, the owner still signs in.
  await page.reload();
  await expect(
    settingsSection(page, 'Email').getByText(owner.email, { exact: true }),
  ).toBeVisible();
  await expect(part.getByText(secondaryEmail!, { exact: true })).toBeVisible();
  await expect(part.getByText('Waiting for verification')).toHaveCount(0);
  expect(await mailbox.list(attacker)).toEqual([]);
  expect((await api.loginResponse(owner.email, owner.password)).status()).toBe(200);
  // The server refuses it whatever the client does.
  const swap = await api.graphql(
    owner.session.token,
    'mutation ($id: ID!) { swapPrimaryAndSecondaryEmails(clientMutationId: $id) { email } }',
    { id: randomUUID() },
  );
  expect(swap.body.errors?.[0]).toMatchObject({
    message: apiMessages.passwordVerificationRequired,
    extensions: { code: 'PASSWORD_VERIFICATION_REQUIRED' },
  });
});

test('a takeover with the password (secondary replaced, then swapped) is undone by the notice\'s "this wasn\'t me" link', async ({
  page,
  browser,
  api,
  mailbox,
  guardContext,
}) => {
  test.slow(); // two browsers and eight mails
  const owner = await api.createCandidate({ accountType: 'CAMPUS' });
  const { secondaryEmail } = await api.getContactInfo(owner.session.token);

  // Whoever holds the session and the password takes the account, in the browser.
  const taker = await browser.newContext();
  await guardContext(taker);
  const takerPage = await taker.newPage();
  await takerPage.goto('/login');
  await takerPage.getByRole('textbox', { name: /^Email/ }).fill(owner.email);
  await takerPage.getByLabel(/^Password/).fill(owner.password);
  await takerPage.getByRole('button', { name: /^Sign In$/i }).click();
  await expect(takerPage).not.toHaveURL(/\/login/);
  await takerPage.goto('/user-settings');
  const part = settingsSection(takerPage, 'Secondary Email');
  const attacker = uniqueEmail('attacker');
  await part.getByRole('button', { name: 'change secondary email' }).click();
  await part.getByLabel('New Secondary/Personal Email').fill(attacker);
  await part.getByRole('button', { name: 'Save and send verification link' }).click();
  const reentry = takerPage.getByRole('dialog', { name: 'Confirm your password' });
  await reentry.getByRole('textbox', { name: 'Current Password' }).fill(owner.password);
  await reentry.getByRole('button', { name: 'Continue' }).click();
  await expect(reentry).toBeHidden();
  await expect(part.getByText('Waiting for verification')).toBeVisible();
  await takerPage.goto(Mailbox.relative(await api.secondaryEmailLink(attacker)));
  await expect(takerPage).toHaveURL(/\/user-settings$/);
  await expect(part.getByText(attacker, { exact: true })).toBeVisible();
  // The link signed this browser in afresh: the swap asks for the password again.
  await part.getByRole('button', { name: 'make primary email' }).click();
  await takerPage
    .getByRole('alertdialog', { name: 'Make this your primary email?' })
    .getByRole('button', { name: 'Make primary email' })
    .click();
  await reentry.getByRole('textbox', { name: 'Current Password' }).fill(owner.password);
  await reentry.getByRole('button', { name: 'Continue' }).click();
  await expect(
    settingsSection(takerPage, 'Email').getByText(attacker, { exact: true }),
  ).toBeVisible();
  expect((await api.loginResponse(owner.email, owner.password)).status()).toBe(401);
  const swapNotice = await mailbox.waitFor(owner.email, {
    subject: 'Your sign-in email address has changed',
  });
  expect(swapNotice.text).toContain(`${owner.email} no longer signs in`);

  // Both addresses the account had are told, with the time and the link.
  const notice = await mailbox.waitFor(owner.email, {
    subject: /secondary email address has changed/,
  });
  expect(notice.text).toContain(`from ${secondaryEmail} to ${attacker}`);
  expect(notice.text).toMatch(/ UTC\./);
  await mailbox.waitFor(secondaryEmail!, { subject: /secondary email address has changed/ });
  const undo = Mailbox.link(notice, '/secure-account');

  // The owner, signed out on their own device, follows it.
  await page.goto(Mailbox.relative(undo));
  await expect(page.getByRole('heading', { name: 'Secure your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Secure my account' }).click();
  await expect(page.getByText('Your account is secured.')).toBeVisible();
  await expect(page.getByText(`your secondary email ${secondaryEmail}`)).toBeVisible();

  // The taker's browser is sent to sign in.
  await takerPage.goto('/user-settings');
  await expect(takerPage).toHaveURL(/\/login/);
  await taker.close();

  // The reset link went to the old sign-in address: a new password, and it signs in.
  const reset = await mailbox.waitFor(owner.email, { subject: 'Reset your password' });
  await page.goto(Mailbox.relative(Mailbox.link(reset, '/user-reset-password')));
  const newPassword = 'B4ck!In#Control';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(owner.email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: /^Sign In$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/user-settings');
  await expect(
    settingsSection(page, 'Secondary Email').getByText(secondaryEmail!, { exact: true }),
  ).toBeVisible();

  // The link works once.
  await page.goto(Mailbox.relative(undo));
  await page.getByRole('button', { name: 'Secure my account' }).click();
  await expect(page.getByText(apiMessages.secureAccountLinkUsed)).toBeVisible();
});

test('User Settings lists the sessions and signs one out; that browser is sent to sign in', async ({
  page,
  browser,
  api,
  signIn,
  guardContext,
}) => {
  test.slow(); // two browsers
  const owner = await api.createCandidate({ accountType: 'CAMPUS' });
  // The other browser signs in through the page, so its session knows its browser.
  const other = await browser.newContext();
  await guardContext(other);
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByRole('textbox', { name: /^Email/ }).fill(owner.email);
  await otherPage.getByLabel(/^Password/).fill(owner.password);
  await otherPage.getByRole('button', { name: /^Sign In$/i }).click();
  await expect(otherPage).not.toHaveURL(/\/login/);

  await signIn(page, owner.session);
  await page.goto('/user-settings');
  const part = settingsSection(page, 'Sessions');
  const items = part.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  // This page's, the other browser's, and the one the secondary address's link started (API).
  // The page's first open here can be slow on a loaded machine (the service worker installs).
  await expect(items.first()).toBeVisible({ timeout: 60_000 });
  await expect(items).toHaveCount(3);
  const mine = items.filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button')).toHaveCount(0);
  const theirs = items.filter({ hasText: 'Chrome on Linux' });
  await expect(theirs).toHaveCount(1);
  await expect(theirs.getByText(/Active in the last few minutes/)).toBeVisible();

  await theirs.getByRole('button', { name: /^Sign out/ }).click();
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Chrome on Linux' })).toHaveCount(0);

  await otherPage.goto('/user-settings');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  // This one stays signed in; "Sign out all other sessions" ends the last other one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  await part.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(items).toHaveCount(1);
  await expect(part.getByText('You are signed in on this device only.')).toBeVisible();
});
