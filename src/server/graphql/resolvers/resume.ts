/**
 * The resume's metadata (`query GetResume`, `UserProfile.resume`; never the bytes, which only the
 * download route sends) and `mutation DeleteResume` (idempotent; only the caller's own resume).
 * The upload is REST: src/server/routes/resume.ts.
 */
import { z } from 'zod';
import { resumeApiMessages } from '../../../domain/resume.ts';
import { UserFacingError } from '../../errors.ts';
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import { deleteResume, findResume } from '../../modules/resume/resume.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

const resumeIdSchema = z.uuid();

export const resumeResolvers: Resolvers = {
  UserProfile: {
    resume: (profile, _args, ctx) => findResume(ctx.services.db, profile.userId),
  },
  Query: {
    resume: (_parent, _args, ctx) => findResume(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    deleteResume: (_parent, { resumeId, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const { db, config } = ctx.services;
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        { userId, key: clientMutationId, operation: 'deleteResume', input: { resumeId } },
        async (tx) => {
          // Another candidate's resume id answers the same as an unknown one.
          const deleted =
            resumeIdSchema.safeParse(resumeId).success &&
            (await deleteResume(tx, userId, resumeId));
          if (!deleted) throw new UserFacingError('BAD_USER_INPUT', resumeApiMessages.notFound);
          return true;
        },
      );
    },
  },
};
