/**
 * Confirming a registration's e-mail address. Each link is valid CONFIRMATION_LINK_LIFETIME_MS
 * (72 h) and once; a new link (resend) supersedes the older ones.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import { messages } from '../../../domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { emailConfirmationLink } from '../../mail/links.ts';
import { emailConfirmationMail } from '../../mail/templates.ts';
import type { Services } from '../../services.ts';
import { claimInvitationBestEffort } from '../invitations/claim.ts';
import { createSession, type SessionOptions } from '../sessions/sessions.ts';
import { findUserByEmail } from '../users/users.ts';
import { mayMailAccount } from './account-mail-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

/** Supersedes the user's open links, creates a new one and mails it. Returns its request id. */
export async function issueEmailConfirmation(
  tx: DbExecutor,
  services: Services,
  user: Recipient,
  invitationCode: string | null,
): Promise<{ requestId: string }> {
  const { config, mailer } = services;
  const now = new Date();
  await tx
    .update(emailConfirmations)
    .set({ supersededAt: now })
    .where(
      and(
        eq(emailConfirmations.userId, user.id),
        isNull(emailConfirmations.usedAt),
        isNull(emailConfirmations.supersededAt),
      ),
    );
  const confirmation = {
    id: randomToken(),
    userId: user.id,
    email: user.email,
    requestId: randomUUID(),
    invitationCode,
    expiresAt: new Date(now.getTime() + config.CONFIRMATION_LINK_LIFETIME_MS),
  };
  await tx.insert(emailConfirmations).values(confirmation);
  const link = emailConfirmationLink(config.publicUrl, confirmation);
  await mailer.send(
    emailConfirmationMail({
      to: user.email,
      firstName: user.firstName,
      link,
      validForHours: Math.round(config.CONFIRMATION_LINK_LIFETIME_MS / HOUR_MS),
    }),
    tx,
  );
  return { requestId: confirmation.requestId };
}

export async function latestConfirmationRequestId(
  db: DbExecutor,
  userId: string,
): Promise<string | null> {
  const [latest] = await db
    .select({ requestId: emailConfirmations.requestId })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.userId, userId))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return latest?.requestId ?? null;
}

/** POST /auth/confirm-email-auth: a valid link confirms the address and signs the user in. */
export async function confirmEmail(
  services: Services,
  input: { email: string; confirmationId: string; code?: string | null },
  sessionOptions: SessionOptions = {},
): Promise<{ userId: string; token: string }> {
  const { db, config } = services;
  const email = normalizeEmail(input.email);
  const confirmed = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ confirmation: emailConfirmations, userConfirmedAt: users.emailConfirmedAt })
      .from(emailConfirmations)
      .innerJoin(users, eq(users.id, emailConfirmations.userId))
      .where(
        and(eq(emailConfirmations.id, input.confirmationId), eq(emailConfirmations.email, email)),
      )
      .for('update');
    if (!found) throw badRequest(messages.confirmFailed);
    // The link is genuine (id and address match): say so plainly when there is nothing left to do.
    if (found.userConfirmedAt) throw badRequest(apiMessages.emailAlreadyConfirmed);

    const { confirmation } = found;
    const now = new Date();
    if (confirmation.usedAt || confirmation.supersededAt || confirmation.expiresAt <= now) {
      throw badRequest(messages.confirmFailed);
    }
    await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(eq(emailConfirmations.id, confirmation.id));
    await tx
      .update(emailConfirmations)
      .set({ supersededAt: now })
      .where(
        and(
          eq(emailConfirmations.userId, confirmation.userId),
          ne(emailConfirmations.id, confirmation.id),
          isNull(emailConfirmations.usedAt),
          isNull(emailConfirmations.supersededAt),
        ),
      );
    await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, confirmation.userId));
    const token = await createSession(
      tx,
      confirmation.userId,
      config.SESSION_LIFETIME_MS,
      sessionOptions,
    );
    return { userId: confirmation.userId, token, invitationCode: confirmation.invitationCode };
  });
  // The invitation code of the link (or of the registration): after the commit, so that a code
  // that no longer works never undoes the confirmation.
  await claimInvitationBestEffort(
    db,
    confirmed.userId,
    input.code ?? confirmed.invitationCode,
    config.INVITATION_LIFETIME_MS,
  );
  return { userId: confirmed.userId, token: confirmed.token };
}

/**
 * POST /request-new-confirmation-email. Unknown addresses get the same answer as known ones (a
 * request id that leads nowhere), so that the call does not tell who has an account.
 */
export async function resendEmailConfirmation(
  services: Services,
  input: { email: string; code?: string | null; invitationCode?: string | null },
): Promise<{ requestId: string }> {
  const { db } = services;
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return { requestId: randomUUID() };
    if (user.emailConfirmedAt) throw badRequest(apiMessages.emailAlreadyConfirmed);
    // Lock the user so that two resends at once leave exactly one open link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (!(await mayMailAccount(tx, services.config, 'confirmation', user.id))) {
      return { requestId: (await latestConfirmationRequestId(tx, user.id)) ?? randomUUID() };
    }
    const invitationCode =
      input.code ?? input.invitationCode ?? (await latestInvitationCode(tx, user.id));
    return issueEmailConfirmation(tx, services, user, invitationCode);
  });
}

async function latestInvitationCode(db: DbExecutor, userId: string): Promise<string | null> {
  const [latest] = await db
    .select({ code: emailConfirmations.invitationCode })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.userId, userId))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return latest?.code ?? null;
}
