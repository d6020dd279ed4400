/**
 * Sending mail. With SMTP_URL the message goes to that server; without it, nodemailer still builds
 * the message (jsonTransport) and it is kept in the mail_outbox table, shown at /dev/mailbox.
 *
 * `send` takes the transaction of the change that causes the mail: an outbox mail is written with
 * it (no mail without its change, no change without its mail), and an SMTP failure rolls it back.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { DbExecutor } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { MailDeliveryError } from '../errors.ts';
import { countMailDeliveryFailure } from '../modules/metrics/metrics.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, in order (stored with outbox mails for tests and the mailbox). */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage, db: DbExecutor): Promise<void>;
  close(): void;
}

export function createMailer(config: Config): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(config.MAIL_FROM);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        countMailDeliveryFailure();
        throw new MailDeliveryError(error);
      }
    },
    close: () => transport.close(),
  };
}

function outboxMailer(from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message, db) {
      // Building the message checks addresses and headers as a real send would.
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: message.links,
      });
    },
    close: () => transport.close(),
  };
}
