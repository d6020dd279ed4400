/**
 * The whole password reset: request, mail link, weak password refused, strong one accepted, the
 * notice mailed, and the used link saying it was used.
 */
import { apiMessages } from '../../src/domain/api-messages.ts';
import { messages } from '../../src/domain/messages.ts';
import { firstPasswordError } from '../../src/domain/password-rules.ts';
import { strongPassword } from '../support/data.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox, mailSubjects } from '../support/mailbox.ts';

test('a candidate resets a forgotten password and signs in with the new one only', async ({
  page,
  api,
  mailbox,
  request,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  let newPassword = strongPassword();
  while (newPassword === candidate.password) newPassword = strongPassword();

  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot Password/ }).click();
  await expect(page).toHaveURL(/\/user-request-password-reset/);
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  const before = await mailbox.list(candidate.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const mail = await mailbox.waitFor(candidate.email, {
    subject: mailSubjects.passwordReset,
    after: before,
  });
  const link = Mailbox.link(mail, '/user-reset-password');
  const resetId = link.searchParams.get('passwordResetId');
  expect(resetId).toBeTruthy();
  await page.goto(Mailbox.relative(link));

  // A weak password: the first failing rule is shown and the form cannot be sent.
  const weak = 'weakpassword';
  const firstRule = firstPasswordError(weak);
  expect(firstRule).toMatch(/number/i);
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  await password.fill(weak);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(weak);
  await expect(page.getByText(firstRule!)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await expect(submit).toBeDisabled();

  // The server refuses it too, with suggestions (and the link stays usable).
  const refused = await request.post('/resetPassword/resetUserPassword', {
    data: { password: weak, resetId },
  });
  expect(refused.status()).toBe(400);
  const refusal = (await refused.json()) as {
    message: string;
    feedback: { suggestions: string[] };
  };
  expect(refusal.message).toBeTruthy();
  expect(refusal.feedback.suggestions.length).toBeGreaterThan(0);

  await password.fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // The old password no longer works; the new one does, through the sign-in page.
  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(401);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();

  // The account is told its password changed.
  const notice = await mailbox.waitFor(candidate.email, {
    subject: 'Your password was changed',
    after: [mail],
  });
  Mailbox.link(notice, '/user-request-password-reset');

  // The link was for one use, and says so when opened again, with the way to a new one.
  await page.goto(Mailbox.relative(link));
  await expect(page.getByText(apiMessages.passwordResetUsed)).toBeVisible();
  await expect(page.getByText(messages.resetInvalid)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new password reset link' }).click();
  await expect(page).toHaveURL(/\/user-request-password-reset$/);
});

test('locked out after five wrong passwords, a reset through the mailbox lets the new password in at once', async ({
  page,
  api,
  mailbox,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  let newPassword = strongPassword();
  while (newPassword === candidate.password) newPassword = strongPassword();
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const signIn = page.getByRole('button', { name: 'Sign In' });
  const locked = page.getByText(/^Too many unsuccessful sign-in attempts\. Please wait about/);

  await page.goto('/login');
  await email.fill(candidate.email);
  for (let i = 0; i < 5; i++) {
    await password.fill(`Wr0ng!Password${i}`);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/login');
    await signIn.click();
    expect((await answered).status()).toBe(401);
    // Shown: the message bar (loaded on the first failure) no longer moves the button.
    await expect(page.getByText("Email or password doesn't match our records.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Signing In…' })).toHaveCount(0);
  }
  await password.fill(candidate.password);
  await signIn.click();
  await expect(locked).toBeVisible();

  // The message's own link leads to Forgot Password.
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/user-request-password-reset$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  const before = await mailbox.list(candidate.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  const mail = await mailbox.waitFor(candidate.email, {
    subject: mailSubjects.passwordReset,
    after: before,
  });
  await page.goto(Mailbox.relative(Mailbox.link(mail, '/user-reset-password')));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // At once, from the same address that was locked: the new password signs in.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await email.fill(candidate.email);
  await password.fill(newPassword);
  await signIn.click();
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();
  await expect(locked).toHaveCount(0);
});
