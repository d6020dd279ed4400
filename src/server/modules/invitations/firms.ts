/**
 * Hiring firms, created by operators (the recruiter side is out of scope). A firm is named once:
 * names compare without regard to case or repeated spaces, so "Acme  legal" finds "Acme Legal".
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { candidateInvitations, companyCandidateAssociations, firms } from '../../db/schema.ts';

export const FIRM_NAME_MAX_LENGTH = 200;

export type FirmRow = typeof firms.$inferSelect;

/** The name as stored: trimmed, inner spaces collapsed; an Error for an unusable one. */
export function cleanFirmName(name: string): string {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  // Control characters would end up in mail subjects and in the candidate's lists.
  // eslint-disable-next-line no-control-regex
  if (cleaned.length === 0 || /[\u0000-\u001f\u007f]/.test(cleaned)) {
    throw new Error('A firm needs a name.');
  }
  if (cleaned.length > FIRM_NAME_MAX_LENGTH) {
    throw new Error(`A firm name has at most ${FIRM_NAME_MAX_LENGTH} characters.`);
  }
  return cleaned;
}

export async function findFirmByName(db: DbExecutor, name: string): Promise<FirmRow | null> {
  const cleaned = cleanFirmName(name);
  const [firm] = await db
    .select()
    .from(firms)
    .where(sql`lower(${firms.name}) = lower(${cleaned})`)
    .orderBy(asc(firms.createdAt))
    .limit(1);
  return firm ?? null;
}

/** Creates the firm unless one has that name already (then that one is returned). */
export async function createFirm(
  db: DbExecutor,
  name: string,
): Promise<{ firm: FirmRow; created: boolean }> {
  const cleaned = cleanFirmName(name);
  const existing = await findFirmByName(db, cleaned);
  if (existing) return { firm: existing, created: false };
  const [inserted] = await db
    .insert(firms)
    .values({ name: cleaned })
    .onConflictDoNothing({ target: firms.name })
    .returning();
  if (inserted) return { firm: inserted, created: true };
  // Created by someone else a moment ago.
  return { firm: (await findFirmByName(db, cleaned))!, created: false };
}

export interface FirmSummary {
  id: string;
  name: string;
  createdAt: Date;
  invitations: number;
  pendingInvitations: number;
  activeConnections: number;
}

/** Every firm with its numbers, by name. */
export async function listFirms(db: DbExecutor): Promise<FirmSummary[]> {
  const invitationCounts = db
    .select({
      firmId: candidateInvitations.firmId,
      total: count().as('total'),
      pending: sql<number>`count(*) filter (where ${candidateInvitations.status} = 'PENDING')`
        .mapWith(Number)
        .as('pending'),
    })
    .from(candidateInvitations)
    .groupBy(candidateInvitations.firmId)
    .as('invitation_counts');
  const connectionCounts = db
    .select({
      firmId: companyCandidateAssociations.firmId,
      active: count().as('active'),
    })
    .from(companyCandidateAssociations)
    .where(eq(companyCandidateAssociations.status, 'ACTIVE'))
    .groupBy(companyCandidateAssociations.firmId)
    .as('connection_counts');
  const rows = await db
    .select({
      id: firms.id,
      name: firms.name,
      createdAt: firms.createdAt,
      invitations: invitationCounts.total,
      pendingInvitations: invitationCounts.pending,
      activeConnections: connectionCounts.active,
    })
    .from(firms)
    .leftJoin(invitationCounts, eq(invitationCounts.firmId, firms.id))
    .leftJoin(connectionCounts, eq(connectionCounts.firmId, firms.id))
    .orderBy(asc(firms.name));
  return rows.map((r) => ({
    ...r,
    invitations: Number(r.invitations ?? 0),
    pendingInvitations: Number(r.pendingInvitations ?? 0),
    activeConnections: Number(r.activeConnections ?? 0),
  }));
}
