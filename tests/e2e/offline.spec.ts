/**
 * Offline tolerance (ARCHITECTURE.md section 5): a signed-in page reloads offline from the service
 * worker and the persisted query cache; the account-type choice made offline is kept on the device,
 * reaches the server after reconnecting, and counts once however often it is sent.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline, isOperation } from '../support/network.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';
import { watchForButtonText } from '../support/ui.ts';

const graphqlUrl = '**/api/graphql';

interface SetAccountTypeBody {
  variables: { accountType: string; clientMutationId: string };
}

test('a signed-in page reloaded offline renders from the service worker and the cache', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  await signIn(page, candidate.session);

  await page.goto('/');
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${candidate.firstName}!` });
  await expect(welcome).toBeVisible();
  await expect(page.getByLabel('Account type: Lateral')).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersistedQuery(page, candidate.session.userId, candidate.email);

  await goOffline(context);
  await page.reload();

  await expect(welcome).toBeVisible();
  await expect(page.getByLabel('Account type: Lateral')).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();
  // Still signed in: being offline is not a reason to sign the candidate out.
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('the account type chosen offline is kept on the device and reaches the server after reconnecting', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.register();
  const session = await api.confirm(candidate);
  await signIn(page, session);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  await waitForServiceWorker(page);

  const sent: Request[] = [];
  context.on('request', (r) => {
    if (isOperation('SetAccountType')(r)) sent.push(r);
  });

  await goOffline(context);
  await page.getByRole('radio', { name: /^Campus/ }).check();
  const savedOnDevice = watchForButtonText(page, 'Saved on this device');
  await page.getByRole('button', { name: 'Continue' }).click();
  await savedOnDevice;

  // The app goes on with the choice, and says it is not sent yet.
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(page.getByText('1 unsent change')).toBeVisible();
  expect((await api.getUser(session.token)).accountType, 'the server has nothing yet').toBeNull();

  await goOnline(context);
  await expect
    .poll(async () => (await api.getUser(session.token)).accountType, {
      message: 'the choice reached the server after reconnecting',
      timeout: 20_000,
    })
    .toBe('CAMPUS');
  await expect(page.getByText("You're offline.")).toBeHidden();
  await expect(page.getByText(/unsent change/)).toBeHidden();
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();

  // Every attempt that reached the network carried the same client id.
  const ids = new Set(
    sent.map((r) => (r.postDataJSON() as SetAccountTypeBody).variables.clientMutationId),
  );
  expect(ids.size).toBe(1);
});

test('a choice whose answer was lost is sent again and recorded once', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.register();
  const session = await api.confirm(candidate);
  await signIn(page, session);

  // The first SetAccountType reaches the server, but its answer never reaches the page: the
  // outbox must send it again, with the same clientMutationId.
  const attempts: { body: SetAccountTypeBody; response: unknown }[] = [];
  await context.route(graphqlUrl, async (route, request) => {
    if (!isOperation('SetAccountType')(request)) return route.fallback();
    const response = await route.fetch();
    attempts.push({
      body: request.postDataJSON() as SetAccountTypeBody,
      response: await response.json(),
    });
    if (attempts.length === 1) return route.abort('internetdisconnected');
    return route.fulfill({ response });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  await page.getByRole('radio', { name: /^Campus/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();

  await expect
    .poll(() => attempts.length, { message: 'the outbox sent the choice again', timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  await expect(page.getByText(/unsent change|Sending/)).toBeHidden();

  const [first, second] = attempts;
  expect(second!.body.variables.clientMutationId).toBe(first!.body.variables.clientMutationId);
  expect(first!.response).toEqual({
    data: { setAccountType: { id: session.userId, accountType: 'CAMPUS' } },
  });
  // A second write would be refused (the type is set once); the replay gets the first answer.
  expect(second!.response).toEqual(first!.response);
  expect((await api.getUser(session.token)).accountType).toBe('CAMPUS');

  // The server remembers the key: the same id again still answers the first result, while a new
  // write with another id is refused, so the choice was recorded exactly once.
  const key = first!.body.variables.clientMutationId;
  const replay = await api.graphql(
    session.token,
    `mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {
      setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) { id accountType }
    }`,
    { accountType: 'CAMPUS', clientMutationId: key },
  );
  expect(replay.body).toEqual(first!.response);
  const another = await api.graphql(
    session.token,
    `mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {
      setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) { id accountType }
    }`,
    { accountType: 'LATERAL', clientMutationId: randomUUID() },
  );
  expect(another.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_TYPE_ALREADY_SET');
  expect((await api.getUser(session.token)).accountType).toBe('CAMPUS');
});
