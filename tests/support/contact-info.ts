/**
 * The first-run contact modals as a candidate sees them: "Before You Move On" (secondary e-mail,
 * LinkedIn URL, phone with its country) and "Verify Secondary Email". For tests that go through
 * them in the browser; tests that only need a candidate past them use `api.createCandidate()`,
 * which stores and verifies the details through the API.
 */
import { expect, type Page } from '@playwright/test';
import type { Api } from './api.ts';
import { uniqueEmail } from './data.ts';
import { Mailbox } from './mailbox.ts';

export const beforeYouMoveOn = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Before You Move On' });
export const verifySecondaryEmail = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Verify Secondary Email' });

export interface ContactDetails {
  secondaryEmail: string;
  linkedInUrl?: string;
  /** The country's name as the picker shows it, e.g. "United Kingdom (+44)". Default: the US. */
  country?: string;
  phoneNumber?: string;
}

/** Fills "Before You Move On" (it must be open); does not press Continue. */
export async function fillBeforeYouMoveOn(page: Page, details: ContactDetails): Promise<void> {
  const dialog = beforeYouMoveOn(page);
  await dialog
    .getByRole('textbox', { name: 'Secondary/Personal Email' })
    .fill(details.secondaryEmail);
  if (details.linkedInUrl !== undefined)
    await dialog.getByRole('textbox', { name: 'LinkedIn Profile Url' }).fill(details.linkedInUrl);
  if (details.country !== undefined) await chooseCountry(page, details.country);
  if (details.phoneNumber !== undefined) {
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(details.phoneNumber);
    await dialog.getByRole('textbox', { name: 'Phone Number' }).blur();
  }
}

/** Picks the phone number's country, e.g. "United Kingdom (+44)". */
export async function chooseCountry(page: Page, name: string): Promise<void> {
  await beforeYouMoveOn(page).getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/**
 * The whole first run in the browser: fills "Before You Move On" with a fresh personal address,
 * continues, then follows the verification link from the mailbox in this page (which signs in
 * again), and ends on the welcome page. Returns the personal address.
 */
export async function completeContactInfoInBrowser(
  page: Page,
  api: Api,
  details: Partial<ContactDetails> = {},
): Promise<string> {
  const secondaryEmail = details.secondaryEmail ?? uniqueEmail('personal');
  await expect(beforeYouMoveOn(page)).toBeVisible();
  await fillBeforeYouMoveOn(page, { ...details, secondaryEmail });
  await beforeYouMoveOn(page).getByRole('button', { name: 'Continue to Profile' }).click();
  await expect(verifySecondaryEmail(page)).toBeVisible();
  const link = await api.secondaryEmailLink(secondaryEmail);
  await page.goto(Mailbox.relative(link));
  // Verified and signed in, the app goes to user settings (the welcome page until that exists).
  await expect(page).toHaveURL(/\/(user-settings)?$/);
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await expect(verifySecondaryEmail(page)).toBeHidden();
  return secondaryEmail;
}
