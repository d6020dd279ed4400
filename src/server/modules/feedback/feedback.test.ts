import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '../../../domain/feedback.ts';
import { feedback } from '../../db/schema.ts';
import { signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listFeedback } from './feedback.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUBMIT_FEEDBACK = `mutation SubmitFeedback($message: String!, $page: String, $clientMutationId: ID!) {
  submitFeedback(message: $message, page: $page, clientMutationId: $clientMutationId)
}`;

function submit(token: string | undefined, variables: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: { query: SUBMIT_FEEDBACK, variables },
    headers: {
      'user-agent': 'FeedbackTest/1.0 (test)',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

const rowsOf = (userId: string) =>
  t.database.db.select().from(feedback).where(eq(feedback.userId, userId));

describe('mutation SubmitFeedback', () => {
  it('stores the message with the user, the page and the user agent', async () => {
    const { token, userId, email } = await signedInCandidate(t.app);
    const response = await submit(token, {
      message: '  The menu is great.  ',
      page: '/faq',
      clientMutationId: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { submitFeedback: true } });
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: 'The menu is great.',
      page: '/faq',
      userAgent: 'FeedbackTest/1.0 (test)',
    });
    const listed = await listFeedback(t.database.db, 10);
    expect(listed.find((f) => f.id === rows[0]!.id)).toMatchObject({
      userEmail: email,
      message: 'The menu is great.',
    });
  });

  it('counts a replayed write once and refuses the same key with another message', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const clientMutationId = randomUUID();
    const first = await submit(token, { message: 'Once', clientMutationId });
    const replay = await submit(token, { message: 'Once', clientMutationId });
    expect(first.json()).toEqual({ data: { submitFeedback: true } });
    expect(replay.json()).toEqual({ data: { submitFeedback: true } });
    expect(await rowsOf(userId)).toHaveLength(1);

    const conflict = await submit(token, { message: 'Other', clientMutationId });
    expect(conflict.json().errors[0].extensions.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('refuses an empty or too long message and stores nothing', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const blank = await submit(token, { message: '   ', clientMutationId: randomUUID() });
    expect(blank.json().errors[0]).toMatchObject({
      message: feedbackMessages.empty,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await submit(token, { message: 'x'.repeat(2001), clientMutationId: randomUUID() });
    expect(long.json().errors[0].message).toBe(feedbackMessages.tooLong);
    const longest = await submit(token, {
      message: 'x'.repeat(2000),
      clientMutationId: randomUUID(),
    });
    expect(longest.json()).toEqual({ data: { submitFeedback: true } });
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await submit(undefined, { message: 'Hi', clientMutationId: randomUUID() });
    expect(response.statusCode).toBe(401);
  });
});
