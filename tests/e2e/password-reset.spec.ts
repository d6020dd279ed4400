/** The whole password reset: request, mail link, weak password refused, strong one accepted. */
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

  // The link was for one use.
  await page.goto(Mailbox.relative(link));
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
});
