/**
 * An invitation code used by a signed-in candidate (claimInvitation on /join/{code}, sign-in and
 * e-mail confirmation with a code) becomes, or finds, that firm's invitation for them. A link
 * forwarded to someone else gives them their own invitation from the firm; the original stays
 * with its owner.
 */
import { and, eq } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import { messages } from '../../../domain/messages.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { candidateInvitations, users } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { lockFirm } from './invite.ts';
import { invitationView, type ConnectionView, type InvitationStatus } from './invitations.ts';

/** INVITATION_LIFETIME_MS's default, for callers without the config at hand. */
export const DEFAULT_INVITATION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const CODE_MAX_LENGTH = 200;

export const invitationNotFound = () =>
  new UserFacingError('NOT_FOUND', apiMessages.invitationNotFound);

export async function claimInvitationCode(
  db: DbExecutor,
  userId: string,
  code: string,
  lifetimeMs: number = DEFAULT_INVITATION_LIFETIME_MS,
): Promise<ConnectionView<InvitationStatus>> {
  if (code.length === 0 || code.length > CODE_MAX_LENGTH) throw invitationNotFound();
  const [invitation] = await db
    .select()
    .from(candidateInvitations)
    .where(eq(candidateInvitations.code, code));
  if (!invitation) throw invitationNotFound();
  // The candidate's own invitation stays theirs after the link expires (a bookmarked link).
  if (invitation.userId === userId) return invitationView(db, invitation.id);
  if (invitation.expiresAt <= new Date()) {
    throw new UserFacingError('INVITATION_EXPIRED', messages.invitationExpired);
  }

  await lockFirm(db, invitation.firmId);
  const [own] = await db
    .select({ id: candidateInvitations.id })
    .from(candidateInvitations)
    .where(
      and(
        eq(candidateInvitations.firmId, invitation.firmId),
        eq(candidateInvitations.userId, userId),
      ),
    );
  if (own) return invitationView(db, own.id);

  // Read again under the firm's lock: a concurrent claim may have bound it meanwhile.
  const [current] = await db
    .select({ userId: candidateInvitations.userId })
    .from(candidateInvitations)
    .where(eq(candidateInvitations.id, invitation.id));
  if (current && current.userId === null) {
    await db
      .update(candidateInvitations)
      .set({ userId })
      .where(eq(candidateInvitations.id, invitation.id));
    return invitationView(db, invitation.id);
  }

  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw invitationNotFound();
  const [created] = await db
    .insert(candidateInvitations)
    .values({
      firmId: invitation.firmId,
      userId,
      email: user.email,
      code: randomToken(),
      status: 'PENDING',
      expiresAt: new Date(Date.now() + lifetimeMs),
    })
    .returning({ id: candidateInvitations.id });
  return invitationView(db, created!.id);
}

/**
 * For sign-in and e-mail confirmation: the code is claimed in its own transaction when it can be;
 * an unknown or expired code changes nothing and never fails the caller's step.
 */
export async function claimInvitationBestEffort(
  db: Database,
  userId: string,
  code: string | null | undefined,
  lifetimeMs: number = DEFAULT_INVITATION_LIFETIME_MS,
): Promise<ConnectionView<InvitationStatus> | null> {
  if (!code) return null;
  try {
    return await db.transaction((tx) => claimInvitationCode(tx, userId, code, lifetimeMs));
  } catch (error) {
    if (error instanceof UserFacingError) return null;
    throw error;
  }
}
