import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { idempotencyKeys, feedback } from '../db/schema.ts';
import { graphql, post, registrationBody, signedInCandidate } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FEEDBACK = `mutation SubmitFeedback($message: String!, $clientMutationId: ID!) {
  submitFeedback(message: $message, clientMutationId: $clientMutationId)
}`;

describe('a NUL character in a request', () => {
  it('is refused with a message in GraphQL variables, inline literals and keys; nothing is stored', async () => {
    const c = await signedInCandidate(t.app);
    const refusals = [
      await graphql(t.app, FEEDBACK, { message: 'hi\u0000there', clientMutationId: 'k1' }, c.token),
      await graphql(t.app, FEEDBACK, { message: 'hi', clientMutationId: 'k\u00002' }, c.token),
      await graphql(
        t.app,
        'mutation { submitFeedback(message: "a\\u0000b", clientMutationId: "k3") }',
        {},
        c.token,
      ),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        message: apiMessages.unstorableCharacter,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await t.database.db.select().from(feedback)).toEqual([]);
    expect(await t.database.db.select().from(idempotencyKeys)).toEqual([]);
    // The same request without it goes through.
    const fine = await graphql(t.app, FEEDBACK, { message: 'hi', clientMutationId: 'k4' }, c.token);
    expect(fine.json()).toEqual({ data: { submitFeedback: true } });
  });

  it('is a 400 with a message on REST bodies and query strings, never a 500', async () => {
    const register = await post(
      t.app,
      '/auth/register',
      registrationBody({ firstName: 'A\u0000B' }),
    );
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ message: apiMessages.unstorableCharacter });
    const login = await post(t.app, '/auth/login', { email: 'a\u0000@b.co', password: 'x' });
    expect(login.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'GET',
      url: '/resetPassword/getPasswordReset?id=a%00b',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: apiMessages.unstorableCharacter });
  });
});
