/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {\n    setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) {\n      id\n      accountType\n    }\n  }\n": typeof types.SetAccountTypeDocument,
    "\n  fragment ItemGroupFields on ItemGroup {\n    id\n    itemType\n    leadingText\n    headers {\n      label\n      value\n    }\n    totalPoints\n    explanation\n    items {\n      id\n      label\n      value\n      options {\n        id\n        label\n        isExclusive\n        isSelected\n        value\n        isCorrect\n      }\n    }\n  }\n": typeof types.ItemGroupFieldsFragmentDoc,
    "\n  mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {\n    assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) {\n      id\n      status\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n": typeof types.AssessmentSectionCloseDocument,
    "\n  mutation CreateDefaultAssessments($clientMutationId: ID!) {\n    createDefaultAssessments(clientMutationId: $clientMutationId) {\n      ...CandidateAssessmentFields\n    }\n  }\n": typeof types.CreateDefaultAssessmentsDocument,
    "\n  query GetAssessment($assessmentID: ID!) {\n    assessment(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      sections {\n        id\n        title\n        status\n        timerMultiplier\n      }\n    }\n  }\n": typeof types.GetAssessmentDocument,
    "\n  query GetNextAssessmentSectionInformation($assessmentID: ID!) {\n    nextAssessmentSectionInformation(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      completedSections\n      totalSections\n      timerDuration\n      timerRemaining\n      instructions\n      isInformational\n      sampleItemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n": typeof types.GetNextAssessmentSectionInformationDocument,
    "\n  query GetNextAssessmentSectionQuestions($assessmentID: ID!) {\n    nextAssessmentSectionQuestions(assessmentID: $assessmentID) {\n      id\n      status\n      completedSections\n      totalSections\n      timeRemaining\n      lateAnswerWindow\n      itemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n": typeof types.GetNextAssessmentSectionQuestionsDocument,
    "\n  mutation AssessmentHeartbeat($assessmentID: ID!) {\n    assessmentHeartbeat(assessmentID: $assessmentID) {\n      serverTime\n    }\n  }\n": typeof types.AssessmentHeartbeatDocument,
    "\n  mutation RecordSectionActivity(\n    $assessmentID: ID!\n    $activity: SectionActivityInput!\n    $clientMutationId: ID!\n  ) {\n    recordSectionActivity(\n      assessmentID: $assessmentID\n      activity: $activity\n      clientMutationId: $clientMutationId\n    ) {\n      received\n    }\n  }\n": typeof types.RecordSectionActivityDocument,
    "\n  mutation StartAssessment(\n    $assessmentID: ID!\n    $acknowledgements: AcknowledgementsInput!\n    $clientMutationId: ID!\n  ) {\n    startAssessment(\n      assessmentID: $assessmentID\n      acknowledgements: $acknowledgements\n      clientMutationId: $clientMutationId\n    ) {\n      ...CandidateAssessmentFields\n    }\n  }\n": typeof types.StartAssessmentDocument,
    "\n  mutation SubmitItemResponse(\n    $id: ID!\n    $values: [ItemResponseValue!]!\n    $timestamp: String!\n    $clientMutationId: ID!\n    $sequence: AnswerSequence\n  ) {\n    submitItemResponse(\n      id: $id\n      values: $values\n      timestamp: $timestamp\n      clientMutationId: $clientMutationId\n      sequence: $sequence\n    ) {\n      status\n      timeRemaining\n      recordedLate\n    }\n  }\n": typeof types.SubmitItemResponseDocument,
    "\n  query GetSurveyDefinition {\n    surveyDefinition {\n      id\n      version\n      fields {\n        ...SurveyFieldParts\n        fields {\n          ...SurveyFieldParts\n        }\n      }\n    }\n  }\n\n  fragment SurveyFieldParts on SurveyField {\n    id\n    type\n    label\n    description\n    properties {\n      choices {\n        id\n        label\n      }\n      allow_multiple_selection\n      vertical_alignment\n      labels {\n        left\n        right\n      }\n      min\n      max\n      questions {\n        id\n        label\n      }\n      total_points\n    }\n    validations {\n      required\n    }\n  }\n": typeof types.GetSurveyDefinitionDocument,
    "\n  mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {\n    setUserSurveyAnswer(\n      questionId: $questionId\n      value: $value\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n": typeof types.SetUserSurveyAnswerDocument,
    "\n  mutation SetUserSurveyAnswerMultiValue(\n    $questionId: ID!\n    $multiValue: [String!]!\n    $clientMutationId: ID!\n  ) {\n    setUserSurveyAnswerMultiValue(\n      questionId: $questionId\n      multiValue: $multiValue\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n": typeof types.SetUserSurveyAnswerMultiValueDocument,
    "\n  mutation SetUserSurveyComplete($clientMutationId: ID!) {\n    setUserSurveyComplete(clientMutationId: $clientMutationId) {\n      status\n      invalidAnswers {\n        questionId\n        reason\n      }\n      completeStatus\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n": typeof types.SetUserSurveyCompleteDocument,
    "\n  mutation ClaimInvitation($code: String!, $clientMutationId: ID!) {\n    claimInvitation(code: $code, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.ClaimInvitationDocument,
    "\n  query GetCompanyCandidateAssociations {\n    companyCandidateAssociations {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.GetCompanyCandidateAssociationsDocument,
    "\n  mutation UpdateCandidateInvitation($id: ID!, $status: InvitationStatus!, $clientMutationId: ID!) {\n    updateCandidateInvitation(id: $id, status: $status, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.UpdateCandidateInvitationDocument,
    "\n  mutation UpdateCompanyCandidateAssociation(\n    $id: ID!\n    $status: AssociationStatus!\n    $clientMutationId: ID!\n  ) {\n    updateCompanyCandidateAssociation(\n      id: $id\n      status: $status\n      clientMutationId: $clientMutationId\n    ) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.UpdateCompanyCandidateAssociationDocument,
    "\n  mutation SetSecondaryContactInfo(\n    $secondaryEmail: String!\n    $linkedInUrl: String\n    $phoneNumber: String\n    $phoneNumberLocale: String\n    $clientMutationId: ID!\n  ) {\n    setSecondaryContactInfo(\n      secondaryEmail: $secondaryEmail\n      linkedInUrl: $linkedInUrl\n      phoneNumber: $phoneNumber\n      phoneNumberLocale: $phoneNumberLocale\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      hasSecondaryContactInfo\n      secondaryEmail\n      secondaryEmailVerified\n      linkedInUrl\n      phoneNumber\n      phoneNumberLocale\n    }\n  }\n": typeof types.SetSecondaryContactInfoDocument,
    "\n  query GetUserPersonalInformation {\n    user {\n      id\n      userProfile {\n        personalInformation {\n          diversityOptIn\n          birthYear\n          gender\n          ethnicity\n          veteran\n          lgbtq\n          firstGenCollege\n        }\n      }\n    }\n  }\n": typeof types.GetUserPersonalInformationDocument,
    "\n  mutation UpdateUserPersonalInformation(\n    $diversityOptIn: Boolean!\n    $birthYear: Int\n    $gender: String\n    $ethnicity: [String!]\n    $veteran: String\n    $lgbtq: String\n    $firstGenCollege: String\n    $clientMutationId: ID!\n  ) {\n    updateUserPersonalInformation(\n      diversityOptIn: $diversityOptIn\n      birthYear: $birthYear\n      gender: $gender\n      ethnicity: $ethnicity\n      veteran: $veteran\n      lgbtq: $lgbtq\n      firstGenCollege: $firstGenCollege\n      clientMutationId: $clientMutationId\n    ) {\n      diversityOptIn\n      birthYear\n      gender\n      ethnicity\n      veteran\n      lgbtq\n      firstGenCollege\n    }\n  }\n": typeof types.UpdateUserPersonalInformationDocument,
    "\n  query GetSchoolOptions($school: String!, $limit: Int) {\n    schoolOptions(school: $school, limit: $limit) {\n      label\n      value\n    }\n  }\n": typeof types.GetSchoolOptionsDocument,
    "\n  query GetUserSchools {\n    user {\n      id\n      userProfile {\n        schools {\n          id\n          school\n          schoolObj {\n            id\n            name\n            status\n          }\n          degree\n          major\n          gpa\n          graduationDate\n        }\n      }\n    }\n  }\n": typeof types.GetUserSchoolsDocument,
    "\n  mutation UpdateUserSchoolsArray($schools: [SchoolInput!]!, $clientMutationId: ID!) {\n    updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) {\n      id\n      school\n      schoolObj {\n        id\n        name\n        status\n      }\n      degree\n      major\n      gpa\n      graduationDate\n    }\n  }\n": typeof types.UpdateUserSchoolsArrayDocument,
    "\n  query GetCandidateConfig {\n    candidateConfig {\n      bannerNotificationMessage\n      maintenanceModalContent\n    }\n  }\n": typeof types.GetCandidateConfigDocument,
    "\n  query GetUserProfileCompletion {\n    user {\n      id\n      userProfileCompletion {\n        completedSchools\n        completedPersonalInformation\n        completedResume\n        completedWorkPreferences\n      }\n    }\n  }\n": typeof types.GetUserProfileCompletionDocument,
    "\n  mutation SubmitFeedback($message: String!, $page: String, $clientMutationId: ID!) {\n    submitFeedback(message: $message, page: $page, clientMutationId: $clientMutationId)\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  mutation DeleteResume($resumeId: ID!, $clientMutationId: ID!) {\n    deleteResume(resumeId: $resumeId, clientMutationId: $clientMutationId)\n  }\n": typeof types.DeleteResumeDocument,
    "\n  query GetResume {\n    resume {\n      id\n      filename\n      filesize\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.GetResumeDocument,
    "\n  query GetUserSettings {\n    user {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.GetUserSettingsDocument,
    "\n  fragment UserSettingsFields on User {\n    id\n    firstName\n    lastName\n    email\n    secondaryEmail\n    secondaryEmailVerified\n    pendingSecondaryEmail\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n    settings {\n      visibility\n      changeEmail {\n        newEmail\n        emailStatus\n        initiatedAt\n        isChangeWindowOpen\n      }\n    }\n  }\n": typeof types.UserSettingsFieldsFragmentDoc,
    "\n  mutation VerifyUserPassword($password: String!, $clientMutationId: ID!) {\n    verifyUserPassword(password: $password, clientMutationId: $clientMutationId) {\n      verified\n      lastVerification\n    }\n  }\n": typeof types.VerifyUserPasswordDocument,
    "\n  mutation InitiateChangeEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.InitiateChangeEmailDocument,
    "\n  mutation CancelChangeEmail($clientMutationId: ID!) {\n    cancelChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.CancelChangeEmailDocument,
    "\n  mutation DismissChangeEmail($clientMutationId: ID!) {\n    dismissChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.DismissChangeEmailDocument,
    "\n  mutation InitiateChangeSecondaryEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeSecondaryEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.InitiateChangeSecondaryEmailDocument,
    "\n  mutation SwapPrimaryAndSecondaryEmails($clientMutationId: ID!) {\n    swapPrimaryAndSecondaryEmails(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.SwapPrimaryAndSecondaryEmailsDocument,
    "\n  mutation UpdateUserPassword(\n    $password: String!\n    $signOutOtherSessions: Boolean\n    $clientMutationId: ID!\n  ) {\n    updateUserPassword(\n      password: $password\n      signOutOtherSessions: $signOutOtherSessions\n      clientMutationId: $clientMutationId\n    )\n  }\n": typeof types.UpdateUserPasswordDocument,
    "\n  mutation DeleteAccount($reason: String, $clientMutationId: ID!) {\n    deleteAccount(reason: $reason, clientMutationId: $clientMutationId) {\n      erasureId\n      erasedAt\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation SignOutSession($sessionId: ID!, $clientMutationId: ID!) {\n    signOutSession(sessionId: $sessionId, clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions($clientMutationId: ID!) {\n    signOutOtherSessions(clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation UpdateUserName(\n    $id: ID!\n    $firstName: String!\n    $lastName: String!\n    $clientMutationId: ID!\n  ) {\n    updateUserName(\n      id: $id\n      firstName: $firstName\n      lastName: $lastName\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.UpdateUserNameDocument,
    "\n  mutation UpdateUser($visibility: Visibility, $clientMutationId: ID!) {\n    updateUser(visibility: $visibility, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation UpdateUserLinkedInUrl($linkedInUrl: String!, $clientMutationId: ID!) {\n    updateUserLinkedInUrl(linkedInUrl: $linkedInUrl, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.UpdateUserLinkedInUrlDocument,
    "\n  mutation DeleteUserLinkedInUrl($clientMutationId: ID!) {\n    deleteUserLinkedInUrl(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.DeleteUserLinkedInUrlDocument,
    "\n  mutation UpdateUserPhoneNumber($phoneNumber: String!, $locale: String!, $clientMutationId: ID!) {\n    updateUserPhoneNumber(\n      phoneNumber: $phoneNumber\n      locale: $locale\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.UpdateUserPhoneNumberDocument,
    "\n  mutation DeleteUserPhoneNumber($clientMutationId: ID!) {\n    deleteUserPhoneNumber(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": typeof types.DeleteUserPhoneNumberDocument,
    "\n  fragment UserSessionFields on UserSession {\n    id\n    device\n    signedInAt\n    lastUsedAt\n    current\n  }\n": typeof types.UserSessionFieldsFragmentDoc,
    "\n  query UserSessions {\n    userSessions {\n      ...UserSessionFields\n    }\n  }\n": typeof types.UserSessionsDocument,
    "\n  query GetGeoData($address: String!) {\n    geoData(address: $address) {\n      label\n      lat\n      lng\n    }\n  }\n": typeof types.GetGeoDataDocument,
    "\n  query GetUserLocationPreferences {\n    userLocationPreferences {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n": typeof types.GetUserLocationPreferencesDocument,
    "\n  mutation UpdateUserLocationPreferences(\n    $locations: [GeoLocationInput!]!\n    $preferredStyle: String!\n    $noPreference: Boolean!\n    $clientMutationId: ID!\n  ) {\n    updateUserLocationPreferences(\n      locations: $locations\n      preferredStyle: $preferredStyle\n      noPreference: $noPreference\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n": typeof types.UpdateUserLocationPreferencesDocument,
    "\n  query GetCandidateAssessments {\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n": typeof types.GetCandidateAssessmentsDocument,
    "\n  fragment CandidateAssessmentFields on Assessment {\n    id\n    title\n    status\n    sections {\n      id\n      title\n      status\n      timerMultiplier\n    }\n  }\n": typeof types.CandidateAssessmentFieldsFragmentDoc,
    "\n  query GetCandidateInvitations($status: InvitationStatus) {\n    candidateInvitations(status: $status) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.GetCandidateInvitationsDocument,
    "\n  query GetUserBootstrap {\n    user {\n      ...ShellUserFields\n    }\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n": typeof types.GetUserBootstrapDocument,
    "\n  query GetUserSurveyAnswers {\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n  }\n": typeof types.GetUserSurveyAnswersDocument,
    "\n  fragment UserSurveyAnswersFields on UserSurveyAnswers {\n    status\n    updatedAt\n    answers {\n      questionId\n      value\n      multiValue\n    }\n  }\n": typeof types.UserSurveyAnswersFieldsFragmentDoc,
    "\n  query GetUser {\n    user {\n      ...ShellUserFields\n    }\n  }\n": typeof types.GetUserDocument,
    "\n  fragment ShellUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    accountType\n    industryContext {\n      id\n      name\n    }\n    accommodations {\n      assessmentTimerMultiplier\n    }\n    hasSecondaryContactInfo\n    secondaryEmail\n    secondaryEmailVerified\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n  }\n": typeof types.ShellUserFieldsFragmentDoc,
    "\n  query GetReceipts {\n    receipts {\n      ...ReceiptFields\n    }\n  }\n": typeof types.GetReceiptsDocument,
    "\n  fragment ReceiptFields on Receipt {\n    payload {\n      version\n      candidateId\n      assessmentId\n      sectionId\n      closeType\n      closedAt\n      answerCount\n      answersDigest\n    }\n    signature\n    keyId\n    title\n  }\n": typeof types.ReceiptFieldsFragmentDoc,
    "\n  query GetRescueKey {\n    rescueKey\n  }\n": typeof types.GetRescueKeyDocument,
};
const documents: Documents = {
    "\n  mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {\n    setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) {\n      id\n      accountType\n    }\n  }\n": types.SetAccountTypeDocument,
    "\n  fragment ItemGroupFields on ItemGroup {\n    id\n    itemType\n    leadingText\n    headers {\n      label\n      value\n    }\n    totalPoints\n    explanation\n    items {\n      id\n      label\n      value\n      options {\n        id\n        label\n        isExclusive\n        isSelected\n        value\n        isCorrect\n      }\n    }\n  }\n": types.ItemGroupFieldsFragmentDoc,
    "\n  mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {\n    assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) {\n      id\n      status\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n": types.AssessmentSectionCloseDocument,
    "\n  mutation CreateDefaultAssessments($clientMutationId: ID!) {\n    createDefaultAssessments(clientMutationId: $clientMutationId) {\n      ...CandidateAssessmentFields\n    }\n  }\n": types.CreateDefaultAssessmentsDocument,
    "\n  query GetAssessment($assessmentID: ID!) {\n    assessment(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      sections {\n        id\n        title\n        status\n        timerMultiplier\n      }\n    }\n  }\n": types.GetAssessmentDocument,
    "\n  query GetNextAssessmentSectionInformation($assessmentID: ID!) {\n    nextAssessmentSectionInformation(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      completedSections\n      totalSections\n      timerDuration\n      timerRemaining\n      instructions\n      isInformational\n      sampleItemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n": types.GetNextAssessmentSectionInformationDocument,
    "\n  query GetNextAssessmentSectionQuestions($assessmentID: ID!) {\n    nextAssessmentSectionQuestions(assessmentID: $assessmentID) {\n      id\n      status\n      completedSections\n      totalSections\n      timeRemaining\n      lateAnswerWindow\n      itemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n": types.GetNextAssessmentSectionQuestionsDocument,
    "\n  mutation AssessmentHeartbeat($assessmentID: ID!) {\n    assessmentHeartbeat(assessmentID: $assessmentID) {\n      serverTime\n    }\n  }\n": types.AssessmentHeartbeatDocument,
    "\n  mutation RecordSectionActivity(\n    $assessmentID: ID!\n    $activity: SectionActivityInput!\n    $clientMutationId: ID!\n  ) {\n    recordSectionActivity(\n      assessmentID: $assessmentID\n      activity: $activity\n      clientMutationId: $clientMutationId\n    ) {\n      received\n    }\n  }\n": types.RecordSectionActivityDocument,
    "\n  mutation StartAssessment(\n    $assessmentID: ID!\n    $acknowledgements: AcknowledgementsInput!\n    $clientMutationId: ID!\n  ) {\n    startAssessment(\n      assessmentID: $assessmentID\n      acknowledgements: $acknowledgements\n      clientMutationId: $clientMutationId\n    ) {\n      ...CandidateAssessmentFields\n    }\n  }\n": types.StartAssessmentDocument,
    "\n  mutation SubmitItemResponse(\n    $id: ID!\n    $values: [ItemResponseValue!]!\n    $timestamp: String!\n    $clientMutationId: ID!\n    $sequence: AnswerSequence\n  ) {\n    submitItemResponse(\n      id: $id\n      values: $values\n      timestamp: $timestamp\n      clientMutationId: $clientMutationId\n      sequence: $sequence\n    ) {\n      status\n      timeRemaining\n      recordedLate\n    }\n  }\n": types.SubmitItemResponseDocument,
    "\n  query GetSurveyDefinition {\n    surveyDefinition {\n      id\n      version\n      fields {\n        ...SurveyFieldParts\n        fields {\n          ...SurveyFieldParts\n        }\n      }\n    }\n  }\n\n  fragment SurveyFieldParts on SurveyField {\n    id\n    type\n    label\n    description\n    properties {\n      choices {\n        id\n        label\n      }\n      allow_multiple_selection\n      vertical_alignment\n      labels {\n        left\n        right\n      }\n      min\n      max\n      questions {\n        id\n        label\n      }\n      total_points\n    }\n    validations {\n      required\n    }\n  }\n": types.GetSurveyDefinitionDocument,
    "\n  mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {\n    setUserSurveyAnswer(\n      questionId: $questionId\n      value: $value\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n": types.SetUserSurveyAnswerDocument,
    "\n  mutation SetUserSurveyAnswerMultiValue(\n    $questionId: ID!\n    $multiValue: [String!]!\n    $clientMutationId: ID!\n  ) {\n    setUserSurveyAnswerMultiValue(\n      questionId: $questionId\n      multiValue: $multiValue\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n": types.SetUserSurveyAnswerMultiValueDocument,
    "\n  mutation SetUserSurveyComplete($clientMutationId: ID!) {\n    setUserSurveyComplete(clientMutationId: $clientMutationId) {\n      status\n      invalidAnswers {\n        questionId\n        reason\n      }\n      completeStatus\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n": types.SetUserSurveyCompleteDocument,
    "\n  mutation ClaimInvitation($code: String!, $clientMutationId: ID!) {\n    claimInvitation(code: $code, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": types.ClaimInvitationDocument,
    "\n  query GetCompanyCandidateAssociations {\n    companyCandidateAssociations {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": types.GetCompanyCandidateAssociationsDocument,
    "\n  mutation UpdateCandidateInvitation($id: ID!, $status: InvitationStatus!, $clientMutationId: ID!) {\n    updateCandidateInvitation(id: $id, status: $status, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": types.UpdateCandidateInvitationDocument,
    "\n  mutation UpdateCompanyCandidateAssociation(\n    $id: ID!\n    $status: AssociationStatus!\n    $clientMutationId: ID!\n  ) {\n    updateCompanyCandidateAssociation(\n      id: $id\n      status: $status\n      clientMutationId: $clientMutationId\n    ) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": types.UpdateCompanyCandidateAssociationDocument,
    "\n  mutation SetSecondaryContactInfo(\n    $secondaryEmail: String!\n    $linkedInUrl: String\n    $phoneNumber: String\n    $phoneNumberLocale: String\n    $clientMutationId: ID!\n  ) {\n    setSecondaryContactInfo(\n      secondaryEmail: $secondaryEmail\n      linkedInUrl: $linkedInUrl\n      phoneNumber: $phoneNumber\n      phoneNumberLocale: $phoneNumberLocale\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      hasSecondaryContactInfo\n      secondaryEmail\n      secondaryEmailVerified\n      linkedInUrl\n      phoneNumber\n      phoneNumberLocale\n    }\n  }\n": types.SetSecondaryContactInfoDocument,
    "\n  query GetUserPersonalInformation {\n    user {\n      id\n      userProfile {\n        personalInformation {\n          diversityOptIn\n          birthYear\n          gender\n          ethnicity\n          veteran\n          lgbtq\n          firstGenCollege\n        }\n      }\n    }\n  }\n": types.GetUserPersonalInformationDocument,
    "\n  mutation UpdateUserPersonalInformation(\n    $diversityOptIn: Boolean!\n    $birthYear: Int\n    $gender: String\n    $ethnicity: [String!]\n    $veteran: String\n    $lgbtq: String\n    $firstGenCollege: String\n    $clientMutationId: ID!\n  ) {\n    updateUserPersonalInformation(\n      diversityOptIn: $diversityOptIn\n      birthYear: $birthYear\n      gender: $gender\n      ethnicity: $ethnicity\n      veteran: $veteran\n      lgbtq: $lgbtq\n      firstGenCollege: $firstGenCollege\n      clientMutationId: $clientMutationId\n    ) {\n      diversityOptIn\n      birthYear\n      gender\n      ethnicity\n      veteran\n      lgbtq\n      firstGenCollege\n    }\n  }\n": types.UpdateUserPersonalInformationDocument,
    "\n  query GetSchoolOptions($school: String!, $limit: Int) {\n    schoolOptions(school: $school, limit: $limit) {\n      label\n      value\n    }\n  }\n": types.GetSchoolOptionsDocument,
    "\n  query GetUserSchools {\n    user {\n      id\n      userProfile {\n        schools {\n          id\n          school\n          schoolObj {\n            id\n            name\n            status\n          }\n          degree\n          major\n          gpa\n          graduationDate\n        }\n      }\n    }\n  }\n": types.GetUserSchoolsDocument,
    "\n  mutation UpdateUserSchoolsArray($schools: [SchoolInput!]!, $clientMutationId: ID!) {\n    updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) {\n      id\n      school\n      schoolObj {\n        id\n        name\n        status\n      }\n      degree\n      major\n      gpa\n      graduationDate\n    }\n  }\n": types.UpdateUserSchoolsArrayDocument,
    "\n  query GetCandidateConfig {\n    candidateConfig {\n      bannerNotificationMessage\n      maintenanceModalContent\n    }\n  }\n": types.GetCandidateConfigDocument,
    "\n  query GetUserProfileCompletion {\n    user {\n      id\n      userProfileCompletion {\n        completedSchools\n        completedPersonalInformation\n        completedResume\n        completedWorkPreferences\n      }\n    }\n  }\n": types.GetUserProfileCompletionDocument,
    "\n  mutation SubmitFeedback($message: String!, $page: String, $clientMutationId: ID!) {\n    submitFeedback(message: $message, page: $page, clientMutationId: $clientMutationId)\n  }\n": types.SubmitFeedbackDocument,
    "\n  mutation DeleteResume($resumeId: ID!, $clientMutationId: ID!) {\n    deleteResume(resumeId: $resumeId, clientMutationId: $clientMutationId)\n  }\n": types.DeleteResumeDocument,
    "\n  query GetResume {\n    resume {\n      id\n      filename\n      filesize\n      createdAt\n      updatedAt\n    }\n  }\n": types.GetResumeDocument,
    "\n  query GetUserSettings {\n    user {\n      ...UserSettingsFields\n    }\n  }\n": types.GetUserSettingsDocument,
    "\n  fragment UserSettingsFields on User {\n    id\n    firstName\n    lastName\n    email\n    secondaryEmail\n    secondaryEmailVerified\n    pendingSecondaryEmail\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n    settings {\n      visibility\n      changeEmail {\n        newEmail\n        emailStatus\n        initiatedAt\n        isChangeWindowOpen\n      }\n    }\n  }\n": types.UserSettingsFieldsFragmentDoc,
    "\n  mutation VerifyUserPassword($password: String!, $clientMutationId: ID!) {\n    verifyUserPassword(password: $password, clientMutationId: $clientMutationId) {\n      verified\n      lastVerification\n    }\n  }\n": types.VerifyUserPasswordDocument,
    "\n  mutation InitiateChangeEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.InitiateChangeEmailDocument,
    "\n  mutation CancelChangeEmail($clientMutationId: ID!) {\n    cancelChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.CancelChangeEmailDocument,
    "\n  mutation DismissChangeEmail($clientMutationId: ID!) {\n    dismissChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.DismissChangeEmailDocument,
    "\n  mutation InitiateChangeSecondaryEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeSecondaryEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.InitiateChangeSecondaryEmailDocument,
    "\n  mutation SwapPrimaryAndSecondaryEmails($clientMutationId: ID!) {\n    swapPrimaryAndSecondaryEmails(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.SwapPrimaryAndSecondaryEmailsDocument,
    "\n  mutation UpdateUserPassword(\n    $password: String!\n    $signOutOtherSessions: Boolean\n    $clientMutationId: ID!\n  ) {\n    updateUserPassword(\n      password: $password\n      signOutOtherSessions: $signOutOtherSessions\n      clientMutationId: $clientMutationId\n    )\n  }\n": types.UpdateUserPasswordDocument,
    "\n  mutation DeleteAccount($reason: String, $clientMutationId: ID!) {\n    deleteAccount(reason: $reason, clientMutationId: $clientMutationId) {\n      erasureId\n      erasedAt\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation SignOutSession($sessionId: ID!, $clientMutationId: ID!) {\n    signOutSession(sessionId: $sessionId, clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n": types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions($clientMutationId: ID!) {\n    signOutOtherSessions(clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation UpdateUserName(\n    $id: ID!\n    $firstName: String!\n    $lastName: String!\n    $clientMutationId: ID!\n  ) {\n    updateUserName(\n      id: $id\n      firstName: $firstName\n      lastName: $lastName\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n": types.UpdateUserNameDocument,
    "\n  mutation UpdateUser($visibility: Visibility, $clientMutationId: ID!) {\n    updateUser(visibility: $visibility, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation UpdateUserLinkedInUrl($linkedInUrl: String!, $clientMutationId: ID!) {\n    updateUserLinkedInUrl(linkedInUrl: $linkedInUrl, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.UpdateUserLinkedInUrlDocument,
    "\n  mutation DeleteUserLinkedInUrl($clientMutationId: ID!) {\n    deleteUserLinkedInUrl(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.DeleteUserLinkedInUrlDocument,
    "\n  mutation UpdateUserPhoneNumber($phoneNumber: String!, $locale: String!, $clientMutationId: ID!) {\n    updateUserPhoneNumber(\n      phoneNumber: $phoneNumber\n      locale: $locale\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n": types.UpdateUserPhoneNumberDocument,
    "\n  mutation DeleteUserPhoneNumber($clientMutationId: ID!) {\n    deleteUserPhoneNumber(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n": types.DeleteUserPhoneNumberDocument,
    "\n  fragment UserSessionFields on UserSession {\n    id\n    device\n    signedInAt\n    lastUsedAt\n    current\n  }\n": types.UserSessionFieldsFragmentDoc,
    "\n  query UserSessions {\n    userSessions {\n      ...UserSessionFields\n    }\n  }\n": types.UserSessionsDocument,
    "\n  query GetGeoData($address: String!) {\n    geoData(address: $address) {\n      label\n      lat\n      lng\n    }\n  }\n": types.GetGeoDataDocument,
    "\n  query GetUserLocationPreferences {\n    userLocationPreferences {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n": types.GetUserLocationPreferencesDocument,
    "\n  mutation UpdateUserLocationPreferences(\n    $locations: [GeoLocationInput!]!\n    $preferredStyle: String!\n    $noPreference: Boolean!\n    $clientMutationId: ID!\n  ) {\n    updateUserLocationPreferences(\n      locations: $locations\n      preferredStyle: $preferredStyle\n      noPreference: $noPreference\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n": types.UpdateUserLocationPreferencesDocument,
    "\n  query GetCandidateAssessments {\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n": types.GetCandidateAssessmentsDocument,
    "\n  fragment CandidateAssessmentFields on Assessment {\n    id\n    title\n    status\n    sections {\n      id\n      title\n      status\n      timerMultiplier\n    }\n  }\n": types.CandidateAssessmentFieldsFragmentDoc,
    "\n  query GetCandidateInvitations($status: InvitationStatus) {\n    candidateInvitations(status: $status) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n": types.GetCandidateInvitationsDocument,
    "\n  query GetUserBootstrap {\n    user {\n      ...ShellUserFields\n    }\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n": types.GetUserBootstrapDocument,
    "\n  query GetUserSurveyAnswers {\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n  }\n": types.GetUserSurveyAnswersDocument,
    "\n  fragment UserSurveyAnswersFields on UserSurveyAnswers {\n    status\n    updatedAt\n    answers {\n      questionId\n      value\n      multiValue\n    }\n  }\n": types.UserSurveyAnswersFieldsFragmentDoc,
    "\n  query GetUser {\n    user {\n      ...ShellUserFields\n    }\n  }\n": types.GetUserDocument,
    "\n  fragment ShellUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    accountType\n    industryContext {\n      id\n      name\n    }\n    accommodations {\n      assessmentTimerMultiplier\n    }\n    hasSecondaryContactInfo\n    secondaryEmail\n    secondaryEmailVerified\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n  }\n": types.ShellUserFieldsFragmentDoc,
    "\n  query GetReceipts {\n    receipts {\n      ...ReceiptFields\n    }\n  }\n": types.GetReceiptsDocument,
    "\n  fragment ReceiptFields on Receipt {\n    payload {\n      version\n      candidateId\n      assessmentId\n      sectionId\n      closeType\n      closedAt\n      answerCount\n      answersDigest\n    }\n    signature\n    keyId\n    title\n  }\n": types.ReceiptFieldsFragmentDoc,
    "\n  query GetRescueKey {\n    rescueKey\n  }\n": types.GetRescueKeyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {\n    setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) {\n      id\n      accountType\n    }\n  }\n"): (typeof documents)["\n  mutation SetAccountType($accountType: AccountType!, $clientMutationId: ID!) {\n    setAccountType(accountType: $accountType, clientMutationId: $clientMutationId) {\n      id\n      accountType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemGroupFields on ItemGroup {\n    id\n    itemType\n    leadingText\n    headers {\n      label\n      value\n    }\n    totalPoints\n    explanation\n    items {\n      id\n      label\n      value\n      options {\n        id\n        label\n        isExclusive\n        isSelected\n        value\n        isCorrect\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ItemGroupFields on ItemGroup {\n    id\n    itemType\n    leadingText\n    headers {\n      label\n      value\n    }\n    totalPoints\n    explanation\n    items {\n      id\n      label\n      value\n      options {\n        id\n        label\n        isExclusive\n        isSelected\n        value\n        isCorrect\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {\n    assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) {\n      id\n      status\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {\n    assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) {\n      id\n      status\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDefaultAssessments($clientMutationId: ID!) {\n    createDefaultAssessments(clientMutationId: $clientMutationId) {\n      ...CandidateAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDefaultAssessments($clientMutationId: ID!) {\n    createDefaultAssessments(clientMutationId: $clientMutationId) {\n      ...CandidateAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAssessment($assessmentID: ID!) {\n    assessment(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      sections {\n        id\n        title\n        status\n        timerMultiplier\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAssessment($assessmentID: ID!) {\n    assessment(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      sections {\n        id\n        title\n        status\n        timerMultiplier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNextAssessmentSectionInformation($assessmentID: ID!) {\n    nextAssessmentSectionInformation(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      completedSections\n      totalSections\n      timerDuration\n      timerRemaining\n      instructions\n      isInformational\n      sampleItemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetNextAssessmentSectionInformation($assessmentID: ID!) {\n    nextAssessmentSectionInformation(assessmentID: $assessmentID) {\n      id\n      title\n      status\n      completedSections\n      totalSections\n      timerDuration\n      timerRemaining\n      instructions\n      isInformational\n      sampleItemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetNextAssessmentSectionQuestions($assessmentID: ID!) {\n    nextAssessmentSectionQuestions(assessmentID: $assessmentID) {\n      id\n      status\n      completedSections\n      totalSections\n      timeRemaining\n      lateAnswerWindow\n      itemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetNextAssessmentSectionQuestions($assessmentID: ID!) {\n    nextAssessmentSectionQuestions(assessmentID: $assessmentID) {\n      id\n      status\n      completedSections\n      totalSections\n      timeRemaining\n      lateAnswerWindow\n      itemGroups {\n        ...ItemGroupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssessmentHeartbeat($assessmentID: ID!) {\n    assessmentHeartbeat(assessmentID: $assessmentID) {\n      serverTime\n    }\n  }\n"): (typeof documents)["\n  mutation AssessmentHeartbeat($assessmentID: ID!) {\n    assessmentHeartbeat(assessmentID: $assessmentID) {\n      serverTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSectionActivity(\n    $assessmentID: ID!\n    $activity: SectionActivityInput!\n    $clientMutationId: ID!\n  ) {\n    recordSectionActivity(\n      assessmentID: $assessmentID\n      activity: $activity\n      clientMutationId: $clientMutationId\n    ) {\n      received\n    }\n  }\n"): (typeof documents)["\n  mutation RecordSectionActivity(\n    $assessmentID: ID!\n    $activity: SectionActivityInput!\n    $clientMutationId: ID!\n  ) {\n    recordSectionActivity(\n      assessmentID: $assessmentID\n      activity: $activity\n      clientMutationId: $clientMutationId\n    ) {\n      received\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAssessment(\n    $assessmentID: ID!\n    $acknowledgements: AcknowledgementsInput!\n    $clientMutationId: ID!\n  ) {\n    startAssessment(\n      assessmentID: $assessmentID\n      acknowledgements: $acknowledgements\n      clientMutationId: $clientMutationId\n    ) {\n      ...CandidateAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartAssessment(\n    $assessmentID: ID!\n    $acknowledgements: AcknowledgementsInput!\n    $clientMutationId: ID!\n  ) {\n    startAssessment(\n      assessmentID: $assessmentID\n      acknowledgements: $acknowledgements\n      clientMutationId: $clientMutationId\n    ) {\n      ...CandidateAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitItemResponse(\n    $id: ID!\n    $values: [ItemResponseValue!]!\n    $timestamp: String!\n    $clientMutationId: ID!\n    $sequence: AnswerSequence\n  ) {\n    submitItemResponse(\n      id: $id\n      values: $values\n      timestamp: $timestamp\n      clientMutationId: $clientMutationId\n      sequence: $sequence\n    ) {\n      status\n      timeRemaining\n      recordedLate\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitItemResponse(\n    $id: ID!\n    $values: [ItemResponseValue!]!\n    $timestamp: String!\n    $clientMutationId: ID!\n    $sequence: AnswerSequence\n  ) {\n    submitItemResponse(\n      id: $id\n      values: $values\n      timestamp: $timestamp\n      clientMutationId: $clientMutationId\n      sequence: $sequence\n    ) {\n      status\n      timeRemaining\n      recordedLate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSurveyDefinition {\n    surveyDefinition {\n      id\n      version\n      fields {\n        ...SurveyFieldParts\n        fields {\n          ...SurveyFieldParts\n        }\n      }\n    }\n  }\n\n  fragment SurveyFieldParts on SurveyField {\n    id\n    type\n    label\n    description\n    properties {\n      choices {\n        id\n        label\n      }\n      allow_multiple_selection\n      vertical_alignment\n      labels {\n        left\n        right\n      }\n      min\n      max\n      questions {\n        id\n        label\n      }\n      total_points\n    }\n    validations {\n      required\n    }\n  }\n"): (typeof documents)["\n  query GetSurveyDefinition {\n    surveyDefinition {\n      id\n      version\n      fields {\n        ...SurveyFieldParts\n        fields {\n          ...SurveyFieldParts\n        }\n      }\n    }\n  }\n\n  fragment SurveyFieldParts on SurveyField {\n    id\n    type\n    label\n    description\n    properties {\n      choices {\n        id\n        label\n      }\n      allow_multiple_selection\n      vertical_alignment\n      labels {\n        left\n        right\n      }\n      min\n      max\n      questions {\n        id\n        label\n      }\n      total_points\n    }\n    validations {\n      required\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {\n    setUserSurveyAnswer(\n      questionId: $questionId\n      value: $value\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {\n    setUserSurveyAnswer(\n      questionId: $questionId\n      value: $value\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserSurveyAnswerMultiValue(\n    $questionId: ID!\n    $multiValue: [String!]!\n    $clientMutationId: ID!\n  ) {\n    setUserSurveyAnswerMultiValue(\n      questionId: $questionId\n      multiValue: $multiValue\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserSurveyAnswerMultiValue(\n    $questionId: ID!\n    $multiValue: [String!]!\n    $clientMutationId: ID!\n  ) {\n    setUserSurveyAnswerMultiValue(\n      questionId: $questionId\n      multiValue: $multiValue\n      clientMutationId: $clientMutationId\n    ) {\n      questionId\n      value\n      multiValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserSurveyComplete($clientMutationId: ID!) {\n    setUserSurveyComplete(clientMutationId: $clientMutationId) {\n      status\n      invalidAnswers {\n        questionId\n        reason\n      }\n      completeStatus\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserSurveyComplete($clientMutationId: ID!) {\n    setUserSurveyComplete(clientMutationId: $clientMutationId) {\n      status\n      invalidAnswers {\n        questionId\n        reason\n      }\n      completeStatus\n      receipt {\n        ...ReceiptFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimInvitation($code: String!, $clientMutationId: ID!) {\n    claimInvitation(code: $code, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimInvitation($code: String!, $clientMutationId: ID!) {\n    claimInvitation(code: $code, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCompanyCandidateAssociations {\n    companyCandidateAssociations {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query GetCompanyCandidateAssociations {\n    companyCandidateAssociations {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCandidateInvitation($id: ID!, $status: InvitationStatus!, $clientMutationId: ID!) {\n    updateCandidateInvitation(id: $id, status: $status, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCandidateInvitation($id: ID!, $status: InvitationStatus!, $clientMutationId: ID!) {\n    updateCandidateInvitation(id: $id, status: $status, clientMutationId: $clientMutationId) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyCandidateAssociation(\n    $id: ID!\n    $status: AssociationStatus!\n    $clientMutationId: ID!\n  ) {\n    updateCompanyCandidateAssociation(\n      id: $id\n      status: $status\n      clientMutationId: $clientMutationId\n    ) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyCandidateAssociation(\n    $id: ID!\n    $status: AssociationStatus!\n    $clientMutationId: ID!\n  ) {\n    updateCompanyCandidateAssociation(\n      id: $id\n      status: $status\n      clientMutationId: $clientMutationId\n    ) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSecondaryContactInfo(\n    $secondaryEmail: String!\n    $linkedInUrl: String\n    $phoneNumber: String\n    $phoneNumberLocale: String\n    $clientMutationId: ID!\n  ) {\n    setSecondaryContactInfo(\n      secondaryEmail: $secondaryEmail\n      linkedInUrl: $linkedInUrl\n      phoneNumber: $phoneNumber\n      phoneNumberLocale: $phoneNumberLocale\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      hasSecondaryContactInfo\n      secondaryEmail\n      secondaryEmailVerified\n      linkedInUrl\n      phoneNumber\n      phoneNumberLocale\n    }\n  }\n"): (typeof documents)["\n  mutation SetSecondaryContactInfo(\n    $secondaryEmail: String!\n    $linkedInUrl: String\n    $phoneNumber: String\n    $phoneNumberLocale: String\n    $clientMutationId: ID!\n  ) {\n    setSecondaryContactInfo(\n      secondaryEmail: $secondaryEmail\n      linkedInUrl: $linkedInUrl\n      phoneNumber: $phoneNumber\n      phoneNumberLocale: $phoneNumberLocale\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      hasSecondaryContactInfo\n      secondaryEmail\n      secondaryEmailVerified\n      linkedInUrl\n      phoneNumber\n      phoneNumberLocale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserPersonalInformation {\n    user {\n      id\n      userProfile {\n        personalInformation {\n          diversityOptIn\n          birthYear\n          gender\n          ethnicity\n          veteran\n          lgbtq\n          firstGenCollege\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetUserPersonalInformation {\n    user {\n      id\n      userProfile {\n        personalInformation {\n          diversityOptIn\n          birthYear\n          gender\n          ethnicity\n          veteran\n          lgbtq\n          firstGenCollege\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserPersonalInformation(\n    $diversityOptIn: Boolean!\n    $birthYear: Int\n    $gender: String\n    $ethnicity: [String!]\n    $veteran: String\n    $lgbtq: String\n    $firstGenCollege: String\n    $clientMutationId: ID!\n  ) {\n    updateUserPersonalInformation(\n      diversityOptIn: $diversityOptIn\n      birthYear: $birthYear\n      gender: $gender\n      ethnicity: $ethnicity\n      veteran: $veteran\n      lgbtq: $lgbtq\n      firstGenCollege: $firstGenCollege\n      clientMutationId: $clientMutationId\n    ) {\n      diversityOptIn\n      birthYear\n      gender\n      ethnicity\n      veteran\n      lgbtq\n      firstGenCollege\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserPersonalInformation(\n    $diversityOptIn: Boolean!\n    $birthYear: Int\n    $gender: String\n    $ethnicity: [String!]\n    $veteran: String\n    $lgbtq: String\n    $firstGenCollege: String\n    $clientMutationId: ID!\n  ) {\n    updateUserPersonalInformation(\n      diversityOptIn: $diversityOptIn\n      birthYear: $birthYear\n      gender: $gender\n      ethnicity: $ethnicity\n      veteran: $veteran\n      lgbtq: $lgbtq\n      firstGenCollege: $firstGenCollege\n      clientMutationId: $clientMutationId\n    ) {\n      diversityOptIn\n      birthYear\n      gender\n      ethnicity\n      veteran\n      lgbtq\n      firstGenCollege\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSchoolOptions($school: String!, $limit: Int) {\n    schoolOptions(school: $school, limit: $limit) {\n      label\n      value\n    }\n  }\n"): (typeof documents)["\n  query GetSchoolOptions($school: String!, $limit: Int) {\n    schoolOptions(school: $school, limit: $limit) {\n      label\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserSchools {\n    user {\n      id\n      userProfile {\n        schools {\n          id\n          school\n          schoolObj {\n            id\n            name\n            status\n          }\n          degree\n          major\n          gpa\n          graduationDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetUserSchools {\n    user {\n      id\n      userProfile {\n        schools {\n          id\n          school\n          schoolObj {\n            id\n            name\n            status\n          }\n          degree\n          major\n          gpa\n          graduationDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserSchoolsArray($schools: [SchoolInput!]!, $clientMutationId: ID!) {\n    updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) {\n      id\n      school\n      schoolObj {\n        id\n        name\n        status\n      }\n      degree\n      major\n      gpa\n      graduationDate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserSchoolsArray($schools: [SchoolInput!]!, $clientMutationId: ID!) {\n    updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) {\n      id\n      school\n      schoolObj {\n        id\n        name\n        status\n      }\n      degree\n      major\n      gpa\n      graduationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCandidateConfig {\n    candidateConfig {\n      bannerNotificationMessage\n      maintenanceModalContent\n    }\n  }\n"): (typeof documents)["\n  query GetCandidateConfig {\n    candidateConfig {\n      bannerNotificationMessage\n      maintenanceModalContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserProfileCompletion {\n    user {\n      id\n      userProfileCompletion {\n        completedSchools\n        completedPersonalInformation\n        completedResume\n        completedWorkPreferences\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetUserProfileCompletion {\n    user {\n      id\n      userProfileCompletion {\n        completedSchools\n        completedPersonalInformation\n        completedResume\n        completedWorkPreferences\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($message: String!, $page: String, $clientMutationId: ID!) {\n    submitFeedback(message: $message, page: $page, clientMutationId: $clientMutationId)\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($message: String!, $page: String, $clientMutationId: ID!) {\n    submitFeedback(message: $message, page: $page, clientMutationId: $clientMutationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResume($resumeId: ID!, $clientMutationId: ID!) {\n    deleteResume(resumeId: $resumeId, clientMutationId: $clientMutationId)\n  }\n"): (typeof documents)["\n  mutation DeleteResume($resumeId: ID!, $clientMutationId: ID!) {\n    deleteResume(resumeId: $resumeId, clientMutationId: $clientMutationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetResume {\n    resume {\n      id\n      filename\n      filesize\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query GetResume {\n    resume {\n      id\n      filename\n      filesize\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserSettings {\n    user {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query GetUserSettings {\n    user {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserSettingsFields on User {\n    id\n    firstName\n    lastName\n    email\n    secondaryEmail\n    secondaryEmailVerified\n    pendingSecondaryEmail\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n    settings {\n      visibility\n      changeEmail {\n        newEmail\n        emailStatus\n        initiatedAt\n        isChangeWindowOpen\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UserSettingsFields on User {\n    id\n    firstName\n    lastName\n    email\n    secondaryEmail\n    secondaryEmailVerified\n    pendingSecondaryEmail\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n    settings {\n      visibility\n      changeEmail {\n        newEmail\n        emailStatus\n        initiatedAt\n        isChangeWindowOpen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyUserPassword($password: String!, $clientMutationId: ID!) {\n    verifyUserPassword(password: $password, clientMutationId: $clientMutationId) {\n      verified\n      lastVerification\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyUserPassword($password: String!, $clientMutationId: ID!) {\n    verifyUserPassword(password: $password, clientMutationId: $clientMutationId) {\n      verified\n      lastVerification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InitiateChangeEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation InitiateChangeEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelChangeEmail($clientMutationId: ID!) {\n    cancelChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelChangeEmail($clientMutationId: ID!) {\n    cancelChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissChangeEmail($clientMutationId: ID!) {\n    dismissChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation DismissChangeEmail($clientMutationId: ID!) {\n    dismissChangeEmail(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InitiateChangeSecondaryEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeSecondaryEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation InitiateChangeSecondaryEmail($email: String!, $clientMutationId: ID!) {\n    initiateChangeSecondaryEmail(email: $email, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwapPrimaryAndSecondaryEmails($clientMutationId: ID!) {\n    swapPrimaryAndSecondaryEmails(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SwapPrimaryAndSecondaryEmails($clientMutationId: ID!) {\n    swapPrimaryAndSecondaryEmails(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserPassword(\n    $password: String!\n    $signOutOtherSessions: Boolean\n    $clientMutationId: ID!\n  ) {\n    updateUserPassword(\n      password: $password\n      signOutOtherSessions: $signOutOtherSessions\n      clientMutationId: $clientMutationId\n    )\n  }\n"): (typeof documents)["\n  mutation UpdateUserPassword(\n    $password: String!\n    $signOutOtherSessions: Boolean\n    $clientMutationId: ID!\n  ) {\n    updateUserPassword(\n      password: $password\n      signOutOtherSessions: $signOutOtherSessions\n      clientMutationId: $clientMutationId\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($reason: String, $clientMutationId: ID!) {\n    deleteAccount(reason: $reason, clientMutationId: $clientMutationId) {\n      erasureId\n      erasedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($reason: String, $clientMutationId: ID!) {\n    deleteAccount(reason: $reason, clientMutationId: $clientMutationId) {\n      erasureId\n      erasedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($sessionId: ID!, $clientMutationId: ID!) {\n    signOutSession(sessionId: $sessionId, clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutSession($sessionId: ID!, $clientMutationId: ID!) {\n    signOutSession(sessionId: $sessionId, clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions($clientMutationId: ID!) {\n    signOutOtherSessions(clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions($clientMutationId: ID!) {\n    signOutOtherSessions(clientMutationId: $clientMutationId) {\n      ...UserSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserName(\n    $id: ID!\n    $firstName: String!\n    $lastName: String!\n    $clientMutationId: ID!\n  ) {\n    updateUserName(\n      id: $id\n      firstName: $firstName\n      lastName: $lastName\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserName(\n    $id: ID!\n    $firstName: String!\n    $lastName: String!\n    $clientMutationId: ID!\n  ) {\n    updateUserName(\n      id: $id\n      firstName: $firstName\n      lastName: $lastName\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($visibility: Visibility, $clientMutationId: ID!) {\n    updateUser(visibility: $visibility, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($visibility: Visibility, $clientMutationId: ID!) {\n    updateUser(visibility: $visibility, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserLinkedInUrl($linkedInUrl: String!, $clientMutationId: ID!) {\n    updateUserLinkedInUrl(linkedInUrl: $linkedInUrl, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserLinkedInUrl($linkedInUrl: String!, $clientMutationId: ID!) {\n    updateUserLinkedInUrl(linkedInUrl: $linkedInUrl, clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserLinkedInUrl($clientMutationId: ID!) {\n    deleteUserLinkedInUrl(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUserLinkedInUrl($clientMutationId: ID!) {\n    deleteUserLinkedInUrl(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserPhoneNumber($phoneNumber: String!, $locale: String!, $clientMutationId: ID!) {\n    updateUserPhoneNumber(\n      phoneNumber: $phoneNumber\n      locale: $locale\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserPhoneNumber($phoneNumber: String!, $locale: String!, $clientMutationId: ID!) {\n    updateUserPhoneNumber(\n      phoneNumber: $phoneNumber\n      locale: $locale\n      clientMutationId: $clientMutationId\n    ) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserPhoneNumber($clientMutationId: ID!) {\n    deleteUserPhoneNumber(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUserPhoneNumber($clientMutationId: ID!) {\n    deleteUserPhoneNumber(clientMutationId: $clientMutationId) {\n      ...UserSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserSessionFields on UserSession {\n    id\n    device\n    signedInAt\n    lastUsedAt\n    current\n  }\n"): (typeof documents)["\n  fragment UserSessionFields on UserSession {\n    id\n    device\n    signedInAt\n    lastUsedAt\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSessions {\n    userSessions {\n      ...UserSessionFields\n    }\n  }\n"): (typeof documents)["\n  query UserSessions {\n    userSessions {\n      ...UserSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetGeoData($address: String!) {\n    geoData(address: $address) {\n      label\n      lat\n      lng\n    }\n  }\n"): (typeof documents)["\n  query GetGeoData($address: String!) {\n    geoData(address: $address) {\n      label\n      lat\n      lng\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserLocationPreferences {\n    userLocationPreferences {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetUserLocationPreferences {\n    userLocationPreferences {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserLocationPreferences(\n    $locations: [GeoLocationInput!]!\n    $preferredStyle: String!\n    $noPreference: Boolean!\n    $clientMutationId: ID!\n  ) {\n    updateUserLocationPreferences(\n      locations: $locations\n      preferredStyle: $preferredStyle\n      noPreference: $noPreference\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserLocationPreferences(\n    $locations: [GeoLocationInput!]!\n    $preferredStyle: String!\n    $noPreference: Boolean!\n    $clientMutationId: ID!\n  ) {\n    updateUserLocationPreferences(\n      locations: $locations\n      preferredStyle: $preferredStyle\n      noPreference: $noPreference\n      clientMutationId: $clientMutationId\n    ) {\n      id\n      noPreference\n      locations {\n        label\n        lat\n        lng\n      }\n      workStyle {\n        preferredStyle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCandidateAssessments {\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  query GetCandidateAssessments {\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidateAssessmentFields on Assessment {\n    id\n    title\n    status\n    sections {\n      id\n      title\n      status\n      timerMultiplier\n    }\n  }\n"): (typeof documents)["\n  fragment CandidateAssessmentFields on Assessment {\n    id\n    title\n    status\n    sections {\n      id\n      title\n      status\n      timerMultiplier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCandidateInvitations($status: InvitationStatus) {\n    candidateInvitations(status: $status) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query GetCandidateInvitations($status: InvitationStatus) {\n    candidateInvitations(status: $status) {\n      _id\n      status\n      companyName\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserBootstrap {\n    user {\n      ...ShellUserFields\n    }\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n"): (typeof documents)["\n  query GetUserBootstrap {\n    user {\n      ...ShellUserFields\n    }\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n    candidateAssessments {\n      ...CandidateAssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserSurveyAnswers {\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n  }\n"): (typeof documents)["\n  query GetUserSurveyAnswers {\n    userSurveyAnswers {\n      ...UserSurveyAnswersFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserSurveyAnswersFields on UserSurveyAnswers {\n    status\n    updatedAt\n    answers {\n      questionId\n      value\n      multiValue\n    }\n  }\n"): (typeof documents)["\n  fragment UserSurveyAnswersFields on UserSurveyAnswers {\n    status\n    updatedAt\n    answers {\n      questionId\n      value\n      multiValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUser {\n    user {\n      ...ShellUserFields\n    }\n  }\n"): (typeof documents)["\n  query GetUser {\n    user {\n      ...ShellUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    accountType\n    industryContext {\n      id\n      name\n    }\n    accommodations {\n      assessmentTimerMultiplier\n    }\n    hasSecondaryContactInfo\n    secondaryEmail\n    secondaryEmailVerified\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n  }\n"): (typeof documents)["\n  fragment ShellUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    accountType\n    industryContext {\n      id\n      name\n    }\n    accommodations {\n      assessmentTimerMultiplier\n    }\n    hasSecondaryContactInfo\n    secondaryEmail\n    secondaryEmailVerified\n    linkedInUrl\n    phoneNumber\n    phoneNumberLocale\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetReceipts {\n    receipts {\n      ...ReceiptFields\n    }\n  }\n"): (typeof documents)["\n  query GetReceipts {\n    receipts {\n      ...ReceiptFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiptFields on Receipt {\n    payload {\n      version\n      candidateId\n      assessmentId\n      sectionId\n      closeType\n      closedAt\n      answerCount\n      answersDigest\n    }\n    signature\n    keyId\n    title\n  }\n"): (typeof documents)["\n  fragment ReceiptFields on Receipt {\n    payload {\n      version\n      candidateId\n      assessmentId\n      sectionId\n      closeType\n      closedAt\n      answerCount\n      answersDigest\n    }\n    signature\n    keyId\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRescueKey {\n    rescueKey\n  }\n"): (typeof documents)["\n  query GetRescueKey {\n    rescueKey\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;