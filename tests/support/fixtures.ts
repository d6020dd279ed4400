/**
 * The `test` every browser test imports: Playwright's, plus fixtures that do the boring parts
 * (tests/support/README.md), so a test reads like what a candidate does.
 *
 * - `mailbox`: the server's dev mailbox; `mailbox.waitFor(email, { subject })` returns the mail.
 * - `api`: the real REST and GraphQL API: `api.createCandidate()` registers, confirms through the
 *   mailed link and returns `{ email, password, session: { userId, token } }`.
 * - `signIn(page, session)`: the app's own session cookies (`id_token`, `id_c`, 7 days), for a
 *   signed-in start without going through the sign-in form.
 * - `pageProblems` (automatic): every test fails on an uncaught page error, a console error, a
 *   failed file or 5xx response, or a dead link, on any page of its context (page-guard.ts). A
 *   test that provokes one on purpose calls `allowProblems(/pattern/)`; a context the test makes
 *   itself is watched through `guardContext(context)`.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { Api, type Session } from './api.ts';
import { Mailbox } from './mailbox.ts';
import { PageProblems } from './page-guard.ts';

const SESSION_COOKIE_SECONDS = 7 * 24 * 60 * 60;

/** The app's two session cookies for `session` on `baseURL`, as the app itself writes them. */
export function sessionCookies(baseURL: string, session: Session) {
  const expires = Math.floor(Date.now() / 1000) + SESSION_COOKIE_SECONDS;
  return [
    { name: 'id_token', value: session.token },
    { name: 'id_c', value: session.userId },
  ].map((c) => ({
    ...c,
    // The app writes and reads them URI-encoded (src/app/lib/session.ts).
    value: encodeURIComponent(c.value),
    url: baseURL,
    expires,
    sameSite: 'Lax' as const,
  }));
}

/** Signs `page`'s context in as `session` the way the app does: the two session cookies. */
export async function signIn(page: Page, session: Session): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('signIn needs a baseURL in playwright.config.ts');
  await page.context().addCookies(sessionCookies(baseURL, session));
}

interface Fixtures {
  mailbox: Mailbox;
  api: Api;
  signIn: (page: Page, session: Session) => Promise<void>;
  pageProblems: PageProblems;
  /** Names problems this test provokes on purpose (matched against the reported text). */
  allowProblems: (...patterns: RegExp[]) => void;
  /** Watches a context the test made itself (`browser.newContext()`, a persistent context). */
  guardContext: (context: BrowserContext) => Promise<void>;
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
  pageProblems: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) => {
      const problems = new PageProblems();
      await use(problems);
      const unexpected = problems.unexpected();
      expect(
        unexpected,
        'what a candidate would notice: page errors, console errors, failed files, dead links',
      ).toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, pageProblems }, use) => {
    await pageProblems.guard(context);
    await use(context);
  },
  allowProblems: async ({ pageProblems }, use) => {
    await use((...patterns) => pageProblems.allow(...patterns));
  },
  guardContext: async ({ pageProblems }, use) => {
    await use((context) => pageProblems.guard(context));
  },
});

export { expect };
export type { Candidate, Session } from './api.ts';
