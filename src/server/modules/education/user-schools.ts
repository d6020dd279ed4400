/**
 * A candidate's education (UserProfile.schools, UpdateUserSchoolsArray): the list is replaced as
 * a whole, inside the caller's transaction, after every entry passed the shared rules; any refusal
 * throws before the first write, so a bad list changes nothing.
 *
 * Partial progress is allowed: a law candidate may save a Bachelors before adding the JD (the
 * completion flag just stays false). What the restricted options make impossible is refused: a
 * second undergraduate degree, a second JD, a JD outside law.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  checkSchoolInput,
  degreeRestrictionErrors,
  educationMessages,
  isTemporarySchoolId,
  MAX_SCHOOL_ENTRIES,
  OTHER_SCHOOL,
  type SchoolInputValues,
} from '../../../domain/education.ts';
import type { DbExecutor } from '../../db/client.ts';
import { schools, userSchools, users } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';

export type SchoolStatus = (typeof schools.$inferSelect)['status'];

/** GraphQL School as plain JSON data (also what an idempotent replay returns). */
export interface SchoolView {
  id: string;
  school: string;
  schoolObj: { id: string; name: string; status: SchoolStatus };
  degree: string;
  major: string | null;
  gpa: string;
  graduationDate: string;
}

export async function listUserSchools(db: DbExecutor, userId: string): Promise<SchoolView[]> {
  const rows = await db
    .select({
      id: userSchools.id,
      degree: userSchools.degree,
      major: userSchools.major,
      gpa: userSchools.gpa,
      graduationDate: userSchools.graduationDate,
      schoolObj: { id: schools.id, name: schools.name, status: schools.status },
    })
    .from(userSchools)
    .innerJoin(schools, eq(schools.id, userSchools.schoolId))
    .where(eq(userSchools.userId, userId))
    .orderBy(asc(userSchools.position));
  return rows.map((row) => ({ ...row, school: row.schoolObj.id }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FIELD_NAMES: Record<string, string> = {
  id: 'Entry',
  school: 'School',
  unlistedSchoolName: 'School name',
  degree: 'Degree',
  major: 'Major',
  gpa: 'GPA',
  graduationDate: 'Graduation date',
};

const refuse = (message: string) => new UserFacingError('BAD_USER_INPUT', message);

/** "School 2, Degree: Please choose a degree from the list." */
const refuseEntry = (index: number, field: string, message: string) =>
  refuse(`School ${index + 1}, ${FIELD_NAMES[field] ?? field}: ${message}`);

/** Every entry valid on its own, and the degrees together within the restrictions. */
function checkEntries(industryContextId: string, inputs: readonly SchoolInputValues[]) {
  if (inputs.length > MAX_SCHOOL_ENTRIES) throw refuse(educationMessages.tooManyEntries);
  const entries = inputs.map((input, index) => {
    const checked = checkSchoolInput(input);
    if (!checked.ok) throw refuseEntry(index, checked.field, checked.message);
    return checked.value;
  });
  const [restriction] = degreeRestrictionErrors(
    industryContextId,
    entries.map((e) => e.degree),
  );
  if (restriction) throw refuse(restriction);
  return entries;
}

/** Existing entries keep their ids, and must be the caller's; temporary ids get new ones. */
async function resolveEntryIds(
  tx: DbExecutor,
  userId: string,
  entries: readonly SchoolInputValues[],
): Promise<(string | null)[]> {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id)) throw refuseEntry(index, 'id', educationMessages.duplicateEntry);
    seen.add(entry.id);
    if (!isTemporarySchoolId(entry.id) && !UUID.test(entry.id)) {
      throw refuseEntry(index, 'id', educationMessages.unknownEntry);
    }
  });
  const kept = entries.map((e) => e.id).filter((id) => !isTemporarySchoolId(id));
  const owned = new Set(
    kept.length === 0
      ? []
      : (
          await tx
            .select({ id: userSchools.id })
            .from(userSchools)
            .where(and(eq(userSchools.userId, userId), inArray(userSchools.id, kept)))
        ).map((row) => row.id),
  );
  return entries.map((entry, index) => {
    if (isTemporarySchoolId(entry.id)) return null;
    if (!owned.has(entry.id.toLowerCase())) {
      throw refuseEntry(index, 'id', educationMessages.unknownEntry);
    }
    return entry.id.toLowerCase();
  });
}

/**
 * The school id of each entry. A listed school must be APPROVED, or one the candidate already
 * uses (a name they typed, under review) or typed themselves. "Other" with a name: an APPROVED
 * school of exactly that name, else the candidate's own PENDING one of that name, else a new
 * PENDING school made by them.
 */
async function resolveSchoolIds(
  tx: DbExecutor,
  userId: string,
  entries: readonly SchoolInputValues[],
): Promise<string[]> {
  const listed = entries.map((e) => e.school).filter((id) => id !== OTHER_SCHOOL);
  entries.forEach((entry, index) => {
    if (entry.school !== OTHER_SCHOOL && !UUID.test(entry.school)) {
      throw refuseEntry(index, 'school', educationMessages.unknownSchool);
    }
  });
  const usable = new Set(
    listed.length === 0
      ? []
      : (
          await tx
            .select({ id: schools.id })
            .from(schools)
            .where(
              and(
                inArray(schools.id, listed),
                sql`(${schools.status} = 'APPROVED'
                  or ${schools.createdByUserId} = ${userId}
                  or exists (select 1 from ${userSchools} where ${userSchools.userId} = ${userId}
                    and ${userSchools.schoolId} = ${schools.id}))`,
              ),
            )
        ).map((row) => row.id),
  );

  const typed = new Map<string, string>(); // lower-case name → school id, within this request
  const ids: string[] = [];
  for (const [index, entry] of entries.entries()) {
    if (entry.school !== OTHER_SCHOOL) {
      const id = entry.school.toLowerCase();
      if (!usable.has(id)) throw refuseEntry(index, 'school', educationMessages.unknownSchool);
      ids.push(id);
      continue;
    }
    const name = entry.unlistedSchoolName!.replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    let id = typed.get(key);
    if (!id) {
      const [existing] = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(
          and(
            sql`lower(${schools.name}) = ${key}`,
            sql`(${schools.status} = 'APPROVED'
              or (${schools.status} = 'PENDING' and ${schools.createdByUserId} = ${userId}))`,
          ),
        )
        .orderBy(sql`${schools.status} = 'APPROVED' desc`)
        .limit(1);
      id =
        existing?.id ??
        (
          await tx
            .insert(schools)
            .values({ name, status: 'PENDING', createdByUserId: userId })
            .returning({ id: schools.id })
        )[0]!.id;
      typed.set(key, id);
    }
    ids.push(id);
  }
  return ids;
}

/**
 * Replaces the candidate's list with `inputs`, in order. Run inside a transaction (runIdempotent
 * gives one): the checks come first, so a refusal writes nothing.
 */
export async function replaceUserSchools(
  tx: DbExecutor,
  userId: string,
  inputs: readonly SchoolInputValues[],
): Promise<SchoolView[]> {
  // One save at a time per candidate: two replacing at once would interleave delete and insert.
  const [user] = await tx
    .select({ industryContextId: users.industryContextId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw refuse(educationMessages.unknownEntry);

  const entries = checkEntries(user.industryContextId, inputs);
  const entryIds = await resolveEntryIds(tx, userId, entries);
  const schoolIds = await resolveSchoolIds(tx, userId, entries);

  await tx.delete(userSchools).where(eq(userSchools.userId, userId));
  if (entries.length > 0) {
    await tx.insert(userSchools).values(
      entries.map((entry, position) => ({
        ...(entryIds[position] ? { id: entryIds[position] } : {}),
        userId,
        schoolId: schoolIds[position]!,
        degree: entry.degree,
        major: entry.major ?? null,
        gpa: entry.gpa,
        graduationDate: entry.graduationDate,
        position,
      })),
    );
  }
  return listUserSchools(tx, userId);
}
