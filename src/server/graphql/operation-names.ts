/**
 * The operation names the app's GraphQL documents use (src/app, generated into src/app/gql), and
 * the outbox's batch (`OutboxBatch`, docs/decisions/044): the only values of the `operation` label
 * of GET /metrics (docs/decisions/065). Any other name, or none, is counted as "other", so a client
 * naming its queries at will cannot add series. operation-names.test.ts keeps this list equal to
 * the app's documents.
 */
import type { FastifyRequest } from 'fastify';

export const CLIENT_OPERATION_NAMES: ReadonlySet<string> = new Set([
  'AssessmentHeartbeat',
  'AssessmentSectionClose',
  'CancelChangeEmail',
  'ClaimInvitation',
  'CreateDefaultAssessments',
  'DeleteAccount',
  'DeleteResume',
  'DeleteUserLinkedInUrl',
  'DeleteUserPhoneNumber',
  'DismissChangeEmail',
  'GetAssessment',
  'GetCandidateAssessments',
  'GetCandidateConfig',
  'GetCandidateInvitations',
  'GetCompanyCandidateAssociations',
  'GetGeoData',
  'GetNextAssessmentSectionInformation',
  'GetNextAssessmentSectionQuestions',
  'GetReceipts',
  'GetRescueKey',
  'GetResume',
  'GetSchoolOptions',
  'GetSurveyDefinition',
  'GetUser',
  'GetUserBootstrap',
  'GetUserLocationPreferences',
  'GetUserPersonalInformation',
  'GetUserProfileCompletion',
  'GetUserSchools',
  'GetUserSettings',
  'GetUserSurveyAnswers',
  'InitiateChangeEmail',
  'InitiateChangeSecondaryEmail',
  'OutboxBatch',
  'RecordSectionActivity',
  'SetAccountType',
  'SetSecondaryContactInfo',
  'SetUserSurveyAnswer',
  'SetUserSurveyAnswerMultiValue',
  'SetUserSurveyComplete',
  'SignOutOtherSessions',
  'SignOutSession',
  'StartAssessment',
  'SubmitFeedback',
  'SubmitItemResponse',
  'SwapPrimaryAndSecondaryEmails',
  'UpdateCandidateInvitation',
  'UpdateCompanyCandidateAssociation',
  'UpdateUser',
  'UpdateUserLinkedInUrl',
  'UpdateUserLocationPreferences',
  'UpdateUserName',
  'UpdateUserPassword',
  'UpdateUserPersonalInformation',
  'UpdateUserPhoneNumber',
  'UpdateUserSchoolsArray',
  'UserSessions',
  'VerifyUserPassword',
]);

export const OTHER_OPERATION = 'other';

/** `query Name(`, `mutation Name {`: the first operation's name, read without parsing. */
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * The request's operation name as a label: the body's (or the URL's, for a GET) `operationName`,
 * else the name its query text gives its first operation; "other" unless the app uses that name.
 */
export function operationLabel(request: FastifyRequest): string {
  const params = (request.method === 'GET' ? request.query : request.body) as {
    operationName?: unknown;
    query?: unknown;
  } | null;
  let name = params?.operationName;
  if (typeof name !== 'string' && typeof params?.query === 'string')
    name = NAMED_OPERATION.exec(params.query.slice(0, 200))?.[1];
  return typeof name === 'string' && CLIENT_OPERATION_NAMES.has(name) ? name : OTHER_OPERATION;
}
