/** All resolvers, one module per domain. */
import type { Resolvers } from '../generated-types.ts';
import { accountDataResolvers } from './account-data.ts';
import { assessmentsResolvers } from './assessments.ts';
import { connectionsResolvers } from './connections.ts';
import { contactInfoResolvers } from './contact-info.ts';
import { demographicsResolvers } from './demographics.ts';
import { educationResolvers } from './education.ts';
import { integrityResolvers } from './integrity.ts';
import { receiptsResolvers } from './receipts.ts';
import { rescueResolvers } from './rescue.ts';
import { resumeResolvers } from './resume.ts';
import { sessionsResolvers } from './sessions.ts';
import { settingsResolvers } from './settings.ts';
import { shellResolvers } from './shell.ts';
import { surveyResolvers } from './survey.ts';
import { userResolvers } from './user.ts';
import { workPreferencesResolvers } from './work-preferences.ts';

export const resolvers: Resolvers = {
  User: { ...userResolvers.User, ...settingsResolvers.User },
  UserProfile: {
    ...workPreferencesResolvers.UserProfile,
    ...demographicsResolvers.UserProfile,
    ...resumeResolvers.UserProfile,
    ...educationResolvers.UserProfile,
  },
  Query: {
    ...userResolvers.Query,
    ...shellResolvers.Query,
    ...connectionsResolvers.Query,
    ...workPreferencesResolvers.Query,
    ...resumeResolvers.Query,
    ...educationResolvers.Query,
    ...surveyResolvers.Query,
    ...assessmentsResolvers.Query,
    ...rescueResolvers.Query,
    ...receiptsResolvers.Query,
    ...sessionsResolvers.Query,
  },
  Mutation: {
    ...userResolvers.Mutation,
    ...contactInfoResolvers.Mutation,
    ...shellResolvers.Mutation,
    ...settingsResolvers.Mutation,
    ...connectionsResolvers.Mutation,
    ...workPreferencesResolvers.Mutation,
    ...demographicsResolvers.Mutation,
    ...resumeResolvers.Mutation,
    ...educationResolvers.Mutation,
    ...surveyResolvers.Mutation,
    ...assessmentsResolvers.Mutation,
    ...integrityResolvers.Mutation,
    ...sessionsResolvers.Mutation,
    ...accountDataResolvers.Mutation,
  },
};
