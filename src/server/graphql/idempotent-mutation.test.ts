import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresErrorCode,
  UNIQUE_VIOLATION,
  type DatabaseHandle,
  type DbExecutor,
} from '../db/client.ts';
import { idempotencyKeys, users } from '../db/schema.ts';
import { UserFacingError } from '../errors.ts';
import type { Services } from '../services.ts';
import { createTestDatabase, insertTestUser, testConfig } from '../test-support/test-app.ts';
import type { GraphQLContext } from './context.ts';
import { idempotentMutation } from './idempotent-mutation.ts';

let database: DatabaseHandle;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertTestUser(database, 'mutation@example.com');
});
afterAll(() => database.pool.end());

/** A resolver context as the GraphQL plugin builds it, for `caller` (null: signed out). */
function contextOf(caller: string | null, sessionId = 'session-1'): GraphQLContext {
  const request = { userId: caller, sessionId: caller && sessionId, headers: {}, ip: '127.0.0.1' };
  return {
    services: { db: database.db, config: testConfig() } as Services,
    request: request as unknown as FastifyRequest,
    reply: {} as FastifyReply,
    userId: caller,
    recheckedSession: null,
    mutationFailed: false,
  };
}

const storedKey = async (key: string) =>
  database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

/** Feedback whose work only counts its runs and what it was given. */
function countingFeedback() {
  const seen: { userId: string; message: string }[] = [];
  const resolver = idempotentMutation('submitFeedback', async (ctx, { message }) => {
    seen.push({ userId: ctx.userId, message });
    return true;
  });
  return { seen, resolver };
}

describe('idempotentMutation', () => {
  it('runs the work once per key, for the caller, and replays its answer', async () => {
    const { seen, resolver } = countingFeedback();
    const args = { message: 'Hello', clientMutationId: 'feedback-once' };
    expect(await resolver({}, args, contextOf(userId))).toBe(true);
    expect(await resolver({}, args, contextOf(userId))).toBe(true);
    expect(seen).toEqual([{ userId, message: 'Hello' }]);
    const [row] = await storedKey('feedback-once');
    expect(row).toMatchObject({ operation: 'submitFeedback', response: true });
  });

  it('refuses a caller who is not signed in, before claiming the key', async () => {
    const { seen, resolver } = countingFeedback();
    const args = { message: 'Hello', clientMutationId: 'feedback-signed-out' };
    await expect(resolver({}, args, contextOf(null))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(seen).toHaveLength(0);
    expect(await storedKey('feedback-signed-out')).toHaveLength(0);
  });

  it('claims no key for input that parse refuses, so the key can come back corrected', async () => {
    const resolver = idempotentMutation(
      'submitFeedback',
      {
        parse: ({ message }) => {
          if (!message.trim()) throw new UserFacingError('BAD_USER_INPUT', 'Say something.');
          return { text: message.trim() };
        },
      },
      async (_ctx, { text }) => text === 'Fixed',
    );
    const key = 'feedback-corrected';
    await expect(
      resolver({}, { message: ' ', clientMutationId: key }, contextOf(userId)),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'Say something.' });
    expect(await storedKey(key)).toHaveLength(0);
    expect(
      await resolver({}, { message: ' Fixed ', clientMutationId: key }, contextOf(userId)),
    ).toBe(true);
  });

  it('tells requests apart by their fingerprint only, and refuses another one with the key', async () => {
    let runs = 0;
    const resolver = idempotentMutation(
      'updateUserPassword',
      {
        parse: ({ password }, ctx) => ({ password, sessionId: ctx.request.sessionId }),
        fingerprint: ({ sessionId }) => ({ sessionId }), // the password is never stored
      },
      async () => {
        runs += 1;
        return true;
      },
    );
    const key = 'password-once';
    await resolver({}, { password: 'first', clientMutationId: key }, contextOf(userId));
    // Another password under the same key and session: the same request, replayed.
    await resolver({}, { password: 'second', clientMutationId: key }, contextOf(userId));
    expect(runs).toBe(1);
    const [row] = await storedKey(key);
    expect(JSON.stringify(row)).not.toContain('first');
    await expect(
      resolver({}, { password: 'first', clientMutationId: key }, contextOf(userId, 'session-2')),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('uses the field name as the operation: one key sent to two mutations is a conflict', async () => {
    const { resolver } = countingFeedback();
    const key = 'two-mutations';
    await resolver({}, { message: 'Hi', clientMutationId: key }, contextOf(userId));
    const deleteResume = idempotentMutation('deleteResume', async () => true);
    await expect(
      deleteResume({}, { resumeId: 'x', clientMutationId: key }, contextOf(userId)),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('answers a unique-index refusal with onUniqueViolation, and stores nothing', async () => {
    const takenAddress = 'taken@example.com';
    await insertTestUser(database, takenAddress);
    const work = async (_ctx: unknown, _input: unknown, tx: DbExecutor) => {
      await tx.update(users).set({ email: takenAddress }).where(eq(users.id, userId));
      return true;
    };
    const mapped = idempotentMutation(
      'deleteResume',
      { onUniqueViolation: () => new UserFacingError('BAD_USER_INPUT', 'That address is taken.') },
      work,
    );
    const args = { resumeId: 'x', clientMutationId: 'unique-mapped' };
    await expect(mapped({}, args, contextOf(userId))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'That address is taken.',
    });
    expect(await storedKey('unique-mapped')).toHaveLength(0);
    // Without it, the database's error goes on (the GraphQL layer masks it as a server error).
    const unmapped = idempotentMutation('deleteResume', work);
    const error = await unmapped(
      {},
      { ...args, clientMutationId: 'unique-unmapped' },
      contextOf(userId),
    ).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UserFacingError);
    expect(postgresErrorCode(error)).toBe(UNIQUE_VIOLATION);
  });
});
