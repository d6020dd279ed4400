/**
 * What a resolver returns for types whose fields are resolved one by one (codegen `mappers`): the
 * User without its profile and its completion flags, and the profile as the owner's id, so that
 * each part of the profile (schools, demographics, locations, resume) and the completion (one query,
 * modules/profile-completion) is loaded by its own module only when asked for.
 */
import type { User } from './generated-types.ts';

export type UserModel = Omit<User, 'userProfile' | 'userProfileCompletion' | 'settings'>;

export interface UserProfileModel {
  userId: string;
}
