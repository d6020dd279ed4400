/**
 * Where the link of an invitation mail (/invitation/{code}) leads: an unknown or expired code to
 * the sign-in page's "Invitation Link Expired" notice; an invitation for someone with an account
 * to sign in with the code; anyone else to registration, with the firm's name (the One Account
 * Policy notice) and the invited address.
 */
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/email.ts';
import type { DbExecutor } from '../../db/client.ts';
import { candidateInvitations, firms } from '../../db/schema.ts';
import { isEmailInUse } from '../users/users.ts';

export const EXPIRED_INVITATION_PATH = '/login?invitationExpired=true';
const CODE_MAX_LENGTH = 200;

export async function invitationLinkTarget(
  db: DbExecutor,
  code: string,
  names: { firstName?: string | null; lastName?: string | null } = {},
): Promise<string> {
  if (code.length === 0 || code.length > CODE_MAX_LENGTH) return EXPIRED_INVITATION_PATH;
  const [invitation] = await db
    .select({
      userId: candidateInvitations.userId,
      email: candidateInvitations.email,
      expiresAt: candidateInvitations.expiresAt,
      firmName: firms.name,
    })
    .from(candidateInvitations)
    .innerJoin(firms, eq(firms.id, candidateInvitations.firmId))
    .where(eq(candidateInvitations.code, code));
  if (!invitation || invitation.expiresAt <= new Date()) return EXPIRED_INVITATION_PATH;

  if (invitation.userId || (await isEmailInUse(db, normalizeEmail(invitation.email)))) {
    return `/login?${new URLSearchParams({ code }).toString()}`;
  }
  const query = new URLSearchParams({
    code,
    companyName: invitation.firmName,
    email: invitation.email,
  });
  if (names.firstName) query.set('firstname', names.firstName);
  if (names.lastName) query.set('lastname', names.lastName);
  return `/register?${query.toString()}`;
}
