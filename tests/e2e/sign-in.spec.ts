/**
 * Candidate Sign In: a wrong password, an address not confirmed yet (with a new confirmation mail
 * that replaces the old link), a successful sign-in, the throttling of docs/decisions/017 as a
 * candidate meets it, a malformed address, and /login?id= (an invitation).
 */
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/data.ts';
import { addPendingInvitation } from '../support/database.ts';
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
  await expect(
    page.getByText('Hiring intelligence to find the best talent, wherever they are.'),
  ).toBeVisible();
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

// --- Login throttling (docs/decisions/017) ---------------------------------------------------
// The e2e server trusts X-Forwarded-For (playwright.config.ts: TRUST_PROXY), so a context with its
// own forwarded address is a visitor from another network address.

const WRONG_PASSWORD = 'Wr0ng!Password';
/** A network address of the documentation range, unique per call. */
const otherAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
/** The locked answer and its link; 'about 15 minutes' (14 once a few seconds have passed). */
const LOCKED =
  /^Too many unsuccessful sign-in attempts\. Please wait about 1[45] minutes and try again, or reset your password\.\s*Reset your password$/;

/** Fills and sends the sign-in form; resolves once the page has taken the server's answer. */
async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await answered;
  // The answer is read and shown: the button is no longer busy (a click now would be sent).
  await expect(page.getByRole('button', { name: 'Signing In…' })).toHaveCount(0);
}

/** The sign-in form's message bar once it reads `text`, and its text. */
async function alertText(page: Page, text: string | RegExp): Promise<string> {
  const alert = page.getByRole('form', { name: 'Candidate Sign In' }).locator('.fui-MessageBar');
  await expect(alert).toHaveText(text);
  return (await alert.innerText()).trim();
}

test('five wrong passwords lock this address out with a wait-or-reset message, the same for an address without an account', async ({
  page,
  api,
}) => {
  const candidate = await api.createCandidate();
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await submitSignIn(page, candidate.email, `${WRONG_PASSWORD}${i}`);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await alertText(page, "Email or password doesn't match our records.");
  }
  // Now even the right password is refused, and the page says what to do.
  await submitSignIn(page, candidate.email, candidate.password);
  const known = await alertText(page, LOCKED);
  expect(await sessionOf(page)).toBeNull();
  const reset = page.getByRole('link', { name: 'Reset your password' });
  await expect(reset).toHaveAttribute('href', '/user-request-password-reset');

  // The same five failures for an address that has no account give the same answer.
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < 5; i++) {
    await submitSignIn(page, nobody, `${WRONG_PASSWORD}${i}`);
    await alertText(page, "Email or password doesn't match our records.");
  }
  await submitSignIn(page, nobody, WRONG_PASSWORD);
  const unknown = await alertText(page, LOCKED);
  expect(unknown).toBe(known);

  // The reset link leads to Forgot Password.
  await reset.click();
  await expect(page).toHaveURL(/\/user-request-password-reset$/);
});

test('a lock from one network address does not keep the owner out from another', async ({
  page,
  browser,
  api,
  guardContext,
}) => {
  const candidate = await api.createCandidate();
  const elsewhere = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': otherAddress() },
  });
  await guardContext(elsewhere);
  try {
    const guesser = await elsewhere.newPage();
    await guesser.goto('/login');
    for (let i = 0; i < 5; i++) {
      await submitSignIn(guesser, candidate.email, `${WRONG_PASSWORD}${i}`);
      await alertText(guesser, "Email or password doesn't match our records.");
    }
    await submitSignIn(guesser, candidate.email, WRONG_PASSWORD);
    await alertText(guesser, LOCKED);

    // The owner, at their own address, signs in at once.
    await page.goto('/login');
    await submitSignIn(page, candidate.email, candidate.password);
    await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
    expect((await sessionOf(page))?.userId).toBe(candidate.session.userId);
  } finally {
    await elsewhere.close();
  }
});

test('many successful sign-ins from one address (a campus network) never lock it', async ({
  browser,
  api,
  request,
  guardContext,
}) => {
  test.setTimeout(240_000);
  const campus = otherAddress();
  const students = [await api.createCandidate(), await api.createCandidate()];
  // More sign-ins than any per-address limit (LOGIN_MAX_FAILURES_PER_ADDRESS is 100): under a
  // rule that counted every attempt, the last ones would be refused.
  const SIGN_INS = 110;
  for (let i = 0; i < SIGN_INS; i += 5) {
    const batch = await Promise.all(
      Array.from({ length: 5 }, (_, j) => {
        const student = students[(i + j) % students.length]!;
        return request.post('/auth/login', {
          data: { email: student.email, password: student.password },
          headers: { 'X-Forwarded-For': campus },
        });
      }),
    );
    expect(batch.map((r) => r.status())).toEqual([200, 200, 200, 200, 200]);
  }
  // A student's typo on the same network is only a wrong password, and a sign-in still works.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': campus } });
  await guardContext(context);
  try {
    const student = await context.newPage();
    await student.goto('/login');
    await submitSignIn(student, students[0]!.email, WRONG_PASSWORD);
    await alertText(student, "Email or password doesn't match our records.");
    await submitSignIn(student, students[0]!.email, students[0]!.password);
    await expect(student.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("an address that cannot be an account's is 'Invalid email address or password.'", async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, 'ada@example', 'Anything!123');
  await alertText(page, 'Invalid email address or password.');
  expect(await sessionOf(page)).toBeNull();
  // A well-formed address with a wrong password is the other message.
  await submitSignIn(page, uniqueEmail('nobody'), 'Anything!123');
  await alertText(page, "Email or password doesn't match our records.");
});

// --- /login?id= (spec section 2: the invitation id) ------------------------------------------

test('signing in with ?id= opens that invitation; an id that is not the candidate’s shows nothing', async ({
  page,
  api,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const other = await api.createCandidate({ accountType: 'CAMPUS' });
  const firm = `Id Firm ${Date.now().toString(36)}`;
  const mine = await addPendingInvitation(
    { userId: candidate.session.userId, email: candidate.email },
    firm,
  );
  const theirs = await addPendingInvitation(
    { userId: other.session.userId, email: other.email },
    `Other ${firm}`,
  );

  await page.goto(`/login?id=${encodeURIComponent(mine)}`);
  await submitSignIn(page, candidate.email, candidate.password);
  const modal = page.getByRole('dialog', { name: `Connect with ${firm}` });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/connection-manager\?invitationId=/);
  await modal.getByRole('button', { name: 'Not now' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/connection-manager$/);

  // Another candidate's invitation, an unknown id and a malformed one: the normal page.
  for (const id of [theirs, '00000000-0000-4000-8000-000000000000', '<not an id>']) {
    await page.context().clearCookies();
    await page.goto(`/login?id=${encodeURIComponent(id)}`);
    await submitSignIn(page, candidate.email, candidate.password);
    await expect(page.getByRole('list', { name: 'Pending Invitations' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(`Other ${firm}`)).toHaveCount(0);
  }
});
