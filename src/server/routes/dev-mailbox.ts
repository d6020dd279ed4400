/**
 * The development mailbox: mail kept in the outbox when no SMTP server is configured, newest first,
 * as a page for people (/dev/mailbox) and JSON for tests (/dev/mailbox.json). Registered only when
 * config.mailboxEnabled (never in production unless MAILBOX=on).
 *
 * It holds every reset and confirmation link, so it is served to this machine only, whatever HOST
 * is: a client whose socket is not loopback, or any request a proxy forwarded (X-Forwarded-For,
 * Forwarded, X-Real-IP, even from a loopback proxy), gets the answer of a route that does not
 * exist (docs/decisions/024). The socket decides, never TRUST_PROXY.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeEmail } from '../../domain/email.ts';
import { isFromThisMachine } from '../lib/this-machine.ts';
import { escapeHtml } from '../mail/html.ts';
import { listOutbox, type OutboxMail } from '../mail/outbox.ts';

const MAILBOX_PAGE_SIZE = 100;

const mailboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(MAILBOX_PAGE_SIZE),
});

function renderMail(mail: OutboxMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)} · #${mail.id}</p>
  ${links ? `<ul>${links}</ul>` : ''}
  <pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

function renderMailbox(mails: OutboxMail[], to: string | undefined): string {
  const title = to ? `Mailbox of ${to}` : 'Mailbox';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon-32.png" type="image/png"><title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
.meta { color: #555; } pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.75rem; }
</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>Mail the server would have sent (no SMTP server is configured), newest first. Reload to see new mail.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(renderMail).join('\n')}
</body></html>`;
}

export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  app.addHook('onRequest', async (request, reply) => {
    if (isFromThisMachine(request)) return;
    reply.callNotFound();
    return reply;
  });
  const load = (query: unknown) => {
    const { to, limit } = mailboxQuery.parse(query);
    const recipient = to ? normalizeEmail(to) : undefined;
    return listOutbox(db, { to: recipient, limit }).then((mails) => ({ mails, recipient }));
  };

  app.get('/dev/mailbox.json', async (request) => (await load(request.query)).mails);

  app.get('/dev/mailbox', async (request, reply) => {
    const { mails, recipient } = await load(request.query);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(mails, recipient));
  });
}
