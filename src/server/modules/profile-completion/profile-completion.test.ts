/**
 * userProfileCompletion as GetUser answers it, from rows written straight into the database (each
 * form's own tests cover how the rows get there).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  personalInformation,
  resumes,
  schools,
  userSchools,
  users,
  workPreferences,
} from '../../db/schema.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { loadProfileCompletion } from './profile-completion.ts';

let t: TestApp;
let schoolId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [school] = await t.database.db
    .insert(schools)
    .values({ name: 'Completion Test University', status: 'APPROVED' })
    .returning({ id: schools.id });
  schoolId = school!.id;
});
afterAll(() => t.close());

const GET_USER_PROFILE_COMPLETION = `query GetUserProfileCompletion {
  user { id userProfileCompletion {
    completedSchools completedPersonalInformation completedResume completedWorkPreferences
  } }
}`;

async function completionOf(token: string) {
  const response = await graphql(t.app, GET_USER_PROFILE_COMPLETION, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user.userProfileCompletion;
}

async function setDegrees(userId: string, degrees: string[]) {
  await t.database.db.delete(userSchools).where(eq(userSchools.userId, userId));
  if (degrees.length === 0) return;
  await t.database.db.insert(userSchools).values(
    degrees.map((degree, position) => ({
      userId,
      schoolId,
      degree,
      major: degree === 'JD' ? null : 'Economics',
      gpa: '3.5',
      graduationDate: '2020-05-07',
      position,
    })),
  );
}

const NOTHING = {
  completedSchools: false,
  completedPersonalInformation: false,
  completedResume: false,
  completedWorkPreferences: false,
};

describe('User.userProfileCompletion', () => {
  it('is all false for a new candidate', async () => {
    const { token } = await signedInCandidate(t.app);
    expect(await completionOf(token)).toEqual(NOTHING);
  });

  it('completedSchools follows the degree requirements of the industry context', async () => {
    const { token, userId } = await signedInCandidate(t.app, { industryContext: 'law' });
    await setDegrees(userId, ['BACHELORS']);
    expect((await completionOf(token)).completedSchools).toBe(false); // law needs a JD too
    await setDegrees(userId, ['BACHELORS', 'JD']);
    expect((await completionOf(token)).completedSchools).toBe(true);
    await setDegrees(userId, ['BACHELORS', 'ASSOCIATES', 'JD']);
    expect((await completionOf(token)).completedSchools).toBe(false); // one undergraduate at most
    await setDegrees(userId, ['JD']);
    expect((await completionOf(token)).completedSchools).toBe(false);

    // The same schools in another context: no JD needed (nor allowed).
    await t.database.db
      .update(users)
      .set({ industryContextId: 'none' })
      .where(eq(users.id, userId));
    await setDegrees(userId, ['ASSOCIATES', 'MASTERS']);
    expect((await completionOf(token)).completedSchools).toBe(true);
  });

  it('completedPersonalInformation needs a valid stored answer, opted in or out', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await t.database.db.insert(personalInformation).values({ userId, diversityOptIn: false });
    expect((await completionOf(token)).completedPersonalInformation).toBe(true);

    await t.database.db
      .update(personalInformation)
      .set({ diversityOptIn: true, gender: 'Female', ethnicity: ['White'] })
      .where(eq(personalInformation.userId, userId));
    expect((await completionOf(token)).completedPersonalInformation).toBe(false);

    await t.database.db
      .update(personalInformation)
      .set({
        birthYear: 1995,
        veteran: 'No',
        lgbtq: 'Prefer not to disclose',
        firstGenCollege: 'Yes',
      })
      .where(eq(personalInformation.userId, userId));
    expect((await completionOf(token)).completedPersonalInformation).toBe(true);
  });

  it('completedWorkPreferences: No Preference, or at least one location', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await t.database.db
      .insert(workPreferences)
      .values({ userId, noPreference: false, locations: [] });
    expect((await completionOf(token)).completedWorkPreferences).toBe(false);
    await t.database.db
      .update(workPreferences)
      .set({ locations: [{ label: 'Boston, MA', lat: 42.36, lng: -71.06 }] })
      .where(eq(workPreferences.userId, userId));
    expect((await completionOf(token)).completedWorkPreferences).toBe(true);
    await t.database.db
      .update(workPreferences)
      .set({ noPreference: true, locations: [] })
      .where(eq(workPreferences.userId, userId));
    expect((await completionOf(token)).completedWorkPreferences).toBe(true);
  });

  it('completedResume once a resume is stored', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await t.database.db.insert(resumes).values({
      userId,
      filename: 'cv.pdf',
      filesize: 9,
      content: Buffer.from('%PDF-1.4\n'),
    });
    expect(await completionOf(token)).toEqual({ ...NOTHING, completedResume: true });
  });

  it("counts only the candidate's own rows", async () => {
    const done = await signedInCandidate(t.app, { industryContext: 'none' });
    await setDegrees(done.userId, ['BACHELORS']);
    await t.database.db
      .insert(personalInformation)
      .values({ userId: done.userId, diversityOptIn: false });
    await t.database.db
      .insert(workPreferences)
      .values({ userId: done.userId, noPreference: true, locations: [] });
    await t.database.db.insert(resumes).values({
      userId: done.userId,
      filename: 'cv.pdf',
      filesize: 9,
      content: Buffer.from('%PDF-1.4\n'),
    });
    expect(await loadProfileCompletion(t.database.db, done.userId)).toEqual({
      completedSchools: true,
      completedPersonalInformation: true,
      completedResume: true,
      completedWorkPreferences: true,
    });
    const fresh = await signedInCandidate(t.app);
    expect(await completionOf(fresh.token)).toEqual(NOTHING);
  });
});
