import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Accommodations = {
  __typename?: 'Accommodations';
  /** Multiplies every timed section's limit (1 when no accommodation is granted). */
  assessmentTimerMultiplier: Scalars['Float']['output'];
};

/** A candidate's account type, chosen once after the first sign-in. */
export type AccountType =
  | 'CAMPUS'
  | 'LATERAL';

export type IndustryContext = {
  __typename?: 'IndustryContext';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets the account type once; a replay with the same clientMutationId answers the first result. */
  setAccountType: User;
};


export type MutationSetAccountTypeArgs = {
  accountType: AccountType;
  clientMutationId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in candidate. */
  user: User;
};

export type User = {
  __typename?: 'User';
  accommodations: Accommodations;
  accountType?: Maybe<AccountType>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  hasSecondaryContactInfo: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  industryContext: IndustryContext;
  lastName: Scalars['String']['output'];
  linkedInUrl?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  phoneNumberLocale?: Maybe<Scalars['String']['output']>;
  secondaryEmail?: Maybe<Scalars['String']['output']>;
  userProfileCompletion: UserProfileCompletion;
};

export type UserProfileCompletion = {
  __typename?: 'UserProfileCompletion';
  completedPersonalInformation: Scalars['Boolean']['output'];
  completedResume: Scalars['Boolean']['output'];
  completedSchools: Scalars['Boolean']['output'];
  completedWorkPreferences: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Accommodations: ResolverTypeWrapper<Accommodations>;
  AccountType: AccountType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndustryContext: ResolverTypeWrapper<IndustryContext>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  UserProfileCompletion: ResolverTypeWrapper<UserProfileCompletion>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Accommodations: Accommodations;
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IndustryContext: IndustryContext;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  User: User;
  UserProfileCompletion: UserProfileCompletion;
};

export type AccommodationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Accommodations'] = ResolversParentTypes['Accommodations']> = {
  assessmentTimerMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IndustryContextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndustryContext'] = ResolversParentTypes['IndustryContext']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  setAccountType?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetAccountTypeArgs, 'accountType' | 'clientMutationId'>>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  accommodations?: Resolver<ResolversTypes['Accommodations'], ParentType, ContextType>;
  accountType?: Resolver<Maybe<ResolversTypes['AccountType']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasSecondaryContactInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industryContext?: Resolver<ResolversTypes['IndustryContext'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedInUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumberLocale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userProfileCompletion?: Resolver<ResolversTypes['UserProfileCompletion'], ParentType, ContextType>;
};

export type UserProfileCompletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserProfileCompletion'] = ResolversParentTypes['UserProfileCompletion']> = {
  completedPersonalInformation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedResume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedSchools?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedWorkPreferences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Accommodations?: AccommodationsResolvers<ContextType>;
  IndustryContext?: IndustryContextResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserProfileCompletion?: UserProfileCompletionResolvers<ContextType>;
};

