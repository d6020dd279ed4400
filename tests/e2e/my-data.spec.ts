/**
 * The candidate's data on request (docs/decisions/052), as a candidate does it in User Settings:
 * Download my data saves a JSON file holding their name and answers; Delete my account asks for
 * the password and a last confirmation, signs them out to a page saying the account is deleted,
 * and afterwards they cannot sign in and the firm they were connected with no longer lists them.
 * Both say offline that they need a connection.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { connectThroughApi, createFirm, firmCandidates } from '../support/connections.ts';
import { completeProfile } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline } from '../support/network.ts';
import { settingsSection } from '../support/user-settings.ts';

test('Download my data: the password first, then a JSON file with the name and the answers', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const answer = `A small team that ships ${randomUUID().slice(0, 8)}`;
  const saved = await api.graphql(
    candidate.session.token,
    `mutation($value: String!, $key: ID!) {
      setUserSurveyAnswer(questionId: "q11-ideal-team", value: $value, clientMutationId: $key) { value } }`,
    { value: answer, key: randomUUID() },
  );
  expect(saved.body.errors).toBeUndefined();
  await signIn(page, candidate.session);
  await page.goto('/user-settings');

  const section = settingsSection(page, 'Download my data');
  await expect(section).toContainText('everything we hold about you');
  const password = section.getByLabel('Current Password');
  const download = section.getByRole('button', { name: 'Download my data' });

  // A wrong password saves nothing and says so on the field.
  await password.fill('Not!TheRight1');
  await download.click();
  await expect(section.getByText("Password doesn't match our records.")).toBeVisible();

  await password.fill(candidate.password);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(
    section.getByText(`Your data was saved as ${file.suggestedFilename()}.`),
  ).toBeVisible();
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    schemaVersion: number;
    account: { email: string; firstName: string; lastName: string };
    surveyAnswers: { questionId: string; value: string }[];
  };
  expect(data.schemaVersion).toBe(1);
  expect(data.account).toMatchObject({
    email: candidate.email,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
  });
  expect(data.surveyAnswers).toEqual([
    expect.objectContaining({ questionId: 'q11-ideal-team', value: answer }),
  ]);
});

test('Delete my account: password, confirmation, signed out to "deleted"; no sign-in, no firm sees them', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const firm = createFirm('Erasure');
  await connectThroughApi(api, candidate, firm);
  // Firms see only complete profiles (docs/decisions/054).
  await completeProfile(candidate.session.userId);
  expect(firmCandidates(firm)).toEqual([candidate.email]);
  await signIn(page, candidate.session);
  await page.goto('/user-settings');

  const section = settingsSection(page, 'Delete my account');
  await expect(section).toContainText('immediate and cannot be undone');
  await expect(section).toContainText('We keep, with nothing that identifies you');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('Nothing is deleted yet.');
  await dialog.getByLabel('Current Password').fill(candidate.password);
  await dialog.getByLabel('Why are you leaving? (optional)').fill('Found a job, thank you');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('This cannot be undone.');
  // Cancel at the last step deletes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(200);

  await section.getByRole('button', { name: 'Delete my account…' }).click();
  await dialog.getByLabel('Current Password').fill(candidate.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain('id_token');

  expect((await api.loginResponse(candidate.email, candidate.password)).status()).toBe(401);
  expect(firmCandidates(firm)).toEqual([]);
  // The old session is over on the server too.
  const me = await api.graphql(candidate.session.token, 'query { user { id } }');
  expect(me.status).toBe(401);
});

test('offline, both say they need a connection and do nothing', async ({ page, api, signIn }) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  await expect(settingsSection(page, 'Download my data')).toBeVisible();
  await goOffline(page.context());
  await expect(settingsSection(page, 'Download my data')).toContainText(
    "You're offline. Downloading your data needs a connection.",
  );
  await expect(
    settingsSection(page, 'Download my data').getByRole('button', { name: 'Download my data' }),
  ).toBeDisabled();
  const deletion = settingsSection(page, 'Delete my account');
  await expect(deletion).toContainText("You're offline. Deleting your account needs a connection.");
  await deletion.getByRole('button', { name: 'Delete my account…' }).click({ force: true });
  await expect(page.getByRole('alertdialog')).toBeHidden();
});
