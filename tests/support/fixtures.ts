/**
 * The `test` every browser test imports: Playwright's, plus fixtures that do the boring parts
 * (shared/design/EXAMPLES.md, habit 9), so a test reads like what a candidate does.
 *
 * - `mailbox`: the server's dev mailbox; `mailbox.waitFor(email, { subject })` returns the mail.
 * - `api`: the real REST and GraphQL API: `api.createCandidate()` registers, confirms through the
 *   mailed link and returns `{ email, password, session: { userId, token } }`.
 * - `signIn(page, session)`: the app's own session cookies (`id_token`, `id_c`, 7 days), for a
 *   signed-in start without going through the sign-in form.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { Api, type Session } from './api.ts';
import { Mailbox } from './mailbox.ts';

const SESSION_COOKIE_SECONDS = 7 * 24 * 60 * 60;

/** Signs `page`'s context in as `session` the way the app does: the two session cookies. */
export async function signIn(page: Page, session: Session): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('signIn needs a baseURL in playwright.config.ts');
  const expires = Math.floor(Date.now() / 1000) + SESSION_COOKIE_SECONDS;
  await page.context().addCookies(
    [
      { name: 'id_token', value: session.token },
      { name: 'id_c', value: session.userId },
    ].map((c) => ({
      ...c,
      // The app writes and reads them URI-encoded (src/app/lib/session.ts).
      value: encodeURIComponent(c.value),
      url: baseURL,
      expires,
      sameSite: 'Lax' as const,
    })),
  );
}

interface Fixtures {
  mailbox: Mailbox;
  api: Api;
  signIn: (page: Page, session: Session) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  mailbox: async ({ request }, use) => {
    await use(new Mailbox(request));
  },
  api: async ({ request, mailbox }, use) => {
    await use(new Api(request, mailbox));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  signIn: async ({}, use) => {
    await use(signIn);
  },
});

export { expect };
export type { Candidate, Session } from './api.ts';
