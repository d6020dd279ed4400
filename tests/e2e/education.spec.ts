/**
 * Education (/education, spec sections 2 to 5): a law candidate sees what is required, adds a
 * Bachelors and a Juris Doctor (JD) through the school type-ahead, saves and finds both after a
 * reload; an unlisted school is stored for review; Delete asks first, then resends the list
 * without the entry; an edit made offline is kept on the device, survives a reload and reaches the
 * server once.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test, type Session } from '../support/fixtures.ts';
import type { Api } from '../support/api.ts';
import { violationsOf } from '../support/axe.ts';
import { makeCandidateData } from '../support/data.ts';
import {
  countRequests,
  delayRequests,
  goOffline,
  goOnline,
  isOperation,
} from '../support/network.ts';
import {
  graduation,
  pickMajor,
  pickSchool,
  saveButton,
  schoolCard as card,
} from '../support/profile-steps.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';

interface StoredSchool {
  id: string;
  school: string;
  schoolObj: { name: string; status: string };
  degree: string;
  major: string | null;
  gpa: string;
  graduationDate: string;
}

const GET_SCHOOLS = `query GetUserSchools { user { userProfile { schools {
  id school schoolObj { name status } degree major gpa graduationDate
} } } }`;
const SEARCH = `query GetSchoolOptions($school: String!) { schoolOptions(school: $school) { label value } }`;
const UPDATE = `mutation UpdateUserSchoolsArray($schools: [SchoolInput!]!, $clientMutationId: ID!) {
  updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) { id }
}`;

const UNDERGRADUATE_REQUIRED = 'You must have at least one undergraduate degree.';
const JD_REQUIRED = 'Please enter a Juris Doctor (JD) degree.';

/**
 * A confirmed candidate of an industry context (the registration's industry decides it), past the
 * first-run screens: account type chosen, secondary contact info given.
 */
async function readyCandidate(
  api: Api,
  request: APIRequestContext,
  industryContext: 'law' | 'none',
) {
  const candidate = makeCandidateData();
  const registered = await request.post('/auth/register', {
    data: { ...candidate, industryContext, termsAndPrivacyAgreed: true },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const session = await api.confirm(candidate);
  await api.setAccountType(session.token, industryContext === 'law' ? 'LATERAL' : 'CAMPUS');
  await api.completeContactInfo(session);
  return { ...candidate, session };
}

async function schoolsOf(api: Api, session: Session): Promise<StoredSchool[]> {
  const { body } = await api.graphql<{ user: { userProfile: { schools: StoredSchool[] } } }>(
    session.token,
    GET_SCHOOLS,
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.user.userProfile.schools;
}

async function schoolIdOf(api: Api, session: Session, name: string): Promise<string> {
  const { body } = await api.graphql<{ schoolOptions: { label: string; value: string }[] }>(
    session.token,
    SEARCH,
    { school: name },
  );
  const option = body.data!.schoolOptions.find((o) => o.label === name);
  expect(option, `${name} is in the list`).toBeDefined();
  return option!.value;
}

const chosen = (select: Locator) => select.locator('option:checked');

test('a law candidate sees what is required, adds a Bachelors and a JD through the type-ahead, saves, and finds both after a reload', async ({
  page,
  api,
  request,
  signIn,
}) => {
  const candidate = await readyCandidate(api, request, 'law');
  await signIn(page, candidate.session);
  await page.goto('/education');

  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  await expect(page.getByText(/Law firms look at your whole academic record/)).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Required information' });
  await expect(checklist.getByRole('listitem')).toHaveText([
    'An undergraduate degree (Associates or Bachelors): still needed',
    'A Juris Doctor (JD) degree: still needed',
  ]);
  await expect(page.getByText(UNDERGRADUATE_REQUIRED)).toBeVisible();
  await expect(page.getByText(JD_REQUIRED)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  expect(await violationsOf(page)).toEqual([]);

  // Add opens a form and stays disabled until that form is valid.
  await page.getByRole('button', { name: 'Add School' }).click();
  const first = card(page, 1);
  await expect(first.getByRole('combobox', { name: 'School' })).toBeFocused();
  const addAnother = page.getByRole('button', { name: 'Add Another School' });
  await expect(addAnother).toBeDisabled();
  await expect(first.getByRole('button', { name: 'Cancel' })).toBeVisible();

  // The type-ahead: up to 25 schools, then the hint and "Other - my school is not listed".
  // The answer is held a moment, so that the loading text cannot come and go between two looks.
  const slowSearch = await delayRequests(page.context(), '**/api/graphql', {
    times: 1,
    when: isOperation('GetSchoolOptions'),
    delayMs: 1500,
  });
  await first.getByRole('combobox', { name: 'School' }).fill('university');
  await expect(page.getByRole('option', { name: 'Loading...' })).toBeVisible();
  await slowSearch.remove();
  await expect(page.getByRole('option', { name: /University/ })).toHaveCount(25);
  await expect(page.getByText("Can't find what you need")).toBeVisible();
  await expect(page.getByRole('option', { name: 'Other - my school is not listed' })).toBeVisible();
  await pickSchool(page, first, 'yale', 'Yale University');

  await first.getByLabel(/^Degree/).selectOption({ label: 'Bachelors' });
  await pickMajor(page, first, 'econ', 'Economics');
  const cumulative = first.getByLabel('Cumulative GPA');
  await expect(first.getByText('not your major GPA', { exact: false })).toBeVisible();
  await cumulative.selectOption({ label: '3.8' });
  await graduation(first, 'May', '2018');
  await expect(page.getByText(UNDERGRADUATE_REQUIRED)).toBeHidden();
  await expect(page.getByText(JD_REQUIRED)).toBeVisible();
  await expect(saveButton(page), 'a law profile needs a JD').toBeDisabled();

  await addAnother.click();
  const second = card(page, 2);
  // One undergraduate degree at most: the second form offers graduate degrees only.
  await expect(second.getByLabel(/^Degree/).locator('option')).toHaveText([
    'Select…',
    'Masters',
    'Doctorate',
    'Professional',
    'Juris Doctor (JD)',
  ]);
  await pickSchool(page, second, 'harvard', 'Harvard University');
  await second.getByLabel(/^Degree/).selectOption({ label: 'Juris Doctor (JD)' });
  await expect(second.getByRole('combobox', { name: 'Major' }), 'no major for a JD').toHaveCount(0);
  await second.getByLabel('Graduate Degree GPA').selectOption({ label: 'N/A' });
  await graduation(second, 'May', '2021');

  await expect(checklist.getByRole('listitem')).toHaveText([
    'An undergraduate degree (Associates or Bachelors): done',
    'A Juris Doctor (JD) degree: done',
  ]);
  await expect(page.getByText(JD_REQUIRED)).toBeHidden();
  await saveButton(page).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(saveButton(page), 'saved: unchanged').toBeDisabled();

  const stored = await schoolsOf(api, candidate.session);
  expect(
    stored.map(({ schoolObj, degree, major, gpa, graduationDate }) => ({
      name: schoolObj.name,
      degree,
      major,
      gpa,
      graduationDate,
    })),
  ).toEqual([
    {
      name: 'Yale University',
      degree: 'BACHELORS',
      major: 'Economics',
      gpa: '3.8',
      graduationDate: '2018-05-07',
    },
    {
      name: 'Harvard University',
      degree: 'JD',
      major: null,
      gpa: ' ',
      graduationDate: '2021-05-07',
    },
  ]);

  await page.reload();
  await expect(card(page, 1).getByRole('combobox', { name: 'School' })).toHaveValue(
    'Yale University',
  );
  await expect(chosen(card(page, 1).getByLabel(/^Degree/))).toHaveText('Bachelors');
  await expect(card(page, 1).getByRole('combobox', { name: 'Major' })).toHaveValue('Economics');
  await expect(chosen(card(page, 1).getByLabel('Cumulative GPA'))).toHaveText('3.8');
  await expect(card(page, 2).getByRole('combobox', { name: 'School' })).toHaveValue(
    'Harvard University',
  );
  await expect(chosen(card(page, 2).getByLabel(/^Degree/))).toHaveText('Juris Doctor (JD)');
  await expect(chosen(card(page, 2).getByLabel('Graduate Degree GPA'))).toHaveText('N/A');
  await expect(chosen(card(page, 2).getByLabel('Graduation year'))).toHaveText('2021');
  await expect(card(page, 1).getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  expect(await violationsOf(page)).toEqual([]);
});

test('an unlisted school is stored for review, and Delete removes a saved school', async ({
  page,
  api,
  request,
  signIn,
}) => {
  const candidate = await readyCandidate(api, request, 'none');
  await signIn(page, candidate.session);
  await page.goto('/education');
  await expect(page.getByText(UNDERGRADUATE_REQUIRED)).toBeVisible();
  await expect(page.getByText(JD_REQUIRED)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add School' }).click();
  const first = card(page, 1);
  await expect(first.getByLabel(/^Degree/).locator('option')).not.toContainText([
    'Juris Doctor (JD)',
  ]);
  await pickSchool(page, first, 'Hill Valley', 'Other - my school is not listed');
  const unlisted = first.getByRole('textbox', { name: 'School name' });
  await expect(unlisted).toBeVisible();
  await first.getByLabel(/^Degree/).selectOption({ label: 'Associates' });
  await pickMajor(page, first, 'nurs', 'Nursing');
  await first.getByLabel('Cumulative GPA').selectOption({ label: '3.2' });
  await graduation(first, 'January', '2015');
  // Other needs the school's name.
  await unlisted.focus();
  await unlisted.blur();
  await expect(first.getByText('This field is required. Please enter a value.')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  expect(await violationsOf(page)).toEqual([]);
  await unlisted.fill('Hill Valley Community College');

  await page.getByRole('button', { name: 'Add Another School' }).click();
  const second = card(page, 2);
  await pickSchool(page, second, 'stanford', 'Stanford University');
  await second.getByLabel(/^Degree/).selectOption({ label: 'Masters' });
  await pickMajor(page, second, 'comp', 'Computer Science');
  await second.getByLabel('Graduate Degree GPA').selectOption({ label: '4.0' });
  await graduation(second, 'June', '2017');
  await saveButton(page).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const stored = await schoolsOf(api, candidate.session);
  expect(stored.map((s) => [s.schoolObj.name, s.schoolObj.status, s.degree])).toEqual([
    ['Hill Valley Community College', 'PENDING', 'ASSOCIATES'],
    ['Stanford University', 'APPROVED', 'MASTERS'],
  ]);

  await page.reload();
  await expect(card(page, 1).getByRole('combobox', { name: 'School' })).toHaveValue(
    'Hill Valley Community College',
  );
  await expect(
    card(page, 1).getByText('Hill Valley Community College is pending review.'),
  ).toBeVisible();

  // Delete asks first: Cancel keeps the school, on the page and on the server.
  const confirm = page.getByRole('alertdialog', { name: 'Delete this school?' });
  await card(page, 2).getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText('Stanford University will be removed')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, 2)).toBeVisible();
  expect((await schoolsOf(api, candidate.session)).map((s) => s.schoolObj.name)).toEqual([
    'Hill Valley Community College',
    'Stanford University',
  ]);

  // Confirmed, Delete resends the saved list without the entry.
  await card(page, 2).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 2)).toHaveCount(0);
  await expect
    .poll(async () => (await schoolsOf(api, candidate.session)).map((s) => s.schoolObj.name))
    .toEqual(['Hill Valley Community College']);
  await page.reload();
  await expect(card(page, 1)).toBeVisible();
  await expect(card(page, 2)).toHaveCount(0);
});

test('an edit made offline is saved on the device, survives a reload, and reaches the server once after reconnecting', async ({
  page,
  context,
  api,
  request,
  signIn,
}) => {
  const candidate = await readyCandidate(api, request, 'law');
  const { session } = candidate;
  const yale = await schoolIdOf(api, session, 'Yale University');
  const harvard = await schoolIdOf(api, session, 'Harvard University');
  const { body } = await api.graphql(session.token, UPDATE, {
    clientMutationId: randomUUID(),
    schools: [
      {
        id: 'new-school-1',
        school: yale,
        degree: 'BACHELORS',
        major: 'History',
        gpa: '3.8',
        graduationDate: '2018-05-07',
      },
      { id: 'new-school-2', school: harvard, degree: 'JD', gpa: ' ', graduationDate: '2021-05-07' },
    ],
  });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();

  await signIn(page, session);
  await page.goto('/education');
  const gpa = card(page, 1).getByLabel('Cumulative GPA');
  await expect(chosen(gpa)).toHaveText('3.8');
  await waitForServiceWorker(page);
  await waitForPersistedQuery(page, session.userId, candidate.email);
  await waitForPersistedQuery(page, session.userId, 'Harvard University');

  const sent = await countRequests(context, '**/api/graphql', {
    when: isOperation('UpdateUserSchoolsArray'),
  });
  await goOffline(context);
  // Searching needs a connection; the saved schools can still be edited.
  await expect(
    card(page, 1).getByText(
      'Searching for a school needs a connection. You can still choose Other.',
    ),
  ).toBeVisible();
  await gpa.selectOption({ label: '3.5' });
  await saveButton(page).click();
  const onDevice = page.getByText(
    'Saved on this device. It will be sent when you are back online.',
  );
  await expect(onDevice).toBeVisible();
  expect(
    (await schoolsOf(api, session)).map((s) => s.gpa),
    'nothing sent yet',
  ).toEqual(['3.8', ' ']);

  // A reload offline shows the unsent edit, not the server's older copy.
  await page.reload();
  await expect(chosen(card(page, 1).getByLabel('Cumulative GPA'))).toHaveText('3.5');
  await expect(card(page, 2).getByRole('combobox', { name: 'School' })).toHaveValue(
    'Harvard University',
  );
  await expect(onDevice).toBeVisible();

  await goOnline(context);
  await expect
    .poll(async () => (await schoolsOf(api, session)).map((s) => s.gpa), {
      message: 'the edit reached the server after reconnecting',
    })
    .toEqual(['3.5', ' ']);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(chosen(card(page, 1).getByLabel('Cumulative GPA'))).toHaveText('3.5');
  await expect(page.getByText(/unsent change/)).toBeHidden();
  expect(sent.count, 'the write went out once').toBe(1);
});
