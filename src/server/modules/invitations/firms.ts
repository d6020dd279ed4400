/**
 * Hiring firms, created by operators (the recruiter side is out of scope). A firm is named once:
 * names compare without regard to case or repeated spaces, so "Acme  legal" finds "Acme Legal".
 * Its contact address, when it has one, receives its notices (a connected candidate's voided
 * assessment, docs/decisions/046).
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { isValidEmail, normalizeEmail } from '../../../domain/email.ts';
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

/** The contact address as stored (lower case, trimmed); an Error for one that is not valid. */
export function cleanContactEmail(email: string): string {
  const cleaned = normalizeEmail(email);
  if (!isValidEmail(cleaned)) throw new Error(`"${email}" is not a valid e-mail address.`);
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

/** The firm with this name, or an Error saying there is none (the operator's commands). */
export async function existingFirm(db: DbExecutor, name: string): Promise<FirmRow> {
  const firm = await findFirmByName(db, name);
  if (!firm) throw new Error(`No firm is named "${name.trim()}". See firms:list.`);
  return firm;
}

/**
 * Creates the firm unless one has that name already (then that one is returned, unchanged: its
 * contact changes with setFirmContact only).
 */
export async function createFirm(
  db: DbExecutor,
  name: string,
  contactEmail?: string,
): Promise<{ firm: FirmRow; created: boolean }> {
  const cleaned = cleanFirmName(name);
  const contact = contactEmail === undefined ? null : cleanContactEmail(contactEmail);
  const existing = await findFirmByName(db, cleaned);
  if (existing) return { firm: existing, created: false };
  const [inserted] = await db
    .insert(firms)
    .values({ name: cleaned, contactEmail: contact })
    .onConflictDoNothing({ target: firms.name })
    .returning();
  if (inserted) return { firm: inserted, created: true };
  // Created by someone else a moment ago.
  return { firm: (await findFirmByName(db, cleaned))!, created: false };
}

/** Sets the contact address of the firm with this name; an Error when there is none. */
export async function setFirmContact(
  db: DbExecutor,
  name: string,
  contactEmail: string,
): Promise<FirmRow> {
  const contact = cleanContactEmail(contactEmail);
  const firm = await existingFirm(db, name);
  const [updated] = await db
    .update(firms)
    .set({ contactEmail: contact })
    .where(eq(firms.id, firm.id))
    .returning();
  return updated!;
}

export interface FirmSummary {
  id: string;
  name: string;
  contactEmail: string | null;
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
      contactEmail: firms.contactEmail,
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
