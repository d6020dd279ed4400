/**
 * What a candidate would notice, watched on every page of a browser test (fixtures.ts installs it
 * on the test's context; `guardContext` installs it on a context a test makes itself):
 *
 * - an uncaught exception in the page (`pageerror`);
 * - a console error written by the app (`console.error`, React's warnings, CSP violations);
 * - a failed response the candidate could meet: any 5xx, and a 4xx for a file or a page (a missing
 *   icon, chunk or route). A 4xx from the API (401 for a wrong password, 400 for a refused input,
 *   429 when throttled) is an answer the app shows, not a defect, so it is not counted;
 * - a link whose `href` is `undefined`, `null` or empty (also `/undefined`, `?x=null`): watched
 *   with a MutationObserver, so links that appear after a client-side navigation count too.
 *
 * Chromium's own "Failed to load resource" console lines are judged by the response rules above
 * (they are the same events), and requests that a test cuts on purpose (offline, `dropRequests`)
 * fail without a response, so neither counts.
 *
 * A test that provokes an error on purpose names it: `allowProblems(/pattern/)` (a fixture), which
 * matches against the problem's text as printed in the failure.
 */
import type { BrowserContext, ConsoleMessage, Page, Response } from '@playwright/test';
import { SERVER_PATH_PREFIXES, serverPathPattern } from '../../src/domain/server-paths.ts';

const API_PATHS = SERVER_PATH_PREFIXES.map(serverPathPattern);
const DEAD_LINK_BINDING = '__reportDeadLink';

/** The problems seen so far in one test, and the patterns the test allows. */
export class PageProblems {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly guarded = new WeakSet<BrowserContext>();

  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  add(problem: string): void {
    this.seen.push(problem);
  }

  /** Problems not covered by an allowed pattern. */
  unexpected(): string[] {
    return this.seen.filter((p) => !this.allowed.some((pattern) => pattern.test(p)));
  }

  /** Watches every page of `context`, now and later. Idempotent per context. */
  async guard(context: BrowserContext): Promise<void> {
    if (this.guarded.has(context)) return;
    this.guarded.add(context);
    await context.exposeBinding(DEAD_LINK_BINDING, ({ page }, href: string, text: string) => {
      this.add(`dead link on ${pathOf(page.url())}: href="${href}" ("${text}")`);
    });
    await context.addInitScript(watchLinks, DEAD_LINK_BINDING);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    context.on('response', (response) => this.checkResponse(response));
  }

  private watchPage(page: Page): void {
    page.on('pageerror', (error) => {
      this.add(`uncaught error on ${pathOf(page.url())}: ${error.message}`);
    });
    page.on('console', (message) => this.checkConsole(page, message));
  }

  private checkConsole(page: Page, message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    // The same event as the response (judged in checkResponse) or a request cut by the test.
    if (message.text().startsWith('Failed to load resource')) return;
    this.add(`console error on ${pathOf(page.url())}: ${message.text()}`);
  }

  private checkResponse(response: Response): void {
    const status = response.status();
    if (status < 400) return;
    const url = new URL(response.url());
    const isApi = API_PATHS.some((pattern) => pattern.test(url.pathname));
    if (status >= 500 || !isApi) {
      this.add(`HTTP ${status} for ${response.request().method()} ${url.pathname}`);
    }
  }
}

function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return url;
  }
}

/**
 * Runs in every page before its scripts: reports each `<a href>` whose value is empty, `undefined`
 * or `null` (whole, or as a path segment or query value), once per element and value. Serialized
 * by Playwright, so it must stay self-contained.
 */
function watchLinks(bindingName: string): void {
  const DEAD = /^\s*$|(^|[/=])\s*(undefined|null)\s*($|[/?&#])/;
  const reported = new WeakMap<Element, string>();
  const report = (binding: (href: string, text: string) => void, a: Element) => {
    const href = a.getAttribute('href');
    if (href === null || !DEAD.test(href) || reported.get(a) === href) return;
    reported.set(a, href);
    binding(href, (a.textContent ?? '').trim().slice(0, 80));
  };
  const scan = () => {
    const binding = (window as unknown as Record<string, (href: string, text: string) => void>)[
      bindingName
    ];
    if (!binding) return;
    for (const a of document.querySelectorAll('a[href]')) report(binding, a);
  };
  const start = () => {
    scan();
    let scheduled = false;
    const scheduleScan = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        scan();
      });
    };
    new MutationObserver(scheduleScan).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['href'],
    });
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}
