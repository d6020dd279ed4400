/**
 * The profile pages as a candidate fills them in, shared by the page specs (education,
 * work-preferences, demographics, resume) and the whole-profile spec. Small steps (pick a school,
 * pick a place, answer the demographic questions, choose a file) do only what a candidate does plus
 * the one check that the step took; the whole-page steps (`addLocations`, `addLawEducation`,
 * `fillDemographics`, `uploadResume`) fill a page from empty and save it. Each page must be open.
 */
import { basename } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** The Save button of a profile form (education, location preferences, demographics). */
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** The status line of a profile form after a save that reached the server. */
export const savedStatus = (page: Page) => page.getByText('Saved', { exact: true });

// --- Location Preferences (/work-preferences) ---------------------------------------------------

export const locationCards = (page: Page) => page.getByTestId('location-card');

/** The numbered cards show exactly `labels`, in this order. */
export async function expectLocationCards(page: Page, labels: string[]): Promise<void> {
  await expect(locationCards(page)).toHaveText(labels.map((label, i) => `${i + 1}${label}`));
}

/** Types into "Add a location" and picks `option` from the answers; the box empties. */
export async function pickLocation(page: Page, text: string, option: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Add a location' });
  await search.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(search).toHaveValue('');
}

/** Moves the card of `label` one place up with the keyboard (its Move up button, Enter). */
export async function moveLocationUp(page: Page, label: string): Promise<void> {
  const moveUp = page.getByRole('button', { name: `Move up: ${label}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
}

export interface LocationPick {
  /** What the candidate types, e.g. "Austin" or "80202". */
  search: string;
  /** The answer they pick, e.g. "Austin, TX". */
  option: string;
}

/** Choose Location, then each place in turn; the cards show them in the order picked. */
export async function addLocations(page: Page, picks: readonly LocationPick[]): Promise<void> {
  await page.getByRole('radio', { name: 'Choose Location' }).check();
  for (const { search, option } of picks) await pickLocation(page, search, option);
  await expectLocationCards(
    page,
    picks.map((p) => p.option),
  );
}

// --- Education (/education) ---------------------------------------------------------------------

/** The form of the n-th school (1-based). */
export const schoolCard = (page: Page, n: number) =>
  page.getByRole('group', { name: `School ${n}` });

/** Types into the school type-ahead and picks an option from its list. */
export async function pickSchool(
  page: Page,
  entry: Locator,
  text: string,
  option: string,
): Promise<void> {
  const school = entry.getByRole('combobox', { name: 'School' });
  await school.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(school).toHaveValue(option);
}

export async function pickMajor(
  page: Page,
  entry: Locator,
  text: string,
  major: string,
): Promise<void> {
  await entry.getByRole('combobox', { name: 'Major' }).fill(text);
  await page.getByRole('option', { name: major, exact: true }).click();
}

export async function graduation(entry: Locator, month: string, year: string): Promise<void> {
  await entry.getByLabel('Graduation month').selectOption({ label: month });
  await entry.getByLabel('Graduation year').selectOption({ label: year });
}

/**
 * A law candidate's education from an empty page: a Bachelors in Economics at Yale (GPA 3.8, May
 * 2018) and a Juris Doctor (JD) at Harvard (GPA N/A, May 2021), both through the type-ahead; the
 * checklist shows both requirements done, and Save reaches the server.
 */
export async function addLawEducation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add School' }).click();
  const bachelors = schoolCard(page, 1);
  await pickSchool(page, bachelors, 'yale', 'Yale University');
  await bachelors.getByLabel(/^Degree/).selectOption({ label: 'Bachelors' });
  await pickMajor(page, bachelors, 'econ', 'Economics');
  await bachelors.getByLabel('Cumulative GPA').selectOption({ label: '3.8' });
  await graduation(bachelors, 'May', '2018');

  await page.getByRole('button', { name: 'Add Another School' }).click();
  const jd = schoolCard(page, 2);
  await pickSchool(page, jd, 'harvard', 'Harvard University');
  await jd.getByLabel(/^Degree/).selectOption({ label: 'Juris Doctor (JD)' });
  await jd.getByLabel('Graduate Degree GPA').selectOption({ label: 'N/A' });
  await graduation(jd, 'May', '2021');

  await expect(
    page.getByRole('region', { name: 'Required information' }).getByRole('listitem'),
  ).toHaveText([
    'An undergraduate degree (Associates or Bachelors): done',
    'A Juris Doctor (JD) degree: done',
  ]);
  await saveButton(page).click();
  await expect(savedStatus(page)).toBeVisible();
  await expect(saveButton(page), 'saved: unchanged').toBeDisabled();
}

// --- Demographic Information (/demographic, /personal-data) -------------------------------------

export const demographicQuestions = {
  optIn: /share your demographic information/,
  gender: /^Gender/,
  veteran: /veteran/,
  lgbtq: /LGBTQ/,
  firstGen: /first in your family/,
} as const;

export const answerGroup = (page: Page, name: string | RegExp) =>
  page.getByRole('radiogroup', { name });

export const chooseAnswer = (page: Page, groupName: string | RegExp, option: string) =>
  answerGroup(page, groupName).getByRole('radio', { name: option, exact: true }).check();

export const ethnicity = (page: Page, name: string) =>
  page.getByRole('checkbox', { name, exact: true });

export const birthYear = (page: Page) => page.getByRole('combobox', { name: /Birth year/ });

/**
 * Answers every question (the form must be opted in): born in `year`, Non-binary, Asian, not a
 * veteran, LGBTQ+ not disclosed, first in the family at college.
 */
export async function answerEveryDemographicQuestion(page: Page, year: string): Promise<void> {
  await birthYear(page).selectOption(year);
  await chooseAnswer(page, demographicQuestions.gender, 'Non-binary');
  await ethnicity(page, 'Asian').check();
  await chooseAnswer(page, demographicQuestions.veteran, 'No');
  await chooseAnswer(page, demographicQuestions.lgbtq, 'Prefer not to disclose');
  await chooseAnswer(page, demographicQuestions.firstGen, 'Yes');
}

/** Opts in ("Yes, share"), answers every question (see above) and saves. */
export async function fillDemographics(page: Page, year: string): Promise<void> {
  await chooseAnswer(page, demographicQuestions.optIn, 'Yes, share');
  await answerEveryDemographicQuestion(page, year);
  await expect(page.getByText('Please complete all required fields.')).toBeHidden();
  await saveButton(page).click();
  await expect(savedStatus(page)).toBeVisible();
  await expect(saveButton(page), 'saved: unchanged').toBeDisabled();
}

// --- Resume (/resume) ---------------------------------------------------------------------------

export const resumeZone = (page: Page) => page.getByRole('region', { name: 'Resume upload' });
export const chooseResumeButton = (page: Page) =>
  page.getByRole('button', { name: 'Choose a PDF' });

/**
 * Picks a file the way a candidate does: the visible button opens the real file input. `file` is a
 * path on disk, or a name and bytes (sent as application/pdf whatever they hold).
 */
export async function chooseResumeFile(
  page: Page,
  file: string | { name: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await chooseResumeButton(page).click();
  await (
    await chooser
  ).setFiles(typeof file === 'string' ? file : { ...file, mimeType: 'application/pdf' });
}

/**
 * Uploads the PDF at `path` and waits for the complete card, which names the file (after the
 * card's own delays: at least 1 s of progress, then 1 s of "Uploaded").
 */
export async function uploadResume(page: Page, path: string): Promise<void> {
  await chooseResumeFile(page, path);
  const zone = resumeZone(page);
  await expect(zone).toHaveAttribute('data-mode', 'complete', { timeout: 15_000 });
  await expect(zone.getByRole('heading', { name: basename(path) })).toBeVisible();
}
