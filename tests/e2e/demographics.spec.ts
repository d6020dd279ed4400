/**
 * Demographic Information (/demographic and /personal-data, spec sections 2, 4 and 5): opt in,
 * answer, save, find the answers after a reload; Prefer not to disclose is exclusive among the
 * ethnicities; opting out hides the questions and clears the answers on the server; an edit made
 * offline is kept on the device, survives a reload and reaches the server once after reconnecting.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Session } from '../support/fixtures.ts';
import type { Api } from '../support/api.ts';
import { violationsOf } from '../support/axe.ts';
import { countRequests, goOffline, goOnline, isOperation } from '../support/network.ts';
import {
  answerEveryDemographicQuestion as answerEverything,
  answerGroup as group,
  birthYear,
  chooseAnswer as choose,
  demographicQuestions,
  ethnicity,
  saveButton,
} from '../support/profile-steps.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';

interface PersonalInformation {
  diversityOptIn: boolean;
  birthYear: number | null;
  gender: string | null;
  ethnicity: string[];
  veteran: string | null;
  lgbtq: string | null;
  firstGenCollege: string | null;
}

const FIELDS = 'diversityOptIn birthYear gender ethnicity veteran lgbtq firstGenCollege';
const READ = `query GetUserPersonalInformation { user { userProfile { personalInformation { ${FIELDS} } } } }`;
const UPDATE = `mutation UpdateUserPersonalInformation(
  $diversityOptIn: Boolean!, $birthYear: Int, $gender: String, $ethnicity: [String!],
  $veteran: String, $lgbtq: String, $firstGenCollege: String, $clientMutationId: ID!
) {
  updateUserPersonalInformation(diversityOptIn: $diversityOptIn, birthYear: $birthYear,
    gender: $gender, ethnicity: $ethnicity, veteran: $veteran, lgbtq: $lgbtq,
    firstGenCollege: $firstGenCollege, clientMutationId: $clientMutationId) { diversityOptIn }
}`;

const OPTED_OUT: PersonalInformation = {
  diversityOptIn: false,
  birthYear: null,
  gender: null,
  ethnicity: [],
  veteran: null,
  lgbtq: null,
  firstGenCollege: null,
};

async function storedAnswers(api: Api, session: Session): Promise<PersonalInformation | null> {
  const { body } = await api.graphql<{
    user: { userProfile: { personalInformation: PersonalInformation | null } };
  }>(session.token, READ);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.user.userProfile.personalInformation;
}

const { optIn: OPT_IN, gender: GENDER, firstGen: FIRST_GEN } = demographicQuestions;

test('a candidate opts in, answers, saves, and finds the answers after a reload; Prefer not to disclose is exclusive', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/demographic');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Demographic Information' }),
  ).toBeVisible();
  await expect(page.getByText(/aggregate adverse-impact analysis/)).toBeVisible();
  await expect(group(page, GENDER)).toBeHidden();
  await expect(saveButton(page)).toBeDisabled();

  await choose(page, OPT_IN, 'Yes, share');
  await expect(group(page, GENDER)).toBeVisible();
  await expect(saveButton(page), 'opted in, nothing answered yet').toBeDisabled();

  // Birth years: this year first, back 80 years.
  const thisYear = new Date().getFullYear();
  const years = await birthYear(page).locator('option').allTextContents();
  expect(years.slice(1, 3)).toEqual([String(thisYear), String(thisYear - 1)]);
  expect(years.at(-1)).toBe(String(thisYear - 80));

  // Touching a question while answers are missing shows the spec's message.
  await choose(page, GENDER, 'Female');
  await birthYear(page).focus();
  await expect(page.getByText('Please complete all required fields.')).toBeVisible();

  // Prefer not to disclose clears the other ethnicities, and another pick clears it.
  await ethnicity(page, 'White').check();
  await ethnicity(page, 'Hispanic or Latino').check();
  await ethnicity(page, 'Prefer not to disclose').check();
  await expect(ethnicity(page, 'White')).not.toBeChecked();
  await expect(ethnicity(page, 'Hispanic or Latino')).not.toBeChecked();
  await ethnicity(page, 'White').check();
  await expect(ethnicity(page, 'Prefer not to disclose')).not.toBeChecked();

  await answerEverything(page, '1994');
  await expect(page.getByText('Please complete all required fields.')).toBeHidden();
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(saveButton(page), 'nothing changed since the save').toBeDisabled();

  const expected: PersonalInformation = {
    diversityOptIn: true,
    birthYear: 1994,
    gender: 'Non-binary',
    ethnicity: ['Asian', 'White'],
    veteran: 'No',
    lgbtq: 'Prefer not to disclose',
    firstGenCollege: 'Yes',
  };
  expect(await storedAnswers(api, candidate.session)).toEqual(expected);

  await page.reload();
  await expect(group(page, OPT_IN).getByRole('radio', { name: 'Yes, share' })).toBeChecked();
  await expect(birthYear(page)).toHaveValue('1994');
  await expect(group(page, GENDER).getByRole('radio', { name: 'Non-binary' })).toBeChecked();
  await expect(ethnicity(page, 'Asian')).toBeChecked();
  await expect(ethnicity(page, 'White')).toBeChecked();
  await expect(ethnicity(page, 'Prefer not to disclose')).not.toBeChecked();
  await expect(group(page, FIRST_GEN).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(saveButton(page)).toBeDisabled();
});

test('opting out on /personal-data hides the questions and clears the answers on the server', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  const { body } = await api.graphql(candidate.session.token, UPDATE, {
    diversityOptIn: true,
    birthYear: 1980,
    gender: 'Male',
    ethnicity: ['Black or African American'],
    veteran: 'Yes',
    lgbtq: 'No',
    firstGenCollege: 'No',
    clientMutationId: randomUUID(),
  });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  await signIn(page, candidate.session);
  await page.goto('/personal-data');

  await expect(ethnicity(page, 'Black or African American')).toBeChecked();
  await choose(page, OPT_IN, 'No');
  await expect(group(page, GENDER)).toBeHidden();
  await expect(ethnicity(page, 'Black or African American')).toBeHidden();
  await saveButton(page).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(await storedAnswers(api, candidate.session)).toEqual(OPTED_OUT);

  await page.reload();
  await expect(group(page, OPT_IN).getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(group(page, GENDER)).toBeHidden();
});

test('an edit made offline is saved on the device, survives a reload, and reaches the server once after reconnecting', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/demographic');
  await expect(group(page, OPT_IN)).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersistedQuery(page, candidate.session.userId, candidate.email);
  await waitForPersistedQuery(page, candidate.session.userId, '"personalInformation":null');

  const sent = await countRequests(context, '**/api/graphql', {
    when: isOperation('UpdateUserPersonalInformation'),
  });
  await goOffline(context);
  await choose(page, OPT_IN, 'Yes, share');
  await answerEverything(page, '2001');
  await saveButton(page).click();
  const onDevice = page.getByText(
    'Saved on this device. It will be sent when you are back online.',
  );
  await expect(onDevice).toBeVisible();
  expect(await storedAnswers(api, candidate.session), 'nothing reached the server yet').toBeNull();

  // A reload offline opens the form with the unsent answers.
  await page.reload();
  await expect(birthYear(page)).toHaveValue('2001');
  await expect(group(page, GENDER).getByRole('radio', { name: 'Non-binary' })).toBeChecked();
  await expect(ethnicity(page, 'Asian')).toBeChecked();
  await expect(onDevice).toBeVisible();

  await goOnline(context);
  await expect
    .poll(() => storedAnswers(api, candidate.session), {
      message: 'the answers reached the server after reconnecting',
    })
    .toEqual({
      diversityOptIn: true,
      birthYear: 2001,
      gender: 'Non-binary',
      ethnicity: ['Asian'],
      veteran: 'No',
      lgbtq: 'Prefer not to disclose',
      firstGenCollege: 'Yes',
    });
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/unsent change/)).toBeHidden();
  expect(sent.count, 'the write went out once').toBe(1);
});

test('the demographic form has no WCAG violations axe can find, opted in with its message shown', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/demographic');
  await expect(group(page, OPT_IN)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await choose(page, OPT_IN, 'Yes, share');
  await choose(page, GENDER, 'Female');
  await birthYear(page).focus();
  await expect(page.getByText('Please complete all required fields.')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
