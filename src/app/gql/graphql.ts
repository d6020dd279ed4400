/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A candidate's account type, chosen once after the first sign-in. */
export type AccountType =
  | 'CAMPUS'
  | 'LATERAL';

export type GeoLocationInput = {
  label: string;
  lat: number;
  lng: number;
};

export type InvitationStatus =
  | 'ACCEPTED'
  | 'IGNORED'
  | 'PENDING';

export type SchoolInput = {
  degree: string;
  gpa: string;
  graduationDate: string;
  /** The entry's id, or a temporary id (prefix plus timestamp) for a new entry. */
  id: string;
  major?: string | null | undefined;
  /** An institution id from GetSchoolOptions, or "OTHER" with unlistedSchoolName. */
  school: string;
  unlistedSchoolName?: string | null | undefined;
};

export type SchoolStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type SetAccountTypeMutationVariables = Exact<{
  accountType: AccountType;
  clientMutationId: string;
}>;


export type SetAccountTypeMutation = { setAccountType: { id: string, accountType: AccountType | null } };

export type SetSecondaryContactInfoMutationVariables = Exact<{
  secondaryEmail: string;
  linkedInUrl?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  phoneNumberLocale?: string | null | undefined;
  clientMutationId: string;
}>;


export type SetSecondaryContactInfoMutation = { setSecondaryContactInfo: { id: string, hasSecondaryContactInfo: boolean, secondaryEmail: string | null, secondaryEmailVerified: boolean, linkedInUrl: string | null, phoneNumber: string | null, phoneNumberLocale: string | null } };

export type GetUserPersonalInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserPersonalInformationQuery = { user: { id: string, userProfile: { personalInformation: { diversityOptIn: boolean, birthYear: number | null, gender: string | null, ethnicity: Array<string>, veteran: string | null, lgbtq: string | null, firstGenCollege: string | null } | null } } };

export type UpdateUserPersonalInformationMutationVariables = Exact<{
  diversityOptIn: boolean;
  birthYear?: number | null | undefined;
  gender?: string | null | undefined;
  ethnicity?: Array<string> | string | null | undefined;
  veteran?: string | null | undefined;
  lgbtq?: string | null | undefined;
  firstGenCollege?: string | null | undefined;
  clientMutationId: string;
}>;


export type UpdateUserPersonalInformationMutation = { updateUserPersonalInformation: { diversityOptIn: boolean, birthYear: number | null, gender: string | null, ethnicity: Array<string>, veteran: string | null, lgbtq: string | null, firstGenCollege: string | null } };

export type GetSchoolOptionsQueryVariables = Exact<{
  school: string;
  limit?: number | null | undefined;
}>;


export type GetSchoolOptionsQuery = { schoolOptions: Array<{ label: string, value: string }> };

export type GetUserSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserSchoolsQuery = { user: { id: string, userProfile: { schools: Array<{ id: string, school: string, degree: string, major: string | null, gpa: string, graduationDate: string, schoolObj: { id: string, name: string, status: SchoolStatus } }> } } };

export type UpdateUserSchoolsArrayMutationVariables = Exact<{
  schools: Array<SchoolInput> | SchoolInput;
  clientMutationId: string;
}>;


export type UpdateUserSchoolsArrayMutation = { updateUserSchoolsArray: Array<{ id: string, school: string, degree: string, major: string | null, gpa: string, graduationDate: string, schoolObj: { id: string, name: string, status: SchoolStatus } }> };

export type GetCandidateConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCandidateConfigQuery = { candidateConfig: { bannerNotificationMessage: string | null, maintenanceModalContent: string | null } };

export type GetUserProfileCompletionQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserProfileCompletionQuery = { user: { id: string, userProfileCompletion: { completedSchools: boolean, completedPersonalInformation: boolean, completedResume: boolean, completedWorkPreferences: boolean } } };

export type SubmitFeedbackMutationVariables = Exact<{
  message: string;
  page?: string | null | undefined;
  clientMutationId: string;
}>;


export type SubmitFeedbackMutation = { submitFeedback: boolean };

export type DeleteResumeMutationVariables = Exact<{
  resumeId: string;
  clientMutationId: string;
}>;


export type DeleteResumeMutation = { deleteResume: boolean };

export type GetResumeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetResumeQuery = { resume: { id: string, filename: string, filesize: number, createdAt: string, updatedAt: string } | null };

export type GetGeoDataQueryVariables = Exact<{
  address: string;
}>;


export type GetGeoDataQuery = { geoData: Array<{ label: string, lat: number, lng: number }> };

export type GetUserLocationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserLocationPreferencesQuery = { userLocationPreferences: { id: string, noPreference: boolean, locations: Array<{ label: string, lat: number, lng: number }>, workStyle: { preferredStyle: string } } };

export type UpdateUserLocationPreferencesMutationVariables = Exact<{
  locations: Array<GeoLocationInput> | GeoLocationInput;
  preferredStyle: string;
  noPreference: boolean;
  clientMutationId: string;
}>;


export type UpdateUserLocationPreferencesMutation = { updateUserLocationPreferences: { id: string, noPreference: boolean, locations: Array<{ label: string, lat: number, lng: number }>, workStyle: { preferredStyle: string } } };

export type GetCandidateInvitationsQueryVariables = Exact<{
  status?: InvitationStatus | null | undefined;
}>;


export type GetCandidateInvitationsQuery = { candidateInvitations: Array<{ _id: string, status: InvitationStatus, companyName: string, createdAt: string, updatedAt: string }> };

export type GetUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserQuery = { user: { id: string, firstName: string, lastName: string, email: string, accountType: AccountType | null, hasSecondaryContactInfo: boolean, secondaryEmail: string | null, secondaryEmailVerified: boolean, linkedInUrl: string | null, phoneNumber: string | null, phoneNumberLocale: string | null, industryContext: { id: string, name: string }, accommodations: { assessmentTimerMultiplier: number } } };


export const SetAccountTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccountType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountType"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]} as unknown as DocumentNode<SetAccountTypeMutation, SetAccountTypeMutationVariables>;
export const SetSecondaryContactInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSecondaryContactInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"secondaryEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkedInUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumberLocale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSecondaryContactInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"secondaryEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"secondaryEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"linkedInUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkedInUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumberLocale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumberLocale"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecondaryContactInfo"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumberLocale"}}]}}]}}]} as unknown as DocumentNode<SetSecondaryContactInfoMutation, SetSecondaryContactInfoMutationVariables>;
export const GetUserPersonalInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUserPersonalInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalInformation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diversityOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"veteran"}},{"kind":"Field","name":{"kind":"Name","value":"lgbtq"}},{"kind":"Field","name":{"kind":"Name","value":"firstGenCollege"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetUserPersonalInformationQuery, GetUserPersonalInformationQueryVariables>;
export const UpdateUserPersonalInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserPersonalInformation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"diversityOptIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"birthYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gender"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ethnicity"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"veteran"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lgbtq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstGenCollege"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserPersonalInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"diversityOptIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"diversityOptIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"birthYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"birthYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"gender"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gender"}}},{"kind":"Argument","name":{"kind":"Name","value":"ethnicity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ethnicity"}}},{"kind":"Argument","name":{"kind":"Name","value":"veteran"},"value":{"kind":"Variable","name":{"kind":"Name","value":"veteran"}}},{"kind":"Argument","name":{"kind":"Name","value":"lgbtq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lgbtq"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstGenCollege"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstGenCollege"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diversityOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"birthYear"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"ethnicity"}},{"kind":"Field","name":{"kind":"Name","value":"veteran"}},{"kind":"Field","name":{"kind":"Name","value":"lgbtq"}},{"kind":"Field","name":{"kind":"Name","value":"firstGenCollege"}}]}}]}}]} as unknown as DocumentNode<UpdateUserPersonalInformationMutation, UpdateUserPersonalInformationMutationVariables>;
export const GetSchoolOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSchoolOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"school"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"school"},"value":{"kind":"Variable","name":{"kind":"Name","value":"school"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<GetSchoolOptionsQuery, GetSchoolOptionsQueryVariables>;
export const GetUserSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUserSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolObj"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"major"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"graduationDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetUserSchoolsQuery, GetUserSchoolsQueryVariables>;
export const UpdateUserSchoolsArrayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserSchoolsArray"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schools"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserSchoolsArray"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schools"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schools"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolObj"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"major"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"graduationDate"}}]}}]}}]} as unknown as DocumentNode<UpdateUserSchoolsArrayMutation, UpdateUserSchoolsArrayMutationVariables>;
export const GetCandidateConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCandidateConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannerNotificationMessage"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceModalContent"}}]}}]}}]} as unknown as DocumentNode<GetCandidateConfigQuery, GetCandidateConfigQueryVariables>;
export const GetUserProfileCompletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUserProfileCompletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userProfileCompletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedSchools"}},{"kind":"Field","name":{"kind":"Name","value":"completedPersonalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"completedResume"}},{"kind":"Field","name":{"kind":"Name","value":"completedWorkPreferences"}}]}}]}}]}}]} as unknown as DocumentNode<GetUserProfileCompletionQuery, GetUserProfileCompletionQueryVariables>;
export const SubmitFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}]}]}}]} as unknown as DocumentNode<SubmitFeedbackMutation, SubmitFeedbackMutationVariables>;
export const DeleteResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resumeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteResume"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resumeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resumeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}]}]}}]} as unknown as DocumentNode<DeleteResumeMutation, DeleteResumeMutationVariables>;
export const GetResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetResume"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resume"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filesize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GetResumeQuery, GetResumeQueryVariables>;
export const GetGeoDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetGeoData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geoData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]} as unknown as DocumentNode<GetGeoDataQuery, GetGeoDataQueryVariables>;
export const GetUserLocationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUserLocationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userLocationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"noPreference"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferredStyle"}}]}}]}}]}}]} as unknown as DocumentNode<GetUserLocationPreferencesQuery, GetUserLocationPreferencesQueryVariables>;
export const UpdateUserLocationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserLocationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locations"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeoLocationInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preferredStyle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noPreference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserLocationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locations"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locations"}}},{"kind":"Argument","name":{"kind":"Name","value":"preferredStyle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preferredStyle"}}},{"kind":"Argument","name":{"kind":"Name","value":"noPreference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noPreference"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientMutationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientMutationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"noPreference"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferredStyle"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserLocationPreferencesMutation, UpdateUserLocationPreferencesMutationVariables>;
export const GetCandidateInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCandidateInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GetCandidateInvitationsQuery, GetCandidateInvitationsQueryVariables>;
export const GetUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"industryContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentTimerMultiplier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasSecondaryContactInfo"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"linkedInUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumberLocale"}}]}}]}}]} as unknown as DocumentNode<GetUserQuery, GetUserQueryVariables>;