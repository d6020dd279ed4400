/**
 * Location Preferences (/work-preferences, spec sections 2 and 4): search the embedded US places,
 * pick two, reorder them with the Move buttons (keyboard) and by drag and drop, save, reload;
 * No Preference saves an empty list; an edit made offline is kept on the device, survives a reload
 * and reaches the server once after reconnecting.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Session } from '../support/fixtures.ts';
import type { Api } from '../support/api.ts';
import {
  countRequests,
  delayRequests,
  goOffline,
  goOnline,
  isOperation,
} from '../support/network.ts';
import {
  expectLocationCards as expectCards,
  locationCards as cards,
  pickLocation as pick,
} from '../support/profile-steps.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';

interface Place {
  label: string;
  lat: number;
  lng: number;
}

interface Preferences {
  noPreference: boolean;
  locations: Place[];
}

const GET_PREFERENCES = `query GetUserLocationPreferences {
  userLocationPreferences { noPreference locations { label lat lng } }
}`;
const GET_GEO_DATA = `query GetGeoData($address: String!) { geoData(address: $address) { label lat lng } }`;
const UPDATE = `mutation UpdateUserLocationPreferences(
  $locations: [GeoLocationInput!]!, $preferredStyle: String!, $noPreference: Boolean!, $clientMutationId: ID!
) {
  updateUserLocationPreferences(locations: $locations, preferredStyle: $preferredStyle,
    noPreference: $noPreference, clientMutationId: $clientMutationId) { id }
}`;

async function preferencesOf(api: Api, session: Session): Promise<Preferences> {
  const { body } = await api.graphql<{ userLocationPreferences: Preferences }>(
    session.token,
    GET_PREFERENCES,
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.userLocationPreferences;
}

const labelsOf = async (api: Api, session: Session) =>
  (await preferencesOf(api, session)).locations.map((l) => l.label);

/** Saves places through the API (the places the server's own search answers). */
async function saveThroughApi(api: Api, session: Session, addresses: string[]): Promise<Place[]> {
  const places: Place[] = [];
  for (const address of addresses) {
    const { body } = await api.graphql<{ geoData: Place[] }>(session.token, GET_GEO_DATA, {
      address,
    });
    places.push(body.data!.geoData[0]!);
  }
  const { body } = await api.graphql(session.token, UPDATE, {
    locations: places,
    noPreference: false,
    preferredStyle: 'NO_PREFERENCE',
    clientMutationId: randomUUID(),
  });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return places;
}

/** Drags `card` by its handle onto `target` with the mouse, in small steps as a hand would. */
async function dragOnto(page: Page, card: Locator, target: Locator) {
  const from = (await card.getByTestId('drag-handle').boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 8, { steps: 4 });
  await page.mouse.move(start.x, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('a candidate searches, picks two places, reorders them by keyboard and by drag and drop, saves, and finds them in order after a reload', async ({
  page,
  api,
  signIn,
}) => {
  // Past the first-run screens: account type chosen, contact details stored and verified.
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  await signIn(page, candidate.session);
  await page.goto('/work-preferences');

  await expect(page.getByRole('heading', { level: 1, name: 'Location Preferences' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save, 'nothing chosen yet: nothing to save').toBeDisabled();

  await page.getByRole('radio', { name: 'Choose Location' }).check();
  const search = page.getByRole('combobox', { name: 'Add a location' });
  await expect(search).toHaveAttribute('placeholder', 'Enter city or zip code');
  await expect(save, 'Choose Location without a place').toBeDisabled();

  // The spec's loading text while the search waits for a pause in typing and for the answer. The
  // answer is held a moment: on a fast (or a busy) machine the text can come and go between two
  // looks.
  const slowSearch = await delayRequests(page.context(), '**/api/graphql', {
    times: 1,
    when: isOperation('GetGeoData'),
    delayMs: 1500,
  });
  await search.fill('Austin');
  await expect(page.getByRole('option', { name: 'Loading...' })).toBeVisible();
  await slowSearch.remove();
  await page.getByRole('option', { name: 'Austin, TX', exact: true }).click();
  await pick(page, '80202', '80202 (Denver, CO)');
  await expectCards(page, ['Austin, TX', '80202 (Denver, CO)']);

  // A place already chosen cannot be picked again; a search without results says so.
  await search.fill('austin, tx');
  await expect(
    page.getByRole('option', { name: 'Austin, TX (already in your list)' }),
  ).toHaveAttribute('aria-disabled', 'true');
  await search.fill('Qzxvw');
  await expect(
    page.getByRole('option', { name: 'No options. Please type a new search.' }),
  ).toBeVisible();
  await search.fill('');
  await search.press('Escape');

  // Keyboard: Move up on the second card swaps it with the first, says so, and keeps focus.
  const moveUp = page.getByRole('button', { name: 'Move up: 80202 (Denver, CO)' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expectCards(page, ['80202 (Denver, CO)', 'Austin, TX']);
  await expect(page.getByRole('status').filter({ hasText: 'moved to position' })).toHaveText(
    '80202 (Denver, CO) moved to position 1. Austin, TX moved to position 2.',
  );
  await expect(moveUp).toBeFocused();

  await save.click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(save, 'saved: unchanged').toBeDisabled();
  expect(await labelsOf(api, candidate.session)).toEqual(['80202 (Denver, CO)', 'Austin, TX']);

  await page.reload();
  await expectCards(page, ['80202 (Denver, CO)', 'Austin, TX']);
  await expect(page.getByRole('radio', { name: 'Choose Location' })).toBeChecked();

  // Drag and drop: the second card dropped on the first swaps the two.
  await dragOnto(page, cards(page).nth(1), cards(page).nth(0));
  await expectCards(page, ['Austin, TX', '80202 (Denver, CO)']);
  await expect(page.getByRole('status').filter({ hasText: 'moved to position' })).toHaveText(
    'Austin, TX moved to position 1. 80202 (Denver, CO) moved to position 2.',
  );
  await save.click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expectCards(page, ['Austin, TX', '80202 (Denver, CO)']);
  expect(await labelsOf(api, candidate.session)).toEqual(['Austin, TX', '80202 (Denver, CO)']);
});

test('picking No Preference saves an empty list', async ({ page, api, signIn }) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  await saveThroughApi(api, candidate.session, ['Austin, TX', 'Boston, MA']);
  await signIn(page, candidate.session);
  await page.goto('/work-preferences');

  await expect(page.getByRole('radio', { name: 'Choose Location' })).toBeChecked();
  await expectCards(page, ['Austin, TX', 'Boston, MA']);
  await page.getByRole('radio', { name: 'No Preference' }).check();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  expect(await preferencesOf(api, candidate.session)).toEqual({
    noPreference: true,
    locations: [],
  });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'No Preference' })).toBeChecked();
});

test('an edit made offline is saved on the device, survives a reload, and reaches the server once after reconnecting', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  await saveThroughApi(api, candidate.session, ['Austin, TX', 'Boston, MA']);
  await signIn(page, candidate.session);
  await page.goto('/work-preferences');
  await expectCards(page, ['Austin, TX', 'Boston, MA']);
  await waitForServiceWorker(page);
  await waitForPersistedQuery(page, candidate.session.userId, candidate.email);
  await waitForPersistedQuery(page, candidate.session.userId, 'Boston, MA');

  const sent = await countRequests(context, '**/api/graphql', {
    when: isOperation('UpdateUserLocationPreferences'),
  });
  await goOffline(context);
  await expect(
    page.getByText('Searching for a location needs an internet connection.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Add a location' })).toBeDisabled();

  await page.getByRole('button', { name: 'Move up: Boston, MA' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const onDevice = page.getByText(
    'Saved on this device. It will be sent when you are back online.',
  );
  await expect(onDevice).toBeVisible();
  expect(await labelsOf(api, candidate.session), 'nothing reached the server yet').toEqual([
    'Austin, TX',
    'Boston, MA',
  ]);

  // A reload offline shows the unsent edit, not the server's older copy.
  await page.reload();
  await expectCards(page, ['Boston, MA', 'Austin, TX']);
  await expect(onDevice).toBeVisible();

  await goOnline(context);
  await expect
    .poll(() => labelsOf(api, candidate.session), {
      message: 'the edit reached the server after reconnecting',
    })
    .toEqual(['Boston, MA', 'Austin, TX']);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expectCards(page, ['Boston, MA', 'Austin, TX']);
  // Settle, then count: the write went out once.
  await expect(page.getByText(/unsent change/)).toBeHidden();
  expect(sent.count).toBe(1);
});
