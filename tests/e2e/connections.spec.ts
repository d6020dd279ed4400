/**
 * Invitations and connections end to end (spec sections 2, 4 and 8): a firm's invitation mail to a
 * new address and to an existing candidate, the connection manager's lists and modal, the envelope
 * count, and what the firm may see afterwards (`firms:candidates`). Real server, real mailbox,
 * the operator's commands; nothing mocked.
 */
import { violationsOf } from '../support/axe.ts';
import {
  connectionModal,
  createFirm,
  envelope,
  firmCandidates,
  invitationLink,
  invitationMail,
  list,
  openTab,
  sendInvitation,
} from '../support/connections.ts';
import { makeCandidateData, uniqueEmail } from '../support/data.ts';
import { completeProfile, withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox, mailSubjects } from '../support/mailbox.ts';
import { sessionOf } from '../support/ui.ts';

test('a new address: invitation mail → register → confirm → connect, disconnect, reconnect', async ({
  page,
  mailbox,
  api,
}) => {
  // Seven operator commands (each its own Node process) besides the browser: on a loaded machine
  // the default two minutes ran out.
  test.slow();
  const firm = createFirm('Invite New');
  const candidate = makeCandidateData({ email: uniqueEmail('invited') });
  const sent = sendInvitation(firm, candidate.email);

  // The mail's link leads to registration with the One Account Policy notice naming the firm.
  await page.goto(invitationLink(await invitationMail(mailbox, candidate.email, firm)));
  await expect(page).toHaveURL(/\/register\?/);
  const policy = page.getByRole('dialog', { name: 'One Account Policy' });
  await expect(policy).toContainText(`${firm} has invited you`);
  await policy.getByRole('button', { name: 'Create my account' }).click();
  await expect(policy).toBeHidden();

  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(candidate.email);
  await page.getByRole('textbox', { name: 'First name' }).fill(candidate.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(candidate.lastName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  await page.getByRole('radio', { name: 'Law' }).check();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const acknowledgements = page.getByRole('alertdialog');
  for (const field of await acknowledgements.getByRole('textbox').all()) await field.fill('AT');
  await acknowledgements.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registration-thank-you\?/);

  // Confirming from the mail signs in and leads on to the invitation (/join/{code}).
  const confirmation = await mailbox.waitFor(candidate.email, {
    subject: mailSubjects.confirmation,
  });
  await page.goto(Mailbox.relative(Mailbox.link(confirmation, '/email-confirmed')));
  await expect(page).toHaveURL(new RegExp(`/join/${sent.code}$`));
  // First run: the account type and the contact details come first (done through the API here;
  // registration.spec.ts goes through them in the browser), then the invitation.
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  const session = (await sessionOf(page))!;
  await api.setAccountType(session.token, 'CAMPUS');
  await api.completeContactInfo(session);
  await page.reload();

  await expect(page).toHaveURL(`/connection-manager?code=${sent.code}`);
  const modal = connectionModal(page, firm);
  await expect(modal).toContainText(`${firm} has invited you to connect.`);
  await expect(modal.getByRole('link', { name: 'Privacy Settings' })).toHaveAttribute(
    'href',
    '/user-settings',
  );
  expect(await violationsOf(page)).toEqual([]);
  expect(firmCandidates(firm)).not.toContain(candidate.email);

  // Behind the modal the page is hidden from assistive technology; the envelope shows the count.
  await expect(
    page.getByRole('link', { name: 'Invitations: 1 pending', includeHidden: true }),
  ).toBeAttached();
  await modal.getByRole('button', { name: `Connect with ${firm}` }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/connection-manager$/);
  await expect(envelope(page, 0)).toBeVisible();
  await expect(page.getByText('You have no active invitations.')).toBeVisible();
  await openTab(page, 'Connections');
  await expect(list(page, 'Active Connections').getByText(firm)).toBeVisible();
  // Connected, but recruiting starts only once every check of the menu is marked (decision 054).
  expect(firmCandidates(firm)).not.toContain(candidate.email);
  await completeProfile(session.userId);
  expect(firmCandidates(firm)).toContain(candidate.email);
  expect(await violationsOf(page)).toEqual([]);

  // Disconnect: listed under Disconnected; an invite-only candidate is hidden from the firm again.
  await page.getByRole('button', { name: `Disconnect from ${firm}` }).click();
  await expect(page.getByText('You have no active connections.')).toBeVisible();
  await page.getByRole('button', { name: 'Disconnected (1)' }).click();
  await expect(list(page, 'Disconnected (1)').getByText(firm)).toBeVisible();
  await expect.poll(() => firmCandidates(firm)).not.toContain(candidate.email);

  await page.getByRole('button', { name: `Reconnect with ${firm}` }).click();
  await expect(list(page, 'Active Connections').getByText(firm)).toBeVisible();
  await expect.poll(() => firmCandidates(firm)).toContain(candidate.email);
  // After a reload the server's lists say the same.
  await page.reload();
  await openTab(page, 'Connections');
  await expect(list(page, 'Active Connections').getByText(firm)).toBeVisible();
});

test('an existing candidate invited by two firms: sign in from the mail, ignore one, connect it later', async ({
  page,
  mailbox,
  api,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await completeProfile(candidate.session.userId);
  const first = createFirm('First');
  const second = createFirm('Second');
  const firstSent = sendInvitation(first, candidate.email);
  sendInvitation(second, candidate.email);
  const firstMail = await invitationMail(mailbox, candidate.email, first);
  await invitationMail(mailbox, candidate.email, second);

  await page.goto(invitationLink(firstMail));
  await expect(page).toHaveURL(`/login?code=${firstSent.code}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByLabel(/^Password/).fill(candidate.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Via /join/{code}: the first firm's modal; both invitations pending on the envelope.
  const modal = connectionModal(page, first);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Not now' }).click();
  await expect(modal).toBeHidden();
  await expect(envelope(page, 2)).toBeVisible();
  await expect(page).toHaveURL(/\/connection-manager$/);
  const pending = list(page, 'Pending Invitations');
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  // Dates as the spec shows them: MM/DD/YYYY.
  await expect(pending.getByRole('listitem').first()).toContainText(/Invited \d{2}\/\d{2}\/\d{4}/);

  await pending.getByRole('button', { name: `Ignore the invitation from ${second}` }).click();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(envelope(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Ignored Invitations (1)' }).click();
  const ignored = list(page, 'Ignored Invitations (1)');
  await expect(ignored.getByText(second)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await ignored.getByRole('button', { name: `Connect with ${second}` }).click();
  await expect(page.getByRole('button', { name: /^Ignored Invitations/ })).toHaveCount(0);
  await openTab(page, 'Connections');
  await expect(list(page, 'Active Connections').getByText(second)).toBeVisible();
  await expect.poll(() => firmCandidates(second)).toContain(candidate.email);
  expect(firmCandidates(first)).not.toContain(candidate.email);
  await expect(envelope(page, 1)).toBeVisible();
});

test('an expired invitation link says so, from the mail and on /join', async ({
  page,
  mailbox,
  api,
  signIn,
}) => {
  const firm = createFirm('Expired');
  const email = uniqueEmail('late');
  const sent = sendInvitation(firm, email);
  const mail = await invitationMail(mailbox, email, firm);
  await withDatabase((db) =>
    db.query(
      `UPDATE candidate_invitations SET expires_at = now() - interval '1 day' WHERE code = $1`,
      [sent.code],
    ),
  );

  await page.goto(invitationLink(mail));
  await expect(page).toHaveURL('/login?invitationExpired=true');
  await expect(page.getByRole('dialog', { name: 'Invitation Link Expired' })).toContainText(
    'This invitation link has expired. Please reach out to your recruiter to request a new invitation.',
  );

  // A signed-in candidate following the code gets the same notice in the connection manager.
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto(`/join/${sent.code}`);
  await expect(page).toHaveURL(`/connection-manager?code=${sent.code}`);
  await expect(page.getByRole('dialog', { name: 'Invitation Link Expired' })).toBeVisible();
  await page.goto('/join/no-such-code');
  await expect(page.getByText(/This invitation link is not valid/)).toBeVisible();

  // The mail's link itself, followed while signed in: told as well, never left on the home page.
  await page.goto(invitationLink(mail));
  await expect(page).toHaveURL('/connection-manager?invitationExpired=true');
  const notice = page.getByRole('dialog', { name: 'Invitation Link Expired' });
  await expect(notice).toContainText(
    'This invitation link has expired. Please reach out to your recruiter to request a new invitation.',
  );
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Connection Manager' })).toBeVisible();
});

test('/home/connection-manager?companyName= keeps its parameters and opens that invitation', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const firm = createFirm('Legacy');
  sendInvitation(firm, candidate.email);
  await signIn(page, candidate.session);

  await page.goto(`/home/connection-manager?companyName=${encodeURIComponent(firm)}`);
  await expect(page).toHaveURL(`/connection-manager?companyName=${encodeURIComponent(firm)}`);
  const modal = connectionModal(page, firm);
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/connection-manager$/);
  await expect(list(page, 'Pending Invitations').getByText(firm)).toBeVisible();
});
