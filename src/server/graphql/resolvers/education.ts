/**
 * Education: `query GetSchoolOptions` / `GetSchoolNameList` (schoolOptions), `UserProfile.schools`
 * and `mutation UpdateUserSchoolsArray` (idempotent; replaces the whole list; a refused list
 * changes nothing).
 */
import { apiMessages } from '../../../domain/api-messages.ts';
import { UserFacingError } from '../../errors.ts';
import { SCHOOL_SEARCH_MAX_LENGTH, searchSchools } from '../../modules/education/school-search.ts';
import { listUserSchools, replaceUserSchools } from '../../modules/education/user-schools.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';

export const educationResolvers: Resolvers = {
  UserProfile: {
    schools: (profile, _args, ctx) => listUserSchools(ctx.services.db, profile.userId),
  },
  Query: {
    schoolOptions: (_parent, { school, limit }, ctx) => {
      requireUser(ctx);
      if (school.length > SCHOOL_SEARCH_MAX_LENGTH) {
        throw new UserFacingError('BAD_USER_INPUT', apiMessages.invalidRequest);
      }
      return searchSchools(ctx.services.db, school, limit);
    },
  },
  Mutation: {
    updateUserSchoolsArray: idempotentMutation('updateUserSchoolsArray', (ctx, { schools }, tx) =>
      replaceUserSchools(tx, ctx.userId, schools),
    ),
  },
};
