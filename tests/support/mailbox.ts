/**
 * The server's dev mailbox (`GET /dev/mailbox.json`, on with NODE_ENV=test): every mail the server
 * "sent", newest first, with the links found in it. Tests read it the way a candidate reads their
 * inbox: wait for the mail, open its link.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export interface WaitForMailOptions {
  /** Only mails whose subject matches. */
  subject?: RegExp | string;
  /** Only mails not in this list (e.g. those there before an action), by id. */
  after?: readonly Mail[];
  timeoutMs?: number;
}

function subjectMatches(subject: string, wanted: RegExp | string | undefined): boolean {
  if (wanted === undefined) return true;
  return typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject);
}

export class Mailbox {
  constructor(private readonly request: APIRequestContext) {}

  /** Every mail to `to` (compared case-insensitively), newest first. */
  async list(to: string): Promise<Mail[]> {
    const response = await this.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    expect(response.status(), 'GET /dev/mailbox.json').toBe(200);
    const mails = (await response.json()) as Mail[];
    expect(Array.isArray(mails), 'the mailbox answers a list').toBe(true);
    return mails.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
  }

  /** Waits for a (new) mail to `to`, newest first, and returns it. */
  async waitFor(to: string, options: WaitForMailOptions = {}): Promise<Mail> {
    const seen = new Set((options.after ?? []).map((m) => m.id));
    let found: Mail | undefined;
    await expect
      .poll(
        async () => {
          const mails = await this.list(to);
          found = mails.find((m) => !seen.has(m.id) && subjectMatches(m.subject, options.subject));
          return found !== undefined;
        },
        {
          message: `a mail to ${to}${options.subject ? ` with subject ${String(options.subject)}` : ''}`,
          timeout: options.timeoutMs ?? 15_000,
          intervals: [100, 250, 500, 1000],
        },
      )
      .toBe(true);
    return found!;
  }

  /** The first link of `mail` whose path is `pathname` (e.g. `/email-confirmed`), as a URL. */
  static link(mail: Mail, pathname: string): URL {
    const link = mail.links
      .map((l) => new URL(l, 'http://placeholder.invalid'))
      .find((u) => u.pathname === pathname);
    expect(link, `a ${pathname} link in "${mail.subject}": ${mail.links.join(', ')}`).toBeDefined();
    return link!;
  }

  /** Path and query of a link, to open against the test's baseURL whatever host the mail names. */
  static relative(url: URL): string {
    return `${url.pathname}${url.search}`;
  }
}

/** Subjects, loosely: the exact wording of the mails is not in the specification. */
export const mailSubjects = {
  confirmation: /confirm/i,
  passwordReset: /password/i,
  secondaryEmailVerification: /verify/i,
};
