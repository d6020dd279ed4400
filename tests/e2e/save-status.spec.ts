/**
 * Every profile form says it saved the same way (issue: Education gave no sign): the same Save
 * button, and beside it the same "Saved" (a green check, the same colour and size on every page),
 * and a keyboard user who saves keeps their place on Save.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  addLawEducation,
  answerEveryDemographicQuestion,
  chooseAnswer,
  demographicQuestions,
  saveButton,
  savedStatus,
} from '../support/profile-steps.ts';

/** What the candidate sees of "Saved": its colour, its size, and whether a check icon leads it. */
const savedLook = (page: Page) =>
  savedStatus(page).evaluate((text) => {
    const style = getComputedStyle(text);
    return {
      color: style.color,
      fontSize: style.fontSize,
      icon: text.previousElementSibling?.tagName.toLowerCase() ?? null,
    };
  });

test('Education, Location Preferences and Demographic Information show the same Save and "Saved"; saving by keyboard keeps focus on Save', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL', industryContext: 'law' });
  await signIn(page, candidate.session);

  await page.goto('/education');
  await addLawEducation(page); // saves with the mouse and waits for "Saved"
  const education = await savedLook(page);
  expect(education.icon, 'a check leads "Saved"').toBe('svg');
  const educationSaveHeight = (await saveButton(page).boundingBox())!.height;

  await page.goto('/work-preferences');
  await page.getByRole('radio', { name: 'No Preference' }).check();
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(savedStatus(page)).toBeVisible();
  await expect(saveButton(page), 'the keyboard user keeps their place').toBeFocused();
  expect(await savedLook(page)).toEqual(education);
  expect((await saveButton(page).boundingBox())!.height).toBe(educationSaveHeight);

  await page.goto('/demographic');
  await chooseAnswer(page, demographicQuestions.optIn, 'Yes, share');
  await answerEveryDemographicQuestion(page, '1990');
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(savedStatus(page)).toBeVisible();
  await expect(saveButton(page), 'the keyboard user keeps their place').toBeFocused();
  expect(await savedLook(page)).toEqual(education);
  expect((await saveButton(page).boundingBox())!.height).toBe(educationSaveHeight);
});
