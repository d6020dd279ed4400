/**
 * userProfileCompletion from what is stored, in one query per user: the industry context, the
 * degrees of the user's schools, the demographics row, the location preferences row and whether a
 * resume exists. Each flag follows the rule of its own domain module, so the server and the forms
 * agree on what "done" means.
 *
 * `isProfileCompleteOnServer` is the whole profile as the app's Profile Complete badge reads it
 * (domain isProfileComplete): what firms wait for (docs/decisions/054).
 */
import { eq, sql } from 'drizzle-orm';
import { isPersonalInformationComplete } from '../../../domain/demographics.ts';
import { degreeRequirementErrors } from '../../../domain/education.ts';
import type { ProfileCompletionFlags } from '../../../domain/profile-completion.ts';
import { isProfileComplete, NOTHING_COMPLETED } from '../../../domain/profile-completion.ts';
import { isWorkPreferencesComplete } from '../../../domain/work-preferences.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  candidateAssessments,
  personalInformation,
  resumes,
  userSchools,
  userSurveys,
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

/**
 * Every check of the candidate's menu marked (spec 001 section 1): the behavioral survey
 * submitted, the four profile flags, and every assessment of theirs COMPLETE (none provisioned, or
 * one VOIDED, is not complete: docs/decisions/046). The same rule as the app's badge.
 */
export async function isProfileCompleteOnServer(db: DbExecutor, userId: string): Promise<boolean> {
  const [survey] = await db
    .select({ status: userSurveys.status })
    .from(userSurveys)
    .where(eq(userSurveys.userId, userId));
  const assessments = await db
    .select({ status: candidateAssessments.status })
    .from(candidateAssessments)
    .where(eq(candidateAssessments.userId, userId));
  return isProfileComplete({
    surveyStatus: survey?.status ?? null,
    completion: await loadProfileCompletion(db, userId),
    assessments,
  });
}
