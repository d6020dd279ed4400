/**
 * What a resolver returns for types whose fields are resolved one by one (codegen `mappers`): the
 * User without its profile, and the profile as the owner's id, so that each part of the profile
 * (schools, demographics, locations, resume) is loaded by its own module only when asked for.
 */
import type { User } from './generated-types.ts';

export type UserModel = Omit<User, 'userProfile'>;

export interface UserProfileModel {
  userId: string;
}
