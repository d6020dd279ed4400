/**
 * A firm invites a candidate by e-mail (operator command `invitations:send`). One invitation per
 * firm and candidate: inviting again renews its code and expiry (an IGNORED one is PENDING again),
 * and an ACCEPTED one is left alone. The row and its mail are written in one transaction.
 */
import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { isValidEmail, normalizeEmail } from '../../../domain/email.ts';
import type { Config } from '../../config.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { candidateInvitations, firms, users } from '../../db/schema.ts';
import { randomToken } from '../../lib/crypto.ts';
import { invitationLink } from '../../mail/links.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { invitationMail } from '../../mail/templates.ts';
import { findFirmByName, type FirmRow } from './firms.ts';
import type { InvitationStatus } from './invitations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NAME_MAX_LENGTH = 100;

export interface InviteServices {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'INVITATION_LIFETIME_MS'>;
  mailer: Mailer;
}

export interface InviteInput {
  firmName: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface InvitationSent {
  firm: string;
  /** The invited address (lower case). */
  email: string;
  /** The primary address of the account the invitation is bound to, if any. */
  candidate: string | null;
  status: InvitationStatus;
  code: string;
  expiresAt: Date;
  link: string;
  mailed: boolean;
  /** The candidate had accepted this firm's invitation already: nothing was changed or sent. */
  alreadyConnected: boolean;
}

type Account = { id: string; email: string; firstName: string };

/** The account an address belongs to: its primary, or its verified secondary address. */
export async function findAccountByAddress(
  db: DbExecutor,
  normalizedEmail: string,
): Promise<Account | null> {
  const [account] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      or(
        eq(users.email, normalizedEmail),
        and(eq(users.secondaryEmail, normalizedEmail), isNotNull(users.secondaryEmailVerifiedAt)),
      ),
    )
    .limit(1);
  return account ?? null;
}

/** Locks the firm's row: invitations of one firm are written one at a time (one per candidate). */
export async function lockFirm(db: DbExecutor, firmId: string): Promise<void> {
  await db.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId)).for('update');
}

function optionalName(value: string | null | undefined, label: string): string | null {
  const name = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (name.length > NAME_MAX_LENGTH) {
    throw new Error(`The ${label} has at most ${NAME_MAX_LENGTH} characters.`);
  }
  return name || null;
}

export async function sendInvitation(
  services: InviteServices,
  input: InviteInput,
): Promise<InvitationSent> {
  const { config, mailer } = services;
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new Error(`"${input.email}" is not a valid e-mail address.`);
  const firstName = optionalName(input.firstName, 'first name');
  const lastName = optionalName(input.lastName, 'last name');

  return services.db.transaction(async (tx) => {
    const firm = await findFirmByName(tx, input.firmName);
    if (!firm) {
      throw new Error(
        `No firm is named "${input.firmName.trim()}". Create it first: npm run operator -- firms:create "${input.firmName.trim()}"`,
      );
    }
    await lockFirm(tx, firm.id);
    const account = await findAccountByAddress(tx, email);

    const existing = account ? await invitationOf(tx, firm.id, account.id) : null;
    if (existing?.status === 'ACCEPTED') {
      return {
        firm: firm.name,
        email,
        candidate: account!.email,
        status: existing.status,
        code: existing.code,
        expiresAt: existing.expiresAt,
        link: invitationLink(config.publicUrl, existing.code),
        mailed: false,
        alreadyConnected: true,
      };
    }

    const fresh = {
      code: randomToken(),
      expiresAt: new Date(Date.now() + config.INVITATION_LIFETIME_MS),
      status: 'PENDING' as const,
      email,
    };
    // Renew this candidate's invitation, else one sent to the address before it had an account.
    const renewable = existing ?? (await unboundInvitation(tx, firm, email));
    const [row] = renewable
      ? await tx
          .update(candidateInvitations)
          .set({ ...fresh, userId: account?.id ?? null })
          .where(eq(candidateInvitations.id, renewable.id))
          .returning()
      : await tx
          .insert(candidateInvitations)
          .values({ ...fresh, firmId: firm.id, userId: account?.id ?? null })
          .returning();

    // Without an account the names prefill the registration form; with one they are known.
    const link = invitationLink(
      config.publicUrl,
      row!.code,
      account ? {} : { firstName, lastName },
    );
    await mailer.send(
      invitationMail({
        to: email,
        firstName: account?.firstName ?? firstName,
        firmName: firm.name,
        link,
        validForDays: Math.round(config.INVITATION_LIFETIME_MS / DAY_MS),
      }),
      tx,
    );
    return {
      firm: firm.name,
      email,
      candidate: account?.email ?? null,
      status: row!.status,
      code: row!.code,
      expiresAt: row!.expiresAt,
      link,
      mailed: true,
      alreadyConnected: false,
    };
  });
}

async function invitationOf(db: DbExecutor, firmId: string, userId: string) {
  const [row] = await db
    .select()
    .from(candidateInvitations)
    .where(and(eq(candidateInvitations.firmId, firmId), eq(candidateInvitations.userId, userId)));
  return row ?? null;
}

async function unboundInvitation(db: DbExecutor, firm: FirmRow, email: string) {
  const [row] = await db
    .select()
    .from(candidateInvitations)
    .where(
      and(
        eq(candidateInvitations.firmId, firm.id),
        isNull(candidateInvitations.userId),
        eq(candidateInvitations.email, email),
      ),
    )
    .orderBy(desc(candidateInvitations.createdAt))
    .limit(1);
  return row ?? null;
}

export interface InvitationListRow {
  id: string;
  firm: string;
  email: string;
  candidate: string | null;
  status: InvitationStatus;
  code: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** The most recently written invitations first, for the operator. */
export async function listInvitations(db: DbExecutor, limit: number): Promise<InvitationListRow[]> {
  return db
    .select({
      id: candidateInvitations.id,
      firm: firms.name,
      email: candidateInvitations.email,
      candidate: users.email,
      status: candidateInvitations.status,
      code: candidateInvitations.code,
      expiresAt: candidateInvitations.expiresAt,
      createdAt: candidateInvitations.createdAt,
      updatedAt: candidateInvitations.updatedAt,
    })
    .from(candidateInvitations)
    .innerJoin(firms, eq(firms.id, candidateInvitations.firmId))
    .leftJoin(users, eq(users.id, candidateInvitations.userId))
    .orderBy(desc(candidateInvitations.updatedAt), desc(candidateInvitations.id))
    .limit(limit);
}
