/**
 * The candidate's sessions in User Settings (docs/decisions/049): the list, and signing out one
 * other session or all the others. Every call reads or ends the caller's own sessions only: an id
 * that is not an active session of theirs is NOT_FOUND and ends nothing.
 */
import { z } from 'zod';
import { apiMessages } from '../../../domain/api-messages.ts';
import { describeUserAgent } from '../../../domain/user-agent.ts';
import type { DbExecutor } from '../../db/client.ts';
import { UserFacingError } from '../../errors.ts';
import {
  listActiveSessions,
  revokeOtherSessions,
  revokeOwnSession,
} from '../../modules/sessions/sessions.ts';
import { requireSession, type CallerSession } from '../context.ts';
import type { Resolvers, UserSession } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';

async function sessionsOf(
  db: DbExecutor,
  idleTimeoutMs: number,
  caller: CallerSession,
): Promise<UserSession[]> {
  const rows = await listActiveSessions(db, caller.userId, idleTimeoutMs);
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    current: row.id === caller.sessionId,
  }));
}

const notFound = () => new UserFacingError('NOT_FOUND', apiMessages.sessionNotFound);
const sessionIdSchema = z.string().uuid();

export const sessionsResolvers = {
  Query: {
    userSessions: (_parent, _args, ctx) =>
      sessionsOf(ctx.services.db, ctx.services.config.SESSION_IDLE_TIMEOUT_MS, requireSession(ctx)),
  },
  Mutation: {
    signOutSession: idempotentMutation(
      'signOutSession',
      {
        parse: ({ sessionId }, ctx) => {
          const caller = requireSession(ctx);
          const parsed = sessionIdSchema.safeParse(sessionId);
          if (!parsed.success) throw notFound();
          if (parsed.data === caller.sessionId) {
            throw new UserFacingError('BAD_USER_INPUT', apiMessages.sessionIsThisDevice);
          }
          return { caller, sessionId: parsed.data };
        },
        fingerprint: ({ caller, sessionId }) => ({ sessionId, from: caller.sessionId }),
      },
      async (ctx, { caller, sessionId }, tx) => {
        const idleTimeoutMs = ctx.services.config.SESSION_IDLE_TIMEOUT_MS;
        if (!(await revokeOwnSession(tx, caller.userId, sessionId, idleTimeoutMs)))
          throw notFound();
        return sessionsOf(tx, idleTimeoutMs, caller);
      },
    ),

    signOutOtherSessions: idempotentMutation(
      'signOutOtherSessions',
      {
        parse: (_args, ctx) => ({ caller: requireSession(ctx) }),
        fingerprint: ({ caller }) => ({ from: caller.sessionId }),
      },
      async (ctx, { caller }, tx) => {
        await revokeOtherSessions(tx, caller.userId, caller.sessionId);
        return sessionsOf(tx, ctx.services.config.SESSION_IDLE_TIMEOUT_MS, caller);
      },
    ),
  },
} satisfies Resolvers;
