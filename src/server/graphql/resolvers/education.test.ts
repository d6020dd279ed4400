import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationMessages } from '../../../domain/education.ts';
import { messages } from '../../../domain/messages.ts';
import { idempotencyKeys, schools, userSchools } from '../../db/schema.ts';
import { INSTITUTIONS, seedInstitutions } from '../../modules/education/institutions.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEARCH = `query GetSchoolOptions($school: String!, $limit: Int) {
  schoolOptions(school: $school, limit: $limit) { label value }
}`;
const PROFILE = `query GetUser { user { userProfile { schools {
  id school schoolObj { id name status } degree major gpa graduationDate
} } } }`;
const UPDATE = `mutation UpdateUserSchoolsArray($schools: [SchoolInput!]!, $clientMutationId: ID!) {
  updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) {
    id school schoolObj { id name status } degree major gpa graduationDate
  }
}`;

interface SchoolInput {
  id: string;
  school: string;
  unlistedSchoolName?: string | null;
  degree: string;
  major?: string | null;
  gpa: string;
  graduationDate: string;
}

interface School extends SchoolInput {
  schoolObj: { id: string; name: string; status: string };
}

async function search(token: string, school: string, limit?: number) {
  const response = await graphql(t.app, SEARCH, { school, limit }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.schoolOptions as { label: string; value: string }[];
}

async function schoolId(token: string, name: string): Promise<string> {
  const found = (await search(token, name)).find((o) => o.label === name);
  expect(found, `${name} is in the list`).toBeDefined();
  return found!.value;
}

const update = (token: string, list: SchoolInput[], clientMutationId = randomUUID()) =>
  graphql(t.app, UPDATE, { schools: list, clientMutationId }, token);

async function saved(token: string, list: SchoolInput[]): Promise<School[]> {
  const response = await update(token, list);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().errors, response.body).toBeUndefined();
  return response.json().data.updateUserSchoolsArray;
}

async function refused(token: string, list: SchoolInput[]): Promise<string> {
  const response = await update(token, list);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.data).toBeNull();
  expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  return body.errors[0].message as string;
}

async function profileSchools(token: string): Promise<School[]> {
  const response = await graphql(t.app, PROFILE, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user.userProfile.schools;
}

/** A law candidate with ids of two real schools. */
async function lawCandidate() {
  const candidate = await signedInCandidate(t.app, { industryContext: 'law' });
  const harvard = await schoolId(candidate.token, 'Harvard University');
  const yale = await schoolId(candidate.token, 'Yale University');
  return { ...candidate, harvard, yale };
}

const bachelors = (school: string, id = 'new-school-1'): SchoolInput => ({
  id,
  school,
  degree: 'BACHELORS',
  major: 'Economics',
  gpa: '3.8',
  graduationDate: '2018-05-07',
});
const jd = (school: string, id = 'new-school-2'): SchoolInput => ({
  id,
  school,
  degree: 'JD',
  major: null,
  gpa: ' ',
  graduationDate: '2021-05-07',
});

describe('the embedded institutions', () => {
  it('are seeded as APPROVED schools, once, however often the seed runs', async () => {
    const approved = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(schools)
          .where(eq(schools.status, 'APPROVED'))
      )[0]!.n;
    expect(await approved()).toBe(INSTITUTIONS.length);
    const started = performance.now();
    expect(await seedInstitutions(t.database.db)).toBe(0);
    const elapsedMs = performance.now() - started;
    expect(await approved()).toBe(INSTITUTIONS.length);
    // One statement: far below a second even on a slow machine (measured: a few milliseconds).
    expect(elapsedMs).toBeLessThan(1000);
  });

  it('hold several hundred distinct US institutions with unique IPEDS unit ids', () => {
    expect(INSTITUTIONS.length).toBeGreaterThanOrEqual(300);
    const names = INSTITUTIONS.map((i) => i.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const ids = INSTITUTIONS.flatMap((i) => (i.ipedsUnitId === null ? [] : [i.ipedsUnitId]));
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of INSTITUTIONS) expect(i.state).toMatch(/^[A-Z]{2}$/);
  });
});

describe('query GetSchoolOptions', () => {
  it('matches case-insensitively, names beginning with the text first, at most 25', async () => {
    const { token } = await signedInCandidate(t.app);
    const university = await search(token, 'UNIVERSITY');
    expect(university).toHaveLength(25);
    expect(await search(token, 'university', 5)).toHaveLength(5);
    expect(await search(token, 'university', 500)).toHaveLength(25);

    const michigan = (await search(token, 'michigan')).map((o) => o.label);
    const firstLater = michigan.findIndex((label) => !label.toLowerCase().startsWith('michigan'));
    expect(michigan.slice(0, firstLater).length).toBeGreaterThan(0);
    expect(michigan.slice(firstLater).every((l) => !l.toLowerCase().startsWith('michigan'))).toBe(
      true,
    );
    expect(michigan).toContain('University of Michigan-Ann Arbor');

    // Every word, in any order, whatever the punctuation.
    expect((await search(token, 'texas austin')).map((o) => o.label)).toContain(
      'The University of Texas at Austin',
    );
    expect((await search(token, 'michigan ann arbor')).map((o) => o.label)).toEqual([
      'University of Michigan-Ann Arbor',
    ]);
    expect(await search(token, '   ')).toEqual([]);
    expect(await search(token, '%')).toEqual([]);
  });

  it('answers {label, value: the school id}, only APPROVED schools', async () => {
    const { token } = await signedInCandidate(t.app);
    const [harvard] = await search(token, 'harvard');
    const [row] = await t.database.db.select().from(schools).where(eq(schools.id, harvard!.value));
    expect(harvard).toEqual({ label: 'Harvard University', value: row!.id });
    await t.database.db
      .insert(schools)
      .values({ name: 'Zzyzx Pending College', status: 'PENDING' });
    expect(await search(token, 'zzyzx')).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await graphql(t.app, SEARCH, { school: 'harvard' });
    expect(response.statusCode).toBe(401);
  });
});

describe('mutation UpdateUserSchoolsArray', () => {
  it('saves the list, gives new entries ids, and UserProfile.schools reads it in order', async () => {
    const { token, harvard, yale } = await lawCandidate();
    const list = await saved(token, [bachelors(yale), jd(harvard)]);
    expect(list).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        school: yale,
        schoolObj: { id: yale, name: 'Yale University', status: 'APPROVED' },
        degree: 'BACHELORS',
        major: 'Economics',
        gpa: '3.8',
        graduationDate: '2018-05-07',
      },
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        school: harvard,
        schoolObj: { id: harvard, name: 'Harvard University', status: 'APPROVED' },
        degree: 'JD',
        major: null,
        gpa: ' ',
        graduationDate: '2021-05-07',
      },
    ]);
    expect(await profileSchools(token)).toEqual(list);
  });

  it('replaces the whole list: kept ids stay, left-out entries are deleted, order follows', async () => {
    const { token, userId, harvard, yale } = await lawCandidate();
    const [first, second] = await saved(token, [bachelors(yale), jd(harvard)]);
    const replaced = await saved(token, [
      { ...jd(harvard), id: second!.id, gpa: '3.5' },
      { ...bachelors(yale), id: first!.id, major: 'History' },
    ]);
    expect(replaced.map((s) => [s.id, s.degree, s.gpa, s.major])).toEqual([
      [second!.id, 'JD', '3.5', null],
      [first!.id, 'BACHELORS', '3.8', 'History'],
    ]);
    // Delete resends the list without the entry.
    const afterDelete = await saved(token, [{ ...jd(harvard), id: second!.id, gpa: '3.5' }]);
    expect(afterDelete.map((s) => s.id)).toEqual([second!.id]);
    const rows = await t.database.db
      .select()
      .from(userSchools)
      .where(eq(userSchools.userId, userId));
    expect(rows).toHaveLength(1);
    expect(await saved(token, [])).toEqual([]);
    expect(await profileSchools(token)).toEqual([]);
  });

  it('allows saving partial progress: law with a Bachelors and no JD yet', async () => {
    const { token, yale } = await lawCandidate();
    expect(await saved(token, [bachelors(yale)])).toHaveLength(1);
  });

  it('refuses an unknown degree, a GPA of 9 and a date that is not the 7th, and changes nothing', async () => {
    const { token, harvard, yale } = await lawCandidate();
    const before = await saved(token, [bachelors(yale)]);
    const kept = { ...bachelors(yale), id: before[0]!.id };

    expect(await refused(token, [kept, { ...jd(harvard), degree: 'PHD' }])).toBe(
      `School 2, Degree: ${educationMessages.unknownDegree}`,
    );
    expect(await refused(token, [{ ...kept, gpa: '9' }])).toBe(
      `School 1, GPA: ${educationMessages.invalidGpa}`,
    );
    expect(await refused(token, [{ ...kept, gpa: '4.05' }])).toMatch(/GPA/);
    expect(await refused(token, [{ ...kept, graduationDate: '2018-05-08' }])).toBe(
      `School 1, Graduation date: ${educationMessages.invalidGraduationDate}`,
    );
    expect(await refused(token, [{ ...kept, graduationDate: '1974-05-07' }])).toBe(
      `School 1, Graduation date: ${educationMessages.invalidGraduationDate}`,
    );
    const tooLate = `${new Date().getFullYear() + 12}-05-07`;
    expect(await refused(token, [{ ...kept, graduationDate: tooLate }])).toMatch(/Graduation date/);
    expect(await refused(token, [{ ...kept, major: '' }])).toBe(
      `School 1, Major: ${messages.fieldRequired}`,
    );
    expect(await profileSchools(token)).toEqual(before);
  });

  it('refuses what the restricted options make impossible', async () => {
    const { token, harvard, yale } = await lawCandidate();
    expect(
      await refused(token, [
        bachelors(yale),
        { ...bachelors(harvard, 'new-school-3'), degree: 'ASSOCIATES' },
      ]),
    ).toBe(educationMessages.oneUndergraduateDegree);
    expect(await refused(token, [jd(yale), jd(harvard, 'new-school-3')])).toBe(
      educationMessages.oneJdDegree,
    );
    const general = await signedInCandidate(t.app, { industryContext: 'none' });
    expect(await refused(general.token, [bachelors(yale), jd(harvard)])).toBe(
      educationMessages.jdOnlyForLaw,
    );
    expect(await profileSchools(token)).toEqual([]);
  });

  it("refuses another user's entry id, an unknown entry id and an unknown school id; nothing is written", async () => {
    const owner = await lawCandidate();
    const [ownersEntry] = await saved(owner.token, [bachelors(owner.yale)]);
    const { token, harvard, yale } = await lawCandidate();
    const mine = await saved(token, [jd(harvard)]);

    const attempts: SchoolInput[][] = [
      [{ ...bachelors(yale), id: ownersEntry!.id }],
      [
        { ...jd(harvard), id: mine[0]!.id },
        { ...bachelors(yale), id: randomUUID() },
      ],
      [{ ...bachelors(yale), id: 'not-an-id' }],
    ];
    for (const list of attempts) {
      expect(await refused(token, list)).toMatch(educationMessages.unknownEntry);
    }
    expect(await refused(token, [bachelors(randomUUID())])).toBe(
      `School 1, School: ${educationMessages.unknownSchool}`,
    );
    expect(await refused(token, [bachelors('Harvard University')])).toBe(
      `School 1, School: ${educationMessages.unknownSchool}`,
    );
    expect(await profileSchools(token)).toEqual(mine);
    expect(await profileSchools(owner.token)).toEqual([ownersEntry]);
  });

  it("does not let a candidate use another candidate's pending school", async () => {
    const first = await lawCandidate();
    const [entry] = await saved(first.token, [
      { ...bachelors('OTHER'), unlistedSchoolName: 'Private Hill Academy' },
    ]);
    const second = await lawCandidate();
    expect(await refused(second.token, [bachelors(entry!.school)])).toBe(
      `School 1, School: ${educationMessages.unknownSchool}`,
    );
  });

  it('stores "Other" as a PENDING school made by the candidate, reused for the same name', async () => {
    const { token, userId, harvard } = await lawCandidate();
    const [other] = await saved(token, [
      { ...bachelors('OTHER'), unlistedSchoolName: '  Hill   Valley College ' },
      jd(harvard),
    ]);
    expect(other!.schoolObj).toEqual({
      id: other!.school,
      name: 'Hill Valley College',
      status: 'PENDING',
    });
    const [row] = await t.database.db.select().from(schools).where(eq(schools.id, other!.school));
    expect(row).toMatchObject({ status: 'PENDING', createdByUserId: userId, ipedsUnitId: null });

    // The same name again (another case) reuses it; the stored entry resent keeps it too.
    const [again] = await saved(token, [
      { ...bachelors('OTHER'), unlistedSchoolName: 'hill valley college' },
    ]);
    expect(again!.school).toBe(other!.school);
    const [resent] = await saved(token, [{ ...bachelors(other!.school), id: again!.id }]);
    expect(resent!.schoolObj.status).toBe('PENDING');
    const pending = await t.database.db
      .select({ n: count() })
      .from(schools)
      .where(sql`${schools.createdByUserId} = ${userId}`);
    expect(pending[0]!.n).toBe(1);
    // A name that is on the list is the listed school.
    const [listed] = await saved(token, [
      { ...bachelors('OTHER'), unlistedSchoolName: 'harvard university' },
    ]);
    expect(listed!.schoolObj).toEqual({
      id: harvard,
      name: 'Harvard University',
      status: 'APPROVED',
    });
  });

  it('needs the unlisted name with Other', async () => {
    const { token } = await lawCandidate();
    expect(await refused(token, [bachelors('OTHER')])).toBe(
      `School 1, School name: ${messages.fieldRequired}`,
    );
  });

  it('is idempotent: a replay answers the first result and writes nothing again', async () => {
    const { token, userId, harvard, yale } = await lawCandidate();
    const key = randomUUID();
    const list = [bachelors(yale), jd(harvard)];
    const first = await update(token, list, key);
    const replay = await update(token, list, key);
    expect(replay.json()).toEqual(first.json());
    const rows = await t.database.db
      .select({ n: count() })
      .from(userSchools)
      .where(eq(userSchools.userId, userId));
    expect(rows[0]!.n).toBe(2);
    const conflict = await update(token, [bachelors(yale)], key);
    expect(conflict.json().errors[0].extensions.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('stores no idempotency key for a refused list, so the corrected one can reuse it', async () => {
    const { token, userId, yale } = await lawCandidate();
    const key = randomUUID();
    expect(
      (await update(token, [{ ...bachelors(yale), gpa: '9' }], key)).json().errors,
    ).toHaveLength(1);
    const keys = await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId));
    expect(keys[0]!.n).toBe(0);
  });
});
