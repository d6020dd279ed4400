/**
 * userProfileCompletion from what is stored, in one query per user: the industry context, the
 * degrees of the user's schools, the demographics row, the location preferences row and whether a
 * resume exists. Each flag follows the rule of its own domain module, so the server and the forms
 * agree on what "done" means.
 */
import { eq, sql } from 'drizzle-orm';
import { isPersonalInformationComplete } from '../../../domain/demographics.ts';
import { degreeRequirementErrors } from '../../../domain/education.ts';
import type { ProfileCompletionFlags } from '../../../domain/profile-completion.ts';
import { NOTHING_COMPLETED } from '../../../domain/profile-completion.ts';
import { isWorkPreferencesComplete } from '../../../domain/work-preferences.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  personalInformation,
  resumes,
  userSchools,
  users,
  workPreferences,
} from '../../db/schema.ts';

export async function loadProfileCompletion(
  db: DbExecutor,
  userId: string,
): Promise<ProfileCompletionFlags> {
  const [row] = await db
    .select({
      industryContextId: users.industryContextId,
      degrees: sql<string[]>`coalesce((
        select json_agg(${userSchools.degree} order by ${userSchools.position})
        from ${userSchools} where ${userSchools.userId} = ${users.id}
      ), '[]'::json)`,
      hasResume: sql<boolean>`exists(select 1 from ${resumes} where ${resumes.userId} = ${users.id})`,
      personal: {
        diversityOptIn: personalInformation.diversityOptIn,
        birthYear: personalInformation.birthYear,
        gender: personalInformation.gender,
        ethnicity: personalInformation.ethnicity,
        veteran: personalInformation.veteran,
        lgbtq: personalInformation.lgbtq,
        firstGenCollege: personalInformation.firstGenCollege,
      },
      work: { noPreference: workPreferences.noPreference, locations: workPreferences.locations },
    })
    .from(users)
    .leftJoin(personalInformation, eq(personalInformation.userId, users.id))
    .leftJoin(workPreferences, eq(workPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return NOTHING_COMPLETED;
  return {
    // No school at all fails the requirements too (at least one undergraduate degree).
    completedSchools: degreeRequirementErrors(row.industryContextId, row.degrees).length === 0,
    completedPersonalInformation: isPersonalInformationComplete(row.personal),
    completedResume: row.hasResume,
    completedWorkPreferences: row.work !== null && isWorkPreferencesComplete(row.work),
  };
}
