/** The candidate's demographic answers (PersonalInformation): one row per candidate, upserted. */
import { eq } from 'drizzle-orm';
import type { PersonalInformationValues } from '../../../domain/demographics.ts';
import type { DbExecutor } from '../../db/client.ts';
import { personalInformation } from '../../db/schema.ts';

/** GraphQL PersonalInformation as plain JSON data (also what an idempotent replay returns). */
export interface PersonalInformationView {
  diversityOptIn: boolean;
  birthYear: number | null;
  gender: string | null;
  ethnicity: string[];
  veteran: string | null;
  lgbtq: string | null;
  firstGenCollege: string | null;
}

const columns = {
  diversityOptIn: personalInformation.diversityOptIn,
  birthYear: personalInformation.birthYear,
  gender: personalInformation.gender,
  ethnicity: personalInformation.ethnicity,
  veteran: personalInformation.veteran,
  lgbtq: personalInformation.lgbtq,
  firstGenCollege: personalInformation.firstGenCollege,
};

/** The stored answers, or null when the candidate never saved the form. */
export async function findPersonalInformation(
  db: DbExecutor,
  userId: string,
): Promise<PersonalInformationView | null> {
  const [row] = await db
    .select(columns)
    .from(personalInformation)
    .where(eq(personalInformation.userId, userId));
  return row ?? null;
}

/**
 * Stores `values` (already validated and, when opted out, cleared by the domain schema) in one
 * statement, replacing what was there.
 */
export async function savePersonalInformation(
  db: DbExecutor,
  userId: string,
  values: PersonalInformationValues,
): Promise<PersonalInformationView> {
  const row = { ...values, ethnicity: [...values.ethnicity] };
  const [saved] = await db
    .insert(personalInformation)
    .values({ userId, ...row })
    .onConflictDoUpdate({
      target: personalInformation.userId,
      set: { ...row, updatedAt: new Date() },
    })
    .returning(columns);
  return saved!;
}
