/**
 * The resume's metadata (`query GetResume`, `UserProfile.resume`; never the bytes, which only the
 * download route sends) and `mutation DeleteResume` (idempotent; only the caller's own resume).
 * The upload is REST: src/server/routes/resume.ts.
 */
import { z } from 'zod';
import { resumeApiMessages } from '../../../domain/resume.ts';
import { UserFacingError } from '../../errors.ts';
import { deleteResume, findResume } from '../../modules/resume/resume.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';

const resumeIdSchema = z.uuid();

export const resumeResolvers: Resolvers = {
  UserProfile: {
    resume: (profile, _args, ctx) => findResume(ctx.services.db, profile.userId),
  },
  Query: {
    resume: (_parent, _args, ctx) => findResume(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    deleteResume: idempotentMutation('deleteResume', async (ctx, { resumeId }, tx) => {
      // Another candidate's resume id answers the same as an unknown one.
      const deleted =
        resumeIdSchema.safeParse(resumeId).success &&
        (await deleteResume(tx, ctx.userId, resumeId));
      if (!deleted) throw new UserFacingError('BAD_USER_INPUT', resumeApiMessages.notFound);
      return true;
    }),
  },
};
