import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { idempotencyKeys, users } from '../db/schema.ts';
import { graphql, post, signedInCandidate } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GET_USER = `query GetUser {
  user {
    id firstName lastName email secondaryEmail linkedInUrl phoneNumber phoneNumberLocale
    hasSecondaryContactInfo accountType
    industryContext { id name }
    accommodations { assessmentTimerMultiplier }
    userProfileCompletion { completedSchools completedPersonalInformation completedResume completedWorkPreferences }
  }
}`;
const SET_ACCOUNT_TYPE = `mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {
  setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) { id accountType }
}`;

describe('query GetUser', () => {
  it('returns the signed-in candidate', async () => {
    const { token, userId, email } = await signedInCandidate(t.app, {
      industryContext: 'finance_banking_investment',
    });
    const response = await graphql(t.app, GET_USER, {}, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        user: {
          id: userId,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          secondaryEmail: null,
          linkedInUrl: null,
          phoneNumber: null,
          phoneNumberLocale: null,
          hasSecondaryContactInfo: false,
          accountType: null,
          industryContext: {
            id: 'finance_banking_investment',
            name: 'Finance, Banking & Investment',
          },
          accommodations: { assessmentTimerMultiplier: 1 },
          userProfileCompletion: {
            completedSchools: false,
            completedPersonalInformation: false,
            completedResume: false,
            completedWorkPreferences: false,
          },
        },
      },
    });
  });

  it('reflects the secondary email and the accommodation multiplier', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await t.database.db
      .update(users)
      .set({ secondaryEmail: `second.${userId}@example.com`, accommodationMultiplier: 1.5 })
      .where(eq(users.id, userId));
    const response = await graphql(
      t.app,
      'query GetUser { user { hasSecondaryContactInfo accommodations { assessmentTimerMultiplier } } }',
      {},
      token,
    );
    expect(response.json().data.user).toEqual({
      hasSecondaryContactInfo: true,
      accommodations: { assessmentTimerMultiplier: 1.5 },
    });
  });

  it('answers 401 UNAUTHORIZED without a session, also once the query is JIT-compiled', async () => {
    for (const token of [undefined, 'bogus-token', undefined, undefined]) {
      const response = await graphql(t.app, 'query GetUser { user { id } }', {}, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        data: null,
        errors: [
          expect.objectContaining({
            message: apiMessages.unauthorized,
            extensions: { code: 'UNAUTHORIZED' },
          }),
        ],
      });
    }
  });
});

// The signed-in shell's first request (src/app/lib/api/get-user-bootstrap.ts), as the client
// sends it: the three root fields, each through its single query's fragment.
const GET_USER_BOOTSTRAP = `query GetUserBootstrap {
  user { ...ShellUserFields }
  userSurveyAnswers { ...UserSurveyAnswersFields }
  candidateAssessments { ...CandidateAssessmentFields }
}
fragment ShellUserFields on User {
  id firstName lastName email accountType
  industryContext { id name }
  accommodations { assessmentTimerMultiplier }
  hasSecondaryContactInfo secondaryEmail secondaryEmailVerified linkedInUrl phoneNumber
  phoneNumberLocale
}
fragment UserSurveyAnswersFields on UserSurveyAnswers {
  status updatedAt answers { questionId value multiValue }
}
fragment CandidateAssessmentFields on Assessment {
  id title status sections { id title status timerMultiplier }
}`;

describe('query GetUserBootstrap', () => {
  it('answers the user, the survey answers and the assessments in one request, within the limits', async () => {
    const { token, userId, email } = await signedInCandidate(t.app);
    const response = await graphql(t.app, GET_USER_BOOTSTRAP, {}, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.user).toMatchObject({ id: userId, email, firstName: 'Ada' });
    expect(body.data.userSurveyAnswers).toMatchObject({ answers: [] });
    expect(Array.isArray(body.data.candidateAssessments)).toBe(true);
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    const response = await graphql(t.app, GET_USER_BOOTSTRAP, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});

describe('mutation SetAccountType', () => {
  it('sets the account type once; the same value again is fine, another is refused', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const first = await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'CAMPUS', clientMutationId: 'a-1' },
      token,
    );
    expect(first.json()).toEqual({
      data: { setAccountType: { id: userId, accountType: 'CAMPUS' } },
    });
    const same = await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'CAMPUS', clientMutationId: 'a-2' },
      token,
    );
    expect(same.json().data.setAccountType.accountType).toBe('CAMPUS');
    const other = await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'LATERAL', clientMutationId: 'a-3' },
      token,
    );
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: apiMessages.accountTypeAlreadySet,
          extensions: { code: 'ACCOUNT_TYPE_ALREADY_SET' },
        }),
      ],
    });
    // A refused write records no key: it may be retried (and refused again) later.
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId));
    expect(keys.map((k) => k.key).sort()).toEqual(['a-1', 'a-2']);
  });

  it('replays the first answer for the same key without doing the write again', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const variables = { accountType: 'LATERAL', clientMutationId: 'replay-1' };
    const first = await graphql(t.app, SET_ACCOUNT_TYPE, variables, token);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, userId));

    // Undo the write behind the server's back: a replay must answer from the record, not redo it.
    await t.database.db.update(users).set({ accountType: null }).where(eq(users.id, userId));
    const replay = await graphql(t.app, SET_ACCOUNT_TYPE, variables, token);
    expect(replay.json()).toEqual(first.json());
    const [after] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(after!.accountType).toBeNull();
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    const [keys] = await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId));
    expect(keys!.n).toBe(1);
  });

  it('refuses the same key with different content', async () => {
    const { token } = await signedInCandidate(t.app);
    await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'LATERAL', clientMutationId: 'k' },
      token,
    );
    const response = await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'CAMPUS', clientMutationId: 'k' },
      token,
    );
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        message: apiMessages.idempotencyConflict,
        extensions: { code: 'IDEMPOTENCY_CONFLICT' },
      }),
    ]);
  });

  it('scopes keys to their user', async () => {
    const a = await signedInCandidate(t.app);
    const b = await signedInCandidate(t.app);
    await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'LATERAL', clientMutationId: 'shared' },
      a.token,
    );
    const response = await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'CAMPUS', clientMutationId: 'shared' },
      b.token,
    );
    expect(response.json()).toEqual({
      data: { setAccountType: { id: b.userId, accountType: 'CAMPUS' } },
    });
  });

  it('applies concurrent duplicates once and answers them all alike', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const variables = { accountType: 'CAMPUS', clientMutationId: 'burst' };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => graphql(t.app, SET_ACCOUNT_TYPE, variables, token)),
    );
    for (const r of responses)
      expect(r.json()).toEqual({ data: { setAccountType: { id: userId, accountType: 'CAMPUS' } } });
    const [keys] = await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId));
    expect(keys!.n).toBe(1);
  });

  it('answers 401 UNAUTHORIZED without a session and writes nothing', async () => {
    const response = await graphql(t.app, SET_ACCOUNT_TYPE, {
      accountType: 'CAMPUS',
      clientMutationId: 'anon',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('refuses an empty or over-long clientMutationId', async () => {
    const { token } = await signedInCandidate(t.app);
    for (const clientMutationId of ['', 'x'.repeat(201)]) {
      const response = await graphql(
        t.app,
        SET_ACCOUNT_TYPE,
        { accountType: 'CAMPUS', clientMutationId },
        token,
      );
      expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('hardening', () => {
  it('does not suggest field or enum names', async () => {
    const { token } = await signedInCandidate(t.app);
    const typo = await graphql(t.app, 'query { user { emial } }', {}, token);
    expect(typo.statusCode).toBe(400);
    expect(JSON.stringify(typo.json())).not.toMatch(/Did you mean|email/);
    const badEnum = await graphql(
      t.app,
      SET_ACCOUNT_TYPE,
      { accountType: 'LATERL', clientMutationId: 'e' },
      token,
    );
    expect(badEnum.statusCode).toBe(400);
    expect(JSON.stringify(badEnum.json())).not.toMatch(/Did you mean|"LATERAL"|CAMPUS/);
  });

  it('limits depth and aliases', async () => {
    const { token } = await signedInCandidate(t.app);
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: user { id }`).join(' ');
    const tooMany = await graphql(t.app, `query { ${aliases} }`, {}, token);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toMatch(/Aliases limit/);
    const deep = await graphql(
      t.app,
      'query { user { ...A } } fragment A on User { industryContext { ...B } } fragment B on IndustryContext { id }',
      {},
      token,
    );
    expect(deep.statusCode).toBe(200);
  });

  it('does not serve GraphiQL and refuses syntax errors with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
    const broken = await graphql(t.app, 'query { user { id }');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers no introspection, and refuses a query that is not a document with 400', async () => {
    const introspection = await graphql(t.app, 'query { __schema { queryType { name } } }');
    expect(introspection.statusCode).toBe(400);
    expect(introspection.json().data).toBeNull();
    expect((await graphql(t.app, '{ __typename }')).json()).toEqual({
      data: { __typename: 'Query' },
    });
    for (const query of [5, '5', '{"kind":"Nonsense"}']) {
      const response = await post(t.app, '/api/graphql', { query });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    for (const payload of [{}, [], { query: '{ __typename }', variables: 'x' }]) {
      expect((await post(t.app, '/api/graphql', payload)).statusCode).toBe(400);
    }
  });

  it('masks unexpected errors', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    // Break the row so that the resolver fails in a way nobody planned.
    await t.database.db.execute(sql`ALTER TABLE users RENAME COLUMN first_name TO first_name_gone`);
    try {
      const response = await graphql(t.app, 'query GetUser { user { id } }', {}, token);
      expect(response.json().errors).toEqual([
        expect.objectContaining({
          message: apiMessages.serverError,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      expect(JSON.stringify(response.json())).not.toMatch(/first_name|does not exist|select /i);
    } finally {
      await t.database.db.execute(
        sql`ALTER TABLE users RENAME COLUMN first_name_gone TO first_name`,
      );
    }
    expect(userId).toBeTypeOf('string');
  });
});
