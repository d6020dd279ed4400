/** Reading users and the few updates that are not part of a larger flow. */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { industryContexts, users, type UserRow } from '../../db/schema.ts';

export async function findUserByEmail(
  db: DbExecutor,
  normalizedEmail: string,
): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizedEmail));
  return user ?? null;
}

/** One account per candidate: an address used as a primary or secondary e-mail is taken. */
export async function isEmailInUse(db: DbExecutor, normalizedEmail: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, normalizedEmail), eq(users.secondaryEmail, normalizedEmail)))
    .limit(1);
  return row !== undefined;
}

export interface UserWithIndustry {
  user: UserRow;
  industryContext: { id: string; name: string };
}

export async function findUserWithIndustry(
  db: DbExecutor,
  userId: string,
): Promise<UserWithIndustry | null> {
  const [row] = await db
    .select({
      user: users,
      industryContext: { id: industryContexts.id, name: industryContexts.name },
    })
    .from(users)
    .innerJoin(industryContexts, eq(industryContexts.id, users.industryContextId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export type AccountType = NonNullable<UserRow['accountType']>;

/**
 * Sets the account type when none is set yet. Returns false when another type was set before
 * (the same type again is fine: the choice is made once).
 */
export async function setAccountTypeOnce(
  db: DbExecutor,
  userId: string,
  accountType: AccountType,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ accountType })
    .where(and(eq(users.id, userId), isNull(users.accountType)))
    .returning({ id: users.id });
  if (updated.length > 0) return true;
  const [current] = await db
    .select({ accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId));
  return current?.accountType === accountType;
}

export async function listIndustryContexts(
  db: DbExecutor,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: industryContexts.id, name: industryContexts.name })
    .from(industryContexts)
    .orderBy(industryContexts.sortOrder, industryContexts.id);
}

export async function industryContextExists(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: industryContexts.id })
    .from(industryContexts)
    .where(eq(industryContexts.id, id));
  return row !== undefined;
}

/** The newest users first, for the operator. */
export async function listUsers(db: DbExecutor, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      industryContext: users.industryContextId,
      accountType: users.accountType,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
