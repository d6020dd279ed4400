import type { GraphQLResolveInfo } from 'graphql';
import type { UserModel, UserProfileModel } from './models.ts';
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

/** What deleteAccount answers: a reference for the erasure, and when it happened. */
export type AccountErasure = {
  __typename?: 'AccountErasure';
  erasedAt: Scalars['String']['output'];
  erasureId: Scalars['ID']['output'];
};

/** A candidate's account type, chosen once after the first sign-in. */
export type AccountType =
  | 'CAMPUS'
  | 'LATERAL';

export type AcknowledgementsInput = {
  aiTools: Scalars['String']['input'];
  monitoring: Scalars['String']['input'];
  retakePolicy: Scalars['String']['input'];
  selfCompletion: Scalars['String']['input'];
  violationConsequences: Scalars['String']['input'];
};

/**
 * Where an answer stands in the queue of the outbox that sent it: a number its outbox gave it (each
 * later entry a higher one). An answer older than one already received from the same outbox is
 * refused as out of order.
 */
export type AnswerSequence = {
  number: Scalars['Int']['input'];
  /** The outbox's id (its numbers are its own: another device's, or a new outbox's, start again). */
  outboxId: Scalars['ID']['input'];
};

/** One of the candidate's assessments (id = the assessment definition's id, e.g. cognitive-v1). */
export type Assessment = {
  __typename?: 'Assessment';
  id: Scalars['ID']['output'];
  sections: Array<AssessmentSection>;
  status: AssessmentStatus;
  title: Scalars['String']['output'];
};

export type AssessmentHeartbeat = {
  __typename?: 'AssessmentHeartbeat';
  /**
   * The server's clock when it recorded the contact (ms since 1970): the client dates its answers on
   * it.
   */
  serverTime: Scalars['Float']['output'];
};

export type AssessmentSection = {
  __typename?: 'AssessmentSection';
  id: Scalars['ID']['output'];
  status: SectionStatus;
  /** The candidate's accommodation multiplier applied to this section's limit (1 when untimed). */
  timerMultiplier: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type AssessmentStatus =
  | 'COMPLETE'
  | 'IN_PROGRESS'
  | 'READY'
  /**
   * Voided by an operator for a violation of the assessment policy: it cannot be started or
   * continued (its reads and writes are refused with FORBIDDEN), and its results are shared with no
   * firm.
   */
  | 'VOIDED';

export type AssociationStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type CandidateConfig = {
  __typename?: 'CandidateConfig';
  bannerNotificationMessage?: Maybe<Scalars['String']['output']>;
  maintenanceModalContent?: Maybe<Scalars['String']['output']>;
};

export type CandidateInvitation = {
  __typename?: 'CandidateInvitation';
  _id: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  status: InvitationStatus;
  updatedAt: Scalars['String']['output'];
};

/** The latest change of the sign-in address, until the candidate dismisses it or it is confirmed. */
export type ChangeEmail = {
  __typename?: 'ChangeEmail';
  emailStatus: EmailChangeStatus;
  initiatedAt: Scalars['String']['output'];
  /** True while the link mailed to newEmail still works (EMAIL_CHANGE_WINDOW_MS from initiatedAt). */
  isChangeWindowOpen: Scalars['Boolean']['output'];
  newEmail: Scalars['String']['output'];
};

export type CompanyCandidateAssociation = {
  __typename?: 'CompanyCandidateAssociation';
  _id: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  status: AssociationStatus;
  updatedAt: Scalars['String']['output'];
};

export type DiversityOptIn = {
  __typename?: 'DiversityOptIn';
  optIn: Scalars['Boolean']['output'];
};

export type EmailChangeStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'SENT';

export type GeoLocation = {
  __typename?: 'GeoLocation';
  label: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type GeoLocationInput = {
  label: Scalars['String']['input'];
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

export type IndustryContext = {
  __typename?: 'IndustryContext';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type InvalidSurveyAnswer = {
  __typename?: 'InvalidSurveyAnswer';
  questionId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

export type InvitationStatus =
  | 'ACCEPTED'
  | 'IGNORED'
  | 'PENDING';

export type Item = {
  __typename?: 'Item';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  options: Array<ItemOption>;
  /** MATRIXTABLE: the row's value. TEXTINPUT: the candidate's latest text. */
  value?: Maybe<Scalars['String']['output']>;
};

export type ItemGroup = {
  __typename?: 'ItemGroup';
  /** Sample items only: why the right answer is right. */
  explanation?: Maybe<Scalars['String']['output']>;
  headers: Array<ItemHeader>;
  id: Scalars['ID']['output'];
  itemType: ItemType;
  items: Array<Item>;
  leadingText: Scalars['String']['output'];
  totalPoints?: Maybe<Scalars['Int']['output']>;
};

export type ItemHeader = {
  __typename?: 'ItemHeader';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ItemOption = {
  __typename?: 'ItemOption';
  id: Scalars['ID']['output'];
  /** Sample items only: whether this option is the right answer. Null for real items. */
  isCorrect?: Maybe<Scalars['Boolean']['output']>;
  isExclusive: Scalars['Boolean']['output'];
  /** The candidate's latest response picked it. */
  isSelected: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** POINTALLOCATION: the points the candidate gave it; TEXTINPUT has no options. */
  value?: Maybe<Scalars['String']['output']>;
};

export type ItemResponseResult = {
  __typename?: 'ItemResponseResult';
  /**
   * True: the answer arrived after the section's deadline and was recorded as a late answer
   * (docs/decisions/053). Null in results stored before this field existed.
   */
  recordedLate?: Maybe<Scalars['Boolean']['output']>;
  /** The section's status after the response (IN_PROGRESS, or COMPLETE when its time ran out). */
  status: SectionStatus;
  timeRemaining?: Maybe<Scalars['Int']['output']>;
};

export type ItemResponseValue = {
  /** An option id (choices, matrix rows, point allocation). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A text answer, or the points given to option id. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ItemType =
  | 'MATRIXTABLE'
  | 'MULTIPLE_CHOICE'
  | 'MULTISELECT'
  | 'POINTALLOCATION'
  | 'TEXTINPUT';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The candidate's device is in touch while a timed section of the assessment runs (a contact: sent
   * when no other request went for a while). Not a candidate write: it changes none of the
   * candidate's data, so it carries no clientMutationId and is never queued.
   */
  assessmentHeartbeat: AssessmentHeartbeat;
  /**
   * Closes a section (id = the section's id): MANUAL by the candidate once every question is
   * answered or its time is up, TIMER once its time is up (either refused otherwise, as
   * BAD_USER_INPUT, changing nothing). Scores it; the assessment is COMPLETE once every section is.
   */
  assessmentSectionClose: SectionCloseResult;
  /** Cancels the open change: its link stops working at once. */
  cancelChangeEmail: User;
  /**
   * /join/{code}: a signed-in candidate's invitation code becomes (or finds) that firm's invitation
   * for them. An expired code is an INVITATION_EXPIRED error, an unknown one NOT_FOUND.
   */
  claimInvitation: CandidateInvitation;
  /**
   * Provisions the assessment of the candidate's account type (cognitive for CAMPUS, lateral for
   * LATERAL); idempotent.
   */
  createDefaultAssessments: Array<Assessment>;
  /**
   * Deletes the caller's account and every personal record of it at once (docs/decisions/052):
   * needs the password re-entered in this session (PASSWORD_VERIFICATION_REQUIRED otherwise); every
   * session ends. \`reason\` is optional, kept with the erasure without the caller's name or addresses.
   */
  deleteAccount: AccountErasure;
  deleteResume: Scalars['Boolean']['output'];
  deleteUserLinkedInUrl: User;
  deleteUserPhoneNumber: User;
  /** Hides a change that timed out or was cancelled ("click to dismiss"). */
  dismissChangeEmail: User;
  /**
   * Step 2: mails a confirmation link to the new address (needs a password verified in this session
   * within PASSWORD_VERIFICATION_WINDOW_MS). A newer change cancels the open one.
   */
  initiateChangeEmail: User;
  /**
   * Sets (or replaces) the secondary address from User Settings and mails its verification link.
   * Replacing a verified one needs the password verified in this session
   * (PASSWORD_VERIFICATION_REQUIRED otherwise).
   */
  initiateChangeSecondaryEmail: User;
  /**
   * Records what the browser saw during one of the caller's timed sections (docs/decisions/045);
   * held once per id, even when it arrives after the section closed. Rate limited per candidate.
   */
  recordSectionActivity: SectionActivityResult;
  /** Sets the account type once; a replay with the same clientMutationId answers the first result. */
  setAccountType: User;
  /**
   * First-run contact details ("Before You Move On"): the secondary address (a verification mail
   * is sent), and the optional LinkedIn URL and phone.
   */
  setSecondaryContactInfo: User;
  setUserSurveyAnswer: SurveyAnswer;
  setUserSurveyAnswerMultiValue: SurveyAnswer;
  /**
   * Submits the survey once: with a required answer missing it answers invalidAnswers and changes
   * nothing; after completion nothing changes any more.
   */
  setUserSurveyComplete: SurveyCompletion;
  /** Ends every session of the candidate but this one. Answers the sessions left. */
  signOutOtherSessions: Array<UserSession>;
  /**
   * Ends one of the candidate's other sessions (NOT_FOUND for any id that is not an active session
   * of theirs; BAD_USER_INPUT for this session: sign out instead). Answers the sessions left.
   */
  signOutSession: Array<UserSession>;
  /**
   * Starts the assessment once, storing the five initials (trimmed, required); a second start is
   * refused. Needs a connection.
   */
  startAssessment: Assessment;
  submitFeedback: Scalars['Boolean']['output'];
  /**
   * The candidate's response to an item (id = the item's id), created at \`timestamp\` (ISO, the
   * device's clock corrected by the client). Accepted while the section is open, or after its deadline
   * when created before it, arriving within ANSWER_GRACE_MS, and with no contact from the attempt
   * between \`timestamp\` and the deadline; a late answer is stored with how late it was.
   */
  submitItemResponse: ItemResponseResult;
  /**
   * The verified secondary address becomes the sign-in address and the old one the secondary. Needs
   * the password verified in this session (PASSWORD_VERIFICATION_REQUIRED otherwise); both addresses
   * are mailed a notice.
   */
  swapPrimaryAndSecondaryEmails: User;
  /**
   * Connect (ACCEPTED: the association becomes ACTIVE) or Ignore (IGNORED) one of the caller's
   * invitations. PENDING → ACCEPTED | IGNORED; IGNORED → ACCEPTED.
   */
  updateCandidateInvitation: CandidateInvitation;
  /** Disconnect (INACTIVE) or Reconnect (ACTIVE) one of the caller's associations. */
  updateCompanyCandidateAssociation: CompanyCandidateAssociation;
  /**
   * One of: firstName and lastName, or visibility, or password (as the dedicated mutations do; the
   * password needs verifyUserPassword first, as updateUserPassword does).
   */
  updateUser: User;
  updateUserLinkedInUrl: User;
  updateUserLocationPreferences: WorkPreferences;
  /** \`id\` must be the signed-in user's own id. */
  updateUserName: User;
  /**
   * Sets a new password (the strength rules apply) and ends every other session of the user unless
   * signOutOtherSessions is false. Needs
   * the current password verified in this session within PASSWORD_VERIFICATION_WINDOW_MS
   * (verifyUserPassword; PASSWORD_VERIFICATION_REQUIRED otherwise), and uses that verification up.
   * The account is mailed a notice.
   */
  updateUserPassword: Scalars['Boolean']['output'];
  updateUserPersonalInformation: PersonalInformation;
  updateUserPhoneNumber: User;
  updateUserSchoolsArray: Array<School>;
  /**
   * Proves the password in this session: step 1 of the e-mail change, and of the password change.
   * Failures count towards the sign-in throttle.
   */
  verifyUserPassword: PasswordVerification;
};


export type MutationAssessmentHeartbeatArgs = {
  assessmentID: Scalars['ID']['input'];
};


export type MutationAssessmentSectionCloseArgs = {
  clientMutationId: Scalars['ID']['input'];
  closeType: SectionCloseType;
  id: Scalars['ID']['input'];
};


export type MutationCancelChangeEmailArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationClaimInvitationArgs = {
  clientMutationId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationCreateDefaultAssessmentsArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  clientMutationId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteResumeArgs = {
  clientMutationId: Scalars['ID']['input'];
  resumeId: Scalars['ID']['input'];
};


export type MutationDeleteUserLinkedInUrlArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationDeleteUserPhoneNumberArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationDismissChangeEmailArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationInitiateChangeEmailArgs = {
  clientMutationId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};


export type MutationInitiateChangeSecondaryEmailArgs = {
  clientMutationId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};


export type MutationRecordSectionActivityArgs = {
  activity: SectionActivityInput;
  assessmentID: Scalars['ID']['input'];
  clientMutationId: Scalars['ID']['input'];
};


export type MutationSetAccountTypeArgs = {
  accountType: AccountType;
  clientMutationId: Scalars['ID']['input'];
};


export type MutationSetSecondaryContactInfoArgs = {
  clientMutationId: Scalars['ID']['input'];
  linkedInUrl?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  phoneNumberLocale?: InputMaybe<Scalars['String']['input']>;
  secondaryEmail: Scalars['String']['input'];
};


export type MutationSetUserSurveyAnswerArgs = {
  clientMutationId: Scalars['ID']['input'];
  questionId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};


export type MutationSetUserSurveyAnswerMultiValueArgs = {
  clientMutationId: Scalars['ID']['input'];
  multiValue: Array<Scalars['String']['input']>;
  questionId: Scalars['ID']['input'];
};


export type MutationSetUserSurveyCompleteArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationSignOutOtherSessionsArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationSignOutSessionArgs = {
  clientMutationId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationStartAssessmentArgs = {
  acknowledgements: AcknowledgementsInput;
  assessmentID: Scalars['ID']['input'];
  clientMutationId: Scalars['ID']['input'];
};


export type MutationSubmitFeedbackArgs = {
  clientMutationId: Scalars['ID']['input'];
  message: Scalars['String']['input'];
  page?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitItemResponseArgs = {
  clientMutationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  sequence?: InputMaybe<AnswerSequence>;
  timestamp: Scalars['String']['input'];
  values: Array<ItemResponseValue>;
};


export type MutationSwapPrimaryAndSecondaryEmailsArgs = {
  clientMutationId: Scalars['ID']['input'];
};


export type MutationUpdateCandidateInvitationArgs = {
  clientMutationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  status: InvitationStatus;
};


export type MutationUpdateCompanyCandidateAssociationArgs = {
  clientMutationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  status: AssociationStatus;
};


export type MutationUpdateUserArgs = {
  clientMutationId: Scalars['ID']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
};


export type MutationUpdateUserLinkedInUrlArgs = {
  clientMutationId: Scalars['ID']['input'];
  linkedInUrl: Scalars['String']['input'];
};


export type MutationUpdateUserLocationPreferencesArgs = {
  clientMutationId: Scalars['ID']['input'];
  locations: Array<GeoLocationInput>;
  noPreference: Scalars['Boolean']['input'];
  preferredStyle: Scalars['String']['input'];
};


export type MutationUpdateUserNameArgs = {
  clientMutationId: Scalars['ID']['input'];
  firstName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  lastName: Scalars['String']['input'];
};


export type MutationUpdateUserPasswordArgs = {
  clientMutationId: Scalars['ID']['input'];
  password: Scalars['String']['input'];
  signOutOtherSessions?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateUserPersonalInformationArgs = {
  birthYear?: InputMaybe<Scalars['Int']['input']>;
  clientMutationId: Scalars['ID']['input'];
  diversityOptIn: Scalars['Boolean']['input'];
  ethnicity?: InputMaybe<Array<Scalars['String']['input']>>;
  firstGenCollege?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  lgbtq?: InputMaybe<Scalars['String']['input']>;
  veteran?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateUserPhoneNumberArgs = {
  clientMutationId: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};


export type MutationUpdateUserSchoolsArrayArgs = {
  clientMutationId: Scalars['ID']['input'];
  schools: Array<SchoolInput>;
};


export type MutationVerifyUserPasswordArgs = {
  clientMutationId: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};

export type PasswordVerification = {
  __typename?: 'PasswordVerification';
  /** When this session last proved the password (ISO), null if never. */
  lastVerification?: Maybe<Scalars['String']['output']>;
  verified: Scalars['Boolean']['output'];
};

export type PersonalInformation = {
  __typename?: 'PersonalInformation';
  birthYear?: Maybe<Scalars['Int']['output']>;
  diversityOptIn: Scalars['Boolean']['output'];
  ethnicity: Array<Scalars['String']['output']>;
  firstGenCollege?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  lgbtq?: Maybe<Scalars['String']['output']>;
  veteran?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  assessment: Assessment;
  /**
   * The candidate's assessments (the one of their account type), provisioned by
   * createDefaultAssessments.
   */
  candidateAssessments: Array<Assessment>;
  candidateConfig: CandidateConfig;
  candidateInvitations: Array<CandidateInvitation>;
  companyCandidateAssociations: Array<CompanyCandidateAssociation>;
  /** US cities and ZIP codes matching the text. */
  geoData: Array<GeoLocation>;
  nextAssessmentSectionInformation: SectionInformation;
  nextAssessmentSectionQuestions: SectionQuestions;
  /**
   * The signed-in candidate's receipts: each closed section with questions (sections whose time ran
   * out are closed first), then the submitted questionnaire.
   */
  receipts: Array<Receipt>;
  /**
   * The signed-in candidate's rescue key (base64url, 32 bytes): the HMAC-SHA-256 key that signs and
   * checks a rescue file of their unsent answers (docs/decisions/043). The same for every call.
   */
  rescueKey: Scalars['String']['output'];
  resume?: Maybe<Resume>;
  /** Institutions whose name contains the text, at most \`limit\` (25). */
  schoolOptions: Array<SchoolOption>;
  /** The candidate's behavioral survey: the version they started, else the newest. */
  surveyDefinition: SurveyDefinition;
  /** The signed-in candidate. */
  user: User;
  userLocationPreferences: WorkPreferences;
  /**
   * The signed-in candidate's active sessions (User Settings), the most recently used first
   * (docs/decisions/049).
   */
  userSessions: Array<UserSession>;
  userSurveyAnswers: UserSurveyAnswers;
};


export type QueryAssessmentArgs = {
  assessmentID: Scalars['ID']['input'];
};


export type QueryCandidateInvitationsArgs = {
  status?: InputMaybe<InvitationStatus>;
};


export type QueryGeoDataArgs = {
  address: Scalars['String']['input'];
};


export type QueryNextAssessmentSectionInformationArgs = {
  assessmentID: Scalars['ID']['input'];
};


export type QueryNextAssessmentSectionQuestionsArgs = {
  assessmentID: Scalars['ID']['input'];
};


export type QuerySchoolOptionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  school: Scalars['String']['input'];
};

export type Receipt = {
  __typename?: 'Receipt';
  /** The signing key's JWK thumbprint (its kid). */
  keyId: Scalars['String']['output'];
  payload: ReceiptPayload;
  /** Ed25519 signature of the payload's canonical JSON, base64url. */
  signature: Scalars['String']['output'];
  /** The section's or the questionnaire's name, for people (not signed). */
  title: Scalars['String']['output'];
};

export type ReceiptCloseType =
  | 'MANUAL'
  | 'SUBMIT'
  | 'TIMER';

/** What is signed: the canonical JSON of these fields (sorted keys, no whitespace). */
export type ReceiptPayload = {
  __typename?: 'ReceiptPayload';
  answerCount: Scalars['Int']['output'];
  /** SHA-256 over the recorded answers (item id, value, time received), lowercase hex. */
  answersDigest: Scalars['String']['output'];
  /** The assessment definition's id, or the questionnaire's version id. */
  assessmentId: Scalars['ID']['output'];
  candidateId: Scalars['ID']['output'];
  closeType: ReceiptCloseType;
  /** ISO 8601, UTC, milliseconds. */
  closedAt: Scalars['String']['output'];
  /** Null for the questionnaire. */
  sectionId?: Maybe<Scalars['ID']['output']>;
  version: Scalars['Int']['output'];
};

export type Resume = {
  __typename?: 'Resume';
  createdAt: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  filesize: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
};

export type School = {
  __typename?: 'School';
  /** A degree id of src/domain/education.ts (ASSOCIATES, BACHELORS, MASTERS, DOCTORATE, PROFESSIONAL, JD). */
  degree: Scalars['String']['output'];
  /** "4.0" down to "1.0", or a single space for N/A. */
  gpa: Scalars['String']['output'];
  /** ISO date, always the 7th of the month: "2027-05-07". */
  graduationDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null for a JD. */
  major?: Maybe<Scalars['String']['output']>;
  /** The id of the institution (SchoolRef.id). */
  school: Scalars['ID']['output'];
  schoolObj: SchoolRef;
};

export type SchoolInput = {
  degree: Scalars['String']['input'];
  gpa: Scalars['String']['input'];
  graduationDate: Scalars['String']['input'];
  /** The entry's id, or a temporary id (prefix plus timestamp) for a new entry. */
  id: Scalars['ID']['input'];
  major?: InputMaybe<Scalars['String']['input']>;
  /** An institution id from GetSchoolOptions, or "OTHER" with unlistedSchoolName. */
  school: Scalars['String']['input'];
  unlistedSchoolName?: InputMaybe<Scalars['String']['input']>;
};

export type SchoolOption = {
  __typename?: 'SchoolOption';
  label: Scalars['String']['output'];
  value: Scalars['ID']['output'];
};

export type SchoolRef = {
  __typename?: 'SchoolRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: SchoolStatus;
};

export type SchoolStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type SectionActivityInput = {
  /** TAB_HIDDEN and WINDOW_LEFT only: how long (0 to 6 hours). */
  durationMs?: InputMaybe<Scalars['Int']['input']>;
  /** The browser's id for this report: a report with an id already held for the attempt is held once. */
  id: Scalars['ID']['input'];
  /** When it happened (ISO, the device's clock). */
  occurredAt: Scalars['String']['input'];
  /** The timed section it happened in (started, the caller's own). */
  sectionID: Scalars['ID']['input'];
  /** CLOCK_SKEW only: the device's clock minus the server's (at most 7 days either way). */
  skewMs?: InputMaybe<Scalars['Int']['input']>;
  type: SectionActivityType;
};

export type SectionActivityResult = {
  __typename?: 'SectionActivityResult';
  received: Scalars['Boolean']['output'];
};

/**
 * What the browser saw during a timed section (docs/decisions/045): the tab hidden or the window left
 * (with durationMs), a copy, cut or paste on the questions, this tab taking the assessment over, the
 * device's clock off by more than 2 minutes (with skewMs, device minus server).
 */
export type SectionActivityType =
  | 'CLOCK_SKEW'
  | 'COPY'
  | 'CUT'
  | 'PASTE'
  | 'TAB_HIDDEN'
  | 'TAB_TAKEN_OVER'
  | 'WINDOW_LEFT';

export type SectionCloseResult = {
  __typename?: 'SectionCloseResult';
  id: Scalars['ID']['output'];
  /** The section's signed receipt once it is closed; null for an informational section. */
  receipt?: Maybe<Receipt>;
  status: SectionStatus;
};

export type SectionCloseType =
  | 'MANUAL'
  | 'TIMER';

/**
 * The next section to take (the first not complete), before its questions: its instructions and
 * samples. id is null when every section is complete.
 */
export type SectionInformation = {
  __typename?: 'SectionInformation';
  completedSections: Scalars['Int']['output'];
  id?: Maybe<Scalars['ID']['output']>;
  instructions: Array<Scalars['String']['output']>;
  isInformational: Scalars['Boolean']['output'];
  sampleItemGroups: Array<ItemGroup>;
  status?: Maybe<SectionStatus>;
  /** Seconds the candidate gets (limit x multiplier); null when untimed. */
  timerDuration?: Maybe<Scalars['Int']['output']>;
  /** Seconds left once started; equal to timerDuration before; null when untimed. */
  timerRemaining?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  totalSections: Scalars['Int']['output'];
};

/** The next section's questions. Serving them the first time starts a timed section's clock. */
export type SectionQuestions = {
  __typename?: 'SectionQuestions';
  completedSections: Scalars['Int']['output'];
  id?: Maybe<Scalars['ID']['output']>;
  itemGroups: Array<ItemGroup>;
  /**
   * Seconds after the deadline within which answers given in time can still arrive and count (sent
   * from a device that was offline): the grace window, or less when the attempt's other sections used
   * part of its late-answer budget (docs/decisions/053); null when untimed.
   */
  lateAnswerWindow?: Maybe<Scalars['Int']['output']>;
  status?: Maybe<SectionStatus>;
  /** Seconds left (server clock); null when untimed. */
  timeRemaining?: Maybe<Scalars['Int']['output']>;
  totalSections: Scalars['Int']['output'];
};

export type SectionStatus =
  | 'COMPLETE'
  | 'IN_PROGRESS'
  | 'NOT_STARTED';

export type SurveyAnswer = {
  __typename?: 'SurveyAnswer';
  multiValue?: Maybe<Array<Scalars['String']['output']>>;
  questionId: Scalars['ID']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type SurveyChoice = {
  __typename?: 'SurveyChoice';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type SurveyCompletion = {
  __typename?: 'SurveyCompletion';
  /** True when this call (or an earlier one) completed the survey. */
  completeStatus: Scalars['Boolean']['output'];
  invalidAnswers: Array<InvalidSurveyAnswer>;
  /** The submitted questionnaire's signed receipt; null while it is not complete. */
  receipt?: Maybe<Receipt>;
  status: SurveyStatus;
};

export type SurveyDefinition = {
  __typename?: 'SurveyDefinition';
  fields: Array<SurveyField>;
  id: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
};

export type SurveyField = {
  __typename?: 'SurveyField';
  description?: Maybe<Scalars['String']['output']>;
  /** A group's nested fields (one level). */
  fields?: Maybe<Array<SurveyField>>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  properties?: Maybe<SurveyFieldProperties>;
  type: SurveyFieldType;
  validations?: Maybe<SurveyValidations>;
};

export type SurveyFieldProperties = {
  __typename?: 'SurveyFieldProperties';
  allow_multiple_selection?: Maybe<Scalars['Boolean']['output']>;
  choices?: Maybe<Array<SurveyChoice>>;
  labels?: Maybe<SurveyScaleLabels>;
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  questions?: Maybe<Array<SurveyPointQuestion>>;
  total_points?: Maybe<Scalars['Int']['output']>;
  vertical_alignment?: Maybe<Scalars['Boolean']['output']>;
};

export type SurveyFieldType =
  | 'dropdown'
  | 'group'
  | 'multiple_choice'
  | 'number'
  | 'point_allocation'
  | 'rating'
  | 'short_text'
  | 'statement';

export type SurveyPointQuestion = {
  __typename?: 'SurveyPointQuestion';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type SurveyScaleLabels = {
  __typename?: 'SurveyScaleLabels';
  left?: Maybe<Scalars['String']['output']>;
  right?: Maybe<Scalars['String']['output']>;
};

export type SurveyStatus =
  | 'complete'
  | 'in_progress'
  | 'not_started';

export type SurveyValidations = {
  __typename?: 'SurveyValidations';
  required: Scalars['Boolean']['output'];
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
  /**
   * A new secondary address waiting for its verification link to be followed; the verified
   * secondaryEmail stays in place until then. Null when none.
   */
  pendingSecondaryEmail?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  phoneNumberLocale?: Maybe<Scalars['String']['output']>;
  /** The personal address given in "Before You Move On" (never used to sign in). */
  secondaryEmail?: Maybe<Scalars['String']['output']>;
  /** True once the candidate followed the verification link sent to secondaryEmail. */
  secondaryEmailVerified: Scalars['Boolean']['output'];
  settings: UserSettings;
  userProfile: UserProfile;
  userProfileCompletion: UserProfileCompletion;
};

/** What the candidate filled in about themselves. */
export type UserProfile = {
  __typename?: 'UserProfile';
  personalInformation?: Maybe<PersonalInformation>;
  resume?: Maybe<Resume>;
  schools: Array<School>;
  workPreferences: WorkPreferences;
};

export type UserProfileCompletion = {
  __typename?: 'UserProfileCompletion';
  completedPersonalInformation: Scalars['Boolean']['output'];
  completedResume: Scalars['Boolean']['output'];
  completedSchools: Scalars['Boolean']['output'];
  completedWorkPreferences: Scalars['Boolean']['output'];
};

/** A session of the signed-in candidate: where it was signed in and when it was last used. */
export type UserSession = {
  __typename?: 'UserSession';
  /** The session this request came with. */
  current: Scalars['Boolean']['output'];
  /** The browser and system read from the User-Agent at sign-in, e.g. "Chrome on Windows". */
  device: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Approximate (refreshed at most every 5 minutes). */
  lastUsedAt: Scalars['String']['output'];
  signedInAt: Scalars['String']['output'];
};

export type UserSettings = {
  __typename?: 'UserSettings';
  /** Null when no change is open or waiting to be dismissed. */
  changeEmail?: Maybe<ChangeEmail>;
  diversityOptIn: DiversityOptIn;
  visibility: Visibility;
};

export type UserSurveyAnswers = {
  __typename?: 'UserSurveyAnswers';
  answers: Array<SurveyAnswer>;
  status: SurveyStatus;
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/**
 * Privacy Settings: \`public\` shares the profile and results with all partner firms; \`invite_only\`
 * only with firms the candidate is connected with (an ACTIVE association).
 */
export type Visibility =
  | 'invite_only'
  | 'public';

export type WorkPreferences = {
  __typename?: 'WorkPreferences';
  id: Scalars['ID']['output'];
  locations: Array<GeoLocation>;
  noPreference: Scalars['Boolean']['output'];
  workStyle: WorkStyle;
};

export type WorkStyle = {
  __typename?: 'WorkStyle';
  preferredStyle: Scalars['String']['output'];
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
  AccountErasure: ResolverTypeWrapper<AccountErasure>;
  AccountType: AccountType;
  AcknowledgementsInput: AcknowledgementsInput;
  AnswerSequence: AnswerSequence;
  Assessment: ResolverTypeWrapper<Assessment>;
  AssessmentHeartbeat: ResolverTypeWrapper<AssessmentHeartbeat>;
  AssessmentSection: ResolverTypeWrapper<AssessmentSection>;
  AssessmentStatus: AssessmentStatus;
  AssociationStatus: AssociationStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CandidateConfig: ResolverTypeWrapper<CandidateConfig>;
  CandidateInvitation: ResolverTypeWrapper<CandidateInvitation>;
  ChangeEmail: ResolverTypeWrapper<ChangeEmail>;
  CompanyCandidateAssociation: ResolverTypeWrapper<CompanyCandidateAssociation>;
  DiversityOptIn: ResolverTypeWrapper<DiversityOptIn>;
  EmailChangeStatus: EmailChangeStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoLocation: ResolverTypeWrapper<GeoLocation>;
  GeoLocationInput: GeoLocationInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IndustryContext: ResolverTypeWrapper<IndustryContext>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidSurveyAnswer: ResolverTypeWrapper<InvalidSurveyAnswer>;
  InvitationStatus: InvitationStatus;
  Item: ResolverTypeWrapper<Item>;
  ItemGroup: ResolverTypeWrapper<ItemGroup>;
  ItemHeader: ResolverTypeWrapper<ItemHeader>;
  ItemOption: ResolverTypeWrapper<ItemOption>;
  ItemResponseResult: ResolverTypeWrapper<ItemResponseResult>;
  ItemResponseValue: ItemResponseValue;
  ItemType: ItemType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PasswordVerification: ResolverTypeWrapper<PasswordVerification>;
  PersonalInformation: ResolverTypeWrapper<PersonalInformation>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Receipt: ResolverTypeWrapper<Receipt>;
  ReceiptCloseType: ReceiptCloseType;
  ReceiptPayload: ResolverTypeWrapper<ReceiptPayload>;
  Resume: ResolverTypeWrapper<Resume>;
  School: ResolverTypeWrapper<School>;
  SchoolInput: SchoolInput;
  SchoolOption: ResolverTypeWrapper<SchoolOption>;
  SchoolRef: ResolverTypeWrapper<SchoolRef>;
  SchoolStatus: SchoolStatus;
  SectionActivityInput: SectionActivityInput;
  SectionActivityResult: ResolverTypeWrapper<SectionActivityResult>;
  SectionActivityType: SectionActivityType;
  SectionCloseResult: ResolverTypeWrapper<SectionCloseResult>;
  SectionCloseType: SectionCloseType;
  SectionInformation: ResolverTypeWrapper<SectionInformation>;
  SectionQuestions: ResolverTypeWrapper<SectionQuestions>;
  SectionStatus: SectionStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SurveyAnswer: ResolverTypeWrapper<SurveyAnswer>;
  SurveyChoice: ResolverTypeWrapper<SurveyChoice>;
  SurveyCompletion: ResolverTypeWrapper<SurveyCompletion>;
  SurveyDefinition: ResolverTypeWrapper<SurveyDefinition>;
  SurveyField: ResolverTypeWrapper<SurveyField>;
  SurveyFieldProperties: ResolverTypeWrapper<SurveyFieldProperties>;
  SurveyFieldType: SurveyFieldType;
  SurveyPointQuestion: ResolverTypeWrapper<SurveyPointQuestion>;
  SurveyScaleLabels: ResolverTypeWrapper<SurveyScaleLabels>;
  SurveyStatus: SurveyStatus;
  SurveyValidations: ResolverTypeWrapper<SurveyValidations>;
  User: ResolverTypeWrapper<UserModel>;
  UserProfile: ResolverTypeWrapper<UserProfileModel>;
  UserProfileCompletion: ResolverTypeWrapper<UserProfileCompletion>;
  UserSession: ResolverTypeWrapper<UserSession>;
  UserSettings: ResolverTypeWrapper<UserSettings>;
  UserSurveyAnswers: ResolverTypeWrapper<UserSurveyAnswers>;
  Visibility: Visibility;
  WorkPreferences: ResolverTypeWrapper<WorkPreferences>;
  WorkStyle: ResolverTypeWrapper<WorkStyle>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Accommodations: Accommodations;
  AccountErasure: AccountErasure;
  AcknowledgementsInput: AcknowledgementsInput;
  AnswerSequence: AnswerSequence;
  Assessment: Assessment;
  AssessmentHeartbeat: AssessmentHeartbeat;
  AssessmentSection: AssessmentSection;
  Boolean: Scalars['Boolean']['output'];
  CandidateConfig: CandidateConfig;
  CandidateInvitation: CandidateInvitation;
  ChangeEmail: ChangeEmail;
  CompanyCandidateAssociation: CompanyCandidateAssociation;
  DiversityOptIn: DiversityOptIn;
  Float: Scalars['Float']['output'];
  GeoLocation: GeoLocation;
  GeoLocationInput: GeoLocationInput;
  ID: Scalars['ID']['output'];
  IndustryContext: IndustryContext;
  Int: Scalars['Int']['output'];
  InvalidSurveyAnswer: InvalidSurveyAnswer;
  Item: Item;
  ItemGroup: ItemGroup;
  ItemHeader: ItemHeader;
  ItemOption: ItemOption;
  ItemResponseResult: ItemResponseResult;
  ItemResponseValue: ItemResponseValue;
  Mutation: Record<PropertyKey, never>;
  PasswordVerification: PasswordVerification;
  PersonalInformation: PersonalInformation;
  Query: Record<PropertyKey, never>;
  Receipt: Receipt;
  ReceiptPayload: ReceiptPayload;
  Resume: Resume;
  School: School;
  SchoolInput: SchoolInput;
  SchoolOption: SchoolOption;
  SchoolRef: SchoolRef;
  SectionActivityInput: SectionActivityInput;
  SectionActivityResult: SectionActivityResult;
  SectionCloseResult: SectionCloseResult;
  SectionInformation: SectionInformation;
  SectionQuestions: SectionQuestions;
  String: Scalars['String']['output'];
  SurveyAnswer: SurveyAnswer;
  SurveyChoice: SurveyChoice;
  SurveyCompletion: SurveyCompletion;
  SurveyDefinition: SurveyDefinition;
  SurveyField: SurveyField;
  SurveyFieldProperties: SurveyFieldProperties;
  SurveyPointQuestion: SurveyPointQuestion;
  SurveyScaleLabels: SurveyScaleLabels;
  SurveyValidations: SurveyValidations;
  User: UserModel;
  UserProfile: UserProfileModel;
  UserProfileCompletion: UserProfileCompletion;
  UserSession: UserSession;
  UserSettings: UserSettings;
  UserSurveyAnswers: UserSurveyAnswers;
  WorkPreferences: WorkPreferences;
  WorkStyle: WorkStyle;
};

export type AccommodationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Accommodations'] = ResolversParentTypes['Accommodations']> = {
  assessmentTimerMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AccountErasureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountErasure'] = ResolversParentTypes['AccountErasure']> = {
  erasedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erasureId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AssessmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Assessment'] = ResolversParentTypes['Assessment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['AssessmentSection']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AssessmentStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssessmentHeartbeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssessmentHeartbeat'] = ResolversParentTypes['AssessmentHeartbeat']> = {
  serverTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AssessmentSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssessmentSection'] = ResolversParentTypes['AssessmentSection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
  timerMultiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CandidateConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateConfig'] = ResolversParentTypes['CandidateConfig']> = {
  bannerNotificationMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maintenanceModalContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CandidateInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateInvitation'] = ResolversParentTypes['CandidateInvitation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangeEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeEmail'] = ResolversParentTypes['ChangeEmail']> = {
  emailStatus?: Resolver<ResolversTypes['EmailChangeStatus'], ParentType, ContextType>;
  initiatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isChangeWindowOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompanyCandidateAssociationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyCandidateAssociation'] = ResolversParentTypes['CompanyCandidateAssociation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AssociationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiversityOptInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiversityOptIn'] = ResolversParentTypes['DiversityOptIn']> = {
  optIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GeoLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeoLocation'] = ResolversParentTypes['GeoLocation']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IndustryContextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IndustryContext'] = ResolversParentTypes['IndustryContext']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvalidSurveyAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvalidSurveyAnswer'] = ResolversParentTypes['InvalidSurveyAnswer']> = {
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ItemOption']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ItemGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemGroup'] = ResolversParentTypes['ItemGroup']> = {
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['ItemHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  leadingText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ItemHeaderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemHeader'] = ResolversParentTypes['ItemHeader']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemOption'] = ResolversParentTypes['ItemOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCorrect?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isExclusive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ItemResponseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemResponseResult'] = ResolversParentTypes['ItemResponseResult']> = {
  recordedLate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
  timeRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  assessmentHeartbeat?: Resolver<ResolversTypes['AssessmentHeartbeat'], ParentType, ContextType, RequireFields<MutationAssessmentHeartbeatArgs, 'assessmentID'>>;
  assessmentSectionClose?: Resolver<ResolversTypes['SectionCloseResult'], ParentType, ContextType, RequireFields<MutationAssessmentSectionCloseArgs, 'clientMutationId' | 'closeType' | 'id'>>;
  cancelChangeEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCancelChangeEmailArgs, 'clientMutationId'>>;
  claimInvitation?: Resolver<ResolversTypes['CandidateInvitation'], ParentType, ContextType, RequireFields<MutationClaimInvitationArgs, 'clientMutationId' | 'code'>>;
  createDefaultAssessments?: Resolver<Array<ResolversTypes['Assessment']>, ParentType, ContextType, RequireFields<MutationCreateDefaultAssessmentsArgs, 'clientMutationId'>>;
  deleteAccount?: Resolver<ResolversTypes['AccountErasure'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'clientMutationId'>>;
  deleteResume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteResumeArgs, 'clientMutationId' | 'resumeId'>>;
  deleteUserLinkedInUrl?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteUserLinkedInUrlArgs, 'clientMutationId'>>;
  deleteUserPhoneNumber?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteUserPhoneNumberArgs, 'clientMutationId'>>;
  dismissChangeEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDismissChangeEmailArgs, 'clientMutationId'>>;
  initiateChangeEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationInitiateChangeEmailArgs, 'clientMutationId' | 'email'>>;
  initiateChangeSecondaryEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationInitiateChangeSecondaryEmailArgs, 'clientMutationId' | 'email'>>;
  recordSectionActivity?: Resolver<ResolversTypes['SectionActivityResult'], ParentType, ContextType, RequireFields<MutationRecordSectionActivityArgs, 'activity' | 'assessmentID' | 'clientMutationId'>>;
  setAccountType?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetAccountTypeArgs, 'accountType' | 'clientMutationId'>>;
  setSecondaryContactInfo?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetSecondaryContactInfoArgs, 'clientMutationId' | 'secondaryEmail'>>;
  setUserSurveyAnswer?: Resolver<ResolversTypes['SurveyAnswer'], ParentType, ContextType, RequireFields<MutationSetUserSurveyAnswerArgs, 'clientMutationId' | 'questionId' | 'value'>>;
  setUserSurveyAnswerMultiValue?: Resolver<ResolversTypes['SurveyAnswer'], ParentType, ContextType, RequireFields<MutationSetUserSurveyAnswerMultiValueArgs, 'clientMutationId' | 'multiValue' | 'questionId'>>;
  setUserSurveyComplete?: Resolver<ResolversTypes['SurveyCompletion'], ParentType, ContextType, RequireFields<MutationSetUserSurveyCompleteArgs, 'clientMutationId'>>;
  signOutOtherSessions?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType, RequireFields<MutationSignOutOtherSessionsArgs, 'clientMutationId'>>;
  signOutSession?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType, RequireFields<MutationSignOutSessionArgs, 'clientMutationId' | 'sessionId'>>;
  startAssessment?: Resolver<ResolversTypes['Assessment'], ParentType, ContextType, RequireFields<MutationStartAssessmentArgs, 'acknowledgements' | 'assessmentID' | 'clientMutationId'>>;
  submitFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitFeedbackArgs, 'clientMutationId' | 'message'>>;
  submitItemResponse?: Resolver<ResolversTypes['ItemResponseResult'], ParentType, ContextType, RequireFields<MutationSubmitItemResponseArgs, 'clientMutationId' | 'id' | 'timestamp' | 'values'>>;
  swapPrimaryAndSecondaryEmails?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSwapPrimaryAndSecondaryEmailsArgs, 'clientMutationId'>>;
  updateCandidateInvitation?: Resolver<ResolversTypes['CandidateInvitation'], ParentType, ContextType, RequireFields<MutationUpdateCandidateInvitationArgs, 'clientMutationId' | 'id' | 'status'>>;
  updateCompanyCandidateAssociation?: Resolver<ResolversTypes['CompanyCandidateAssociation'], ParentType, ContextType, RequireFields<MutationUpdateCompanyCandidateAssociationArgs, 'clientMutationId' | 'id' | 'status'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'clientMutationId'>>;
  updateUserLinkedInUrl?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserLinkedInUrlArgs, 'clientMutationId' | 'linkedInUrl'>>;
  updateUserLocationPreferences?: Resolver<ResolversTypes['WorkPreferences'], ParentType, ContextType, RequireFields<MutationUpdateUserLocationPreferencesArgs, 'clientMutationId' | 'locations' | 'noPreference' | 'preferredStyle'>>;
  updateUserName?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserNameArgs, 'clientMutationId' | 'firstName' | 'id' | 'lastName'>>;
  updateUserPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateUserPasswordArgs, 'clientMutationId' | 'password'>>;
  updateUserPersonalInformation?: Resolver<ResolversTypes['PersonalInformation'], ParentType, ContextType, RequireFields<MutationUpdateUserPersonalInformationArgs, 'clientMutationId' | 'diversityOptIn'>>;
  updateUserPhoneNumber?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserPhoneNumberArgs, 'clientMutationId' | 'locale' | 'phoneNumber'>>;
  updateUserSchoolsArray?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType, RequireFields<MutationUpdateUserSchoolsArrayArgs, 'clientMutationId' | 'schools'>>;
  verifyUserPassword?: Resolver<ResolversTypes['PasswordVerification'], ParentType, ContextType, RequireFields<MutationVerifyUserPasswordArgs, 'clientMutationId' | 'password'>>;
};

export type PasswordVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordVerification'] = ResolversParentTypes['PasswordVerification']> = {
  lastVerification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PersonalInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalInformation'] = ResolversParentTypes['PersonalInformation']> = {
  birthYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  diversityOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ethnicity?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  firstGenCollege?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lgbtq?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  veteran?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  assessment?: Resolver<ResolversTypes['Assessment'], ParentType, ContextType, RequireFields<QueryAssessmentArgs, 'assessmentID'>>;
  candidateAssessments?: Resolver<Array<ResolversTypes['Assessment']>, ParentType, ContextType>;
  candidateConfig?: Resolver<ResolversTypes['CandidateConfig'], ParentType, ContextType>;
  candidateInvitations?: Resolver<Array<ResolversTypes['CandidateInvitation']>, ParentType, ContextType, Partial<QueryCandidateInvitationsArgs>>;
  companyCandidateAssociations?: Resolver<Array<ResolversTypes['CompanyCandidateAssociation']>, ParentType, ContextType>;
  geoData?: Resolver<Array<ResolversTypes['GeoLocation']>, ParentType, ContextType, RequireFields<QueryGeoDataArgs, 'address'>>;
  nextAssessmentSectionInformation?: Resolver<ResolversTypes['SectionInformation'], ParentType, ContextType, RequireFields<QueryNextAssessmentSectionInformationArgs, 'assessmentID'>>;
  nextAssessmentSectionQuestions?: Resolver<ResolversTypes['SectionQuestions'], ParentType, ContextType, RequireFields<QueryNextAssessmentSectionQuestionsArgs, 'assessmentID'>>;
  receipts?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  rescueKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['Resume']>, ParentType, ContextType>;
  schoolOptions?: Resolver<Array<ResolversTypes['SchoolOption']>, ParentType, ContextType, RequireFields<QuerySchoolOptionsArgs, 'school'>>;
  surveyDefinition?: Resolver<ResolversTypes['SurveyDefinition'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userLocationPreferences?: Resolver<ResolversTypes['WorkPreferences'], ParentType, ContextType>;
  userSessions?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType>;
  userSurveyAnswers?: Resolver<ResolversTypes['UserSurveyAnswers'], ParentType, ContextType>;
};

export type ReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = {
  keyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['ReceiptPayload'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReceiptPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReceiptPayload'] = ResolversParentTypes['ReceiptPayload']> = {
  answerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  answersDigest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assessmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  candidateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  closeType?: Resolver<ResolversTypes['ReceiptCloseType'], ParentType, ContextType>;
  closedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sectionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Resume'] = ResolversParentTypes['Resume']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filesize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  degree?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gpa?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  graduationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  major?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  school?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schoolObj?: Resolver<ResolversTypes['SchoolRef'], ParentType, ContextType>;
};

export type SchoolOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchoolOption'] = ResolversParentTypes['SchoolOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SchoolRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SchoolRef'] = ResolversParentTypes['SchoolRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SchoolStatus'], ParentType, ContextType>;
};

export type SectionActivityResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionActivityResult'] = ResolversParentTypes['SectionActivityResult']> = {
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SectionCloseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionCloseResult'] = ResolversParentTypes['SectionCloseResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['Receipt']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
};

export type SectionInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionInformation'] = ResolversParentTypes['SectionInformation']> = {
  completedSections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isInformational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sampleItemGroups?: Resolver<Array<ResolversTypes['ItemGroup']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SectionStatus']>, ParentType, ContextType>;
  timerDuration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timerRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SectionQuestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionQuestions'] = ResolversParentTypes['SectionQuestions']> = {
  completedSections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  itemGroups?: Resolver<Array<ResolversTypes['ItemGroup']>, ParentType, ContextType>;
  lateAnswerWindow?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SectionStatus']>, ParentType, ContextType>;
  timeRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalSections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SurveyAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyAnswer'] = ResolversParentTypes['SurveyAnswer']> = {
  multiValue?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SurveyChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyChoice'] = ResolversParentTypes['SurveyChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SurveyCompletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyCompletion'] = ResolversParentTypes['SurveyCompletion']> = {
  completeStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invalidAnswers?: Resolver<Array<ResolversTypes['InvalidSurveyAnswer']>, ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['Receipt']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SurveyStatus'], ParentType, ContextType>;
};

export type SurveyDefinitionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyDefinition'] = ResolversParentTypes['SurveyDefinition']> = {
  fields?: Resolver<Array<ResolversTypes['SurveyField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SurveyFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyField'] = ResolversParentTypes['SurveyField']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<ResolversTypes['SurveyField']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  properties?: Resolver<Maybe<ResolversTypes['SurveyFieldProperties']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SurveyFieldType'], ParentType, ContextType>;
  validations?: Resolver<Maybe<ResolversTypes['SurveyValidations']>, ParentType, ContextType>;
};

export type SurveyFieldPropertiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyFieldProperties'] = ResolversParentTypes['SurveyFieldProperties']> = {
  allow_multiple_selection?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  choices?: Resolver<Maybe<Array<ResolversTypes['SurveyChoice']>>, ParentType, ContextType>;
  labels?: Resolver<Maybe<ResolversTypes['SurveyScaleLabels']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  questions?: Resolver<Maybe<Array<ResolversTypes['SurveyPointQuestion']>>, ParentType, ContextType>;
  total_points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vertical_alignment?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SurveyPointQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyPointQuestion'] = ResolversParentTypes['SurveyPointQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SurveyScaleLabelsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyScaleLabels'] = ResolversParentTypes['SurveyScaleLabels']> = {
  left?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  right?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SurveyValidationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyValidations'] = ResolversParentTypes['SurveyValidations']> = {
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  pendingSecondaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumberLocale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryEmailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['UserSettings'], ParentType, ContextType>;
  userProfile?: Resolver<ResolversTypes['UserProfile'], ParentType, ContextType>;
  userProfileCompletion?: Resolver<ResolversTypes['UserProfileCompletion'], ParentType, ContextType>;
};

export type UserProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserProfile'] = ResolversParentTypes['UserProfile']> = {
  personalInformation?: Resolver<Maybe<ResolversTypes['PersonalInformation']>, ParentType, ContextType>;
  resume?: Resolver<Maybe<ResolversTypes['Resume']>, ParentType, ContextType>;
  schools?: Resolver<Array<ResolversTypes['School']>, ParentType, ContextType>;
  workPreferences?: Resolver<ResolversTypes['WorkPreferences'], ParentType, ContextType>;
};

export type UserProfileCompletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserProfileCompletion'] = ResolversParentTypes['UserProfileCompletion']> = {
  completedPersonalInformation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedResume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedSchools?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedWorkPreferences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSettings'] = ResolversParentTypes['UserSettings']> = {
  changeEmail?: Resolver<Maybe<ResolversTypes['ChangeEmail']>, ParentType, ContextType>;
  diversityOptIn?: Resolver<ResolversTypes['DiversityOptIn'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
};

export type UserSurveyAnswersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSurveyAnswers'] = ResolversParentTypes['UserSurveyAnswers']> = {
  answers?: Resolver<Array<ResolversTypes['SurveyAnswer']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SurveyStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkPreferences'] = ResolversParentTypes['WorkPreferences']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['GeoLocation']>, ParentType, ContextType>;
  noPreference?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workStyle?: Resolver<ResolversTypes['WorkStyle'], ParentType, ContextType>;
};

export type WorkStyleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkStyle'] = ResolversParentTypes['WorkStyle']> = {
  preferredStyle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Accommodations?: AccommodationsResolvers<ContextType>;
  AccountErasure?: AccountErasureResolvers<ContextType>;
  Assessment?: AssessmentResolvers<ContextType>;
  AssessmentHeartbeat?: AssessmentHeartbeatResolvers<ContextType>;
  AssessmentSection?: AssessmentSectionResolvers<ContextType>;
  CandidateConfig?: CandidateConfigResolvers<ContextType>;
  CandidateInvitation?: CandidateInvitationResolvers<ContextType>;
  ChangeEmail?: ChangeEmailResolvers<ContextType>;
  CompanyCandidateAssociation?: CompanyCandidateAssociationResolvers<ContextType>;
  DiversityOptIn?: DiversityOptInResolvers<ContextType>;
  GeoLocation?: GeoLocationResolvers<ContextType>;
  IndustryContext?: IndustryContextResolvers<ContextType>;
  InvalidSurveyAnswer?: InvalidSurveyAnswerResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemGroup?: ItemGroupResolvers<ContextType>;
  ItemHeader?: ItemHeaderResolvers<ContextType>;
  ItemOption?: ItemOptionResolvers<ContextType>;
  ItemResponseResult?: ItemResponseResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PasswordVerification?: PasswordVerificationResolvers<ContextType>;
  PersonalInformation?: PersonalInformationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  ReceiptPayload?: ReceiptPayloadResolvers<ContextType>;
  Resume?: ResumeResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolOption?: SchoolOptionResolvers<ContextType>;
  SchoolRef?: SchoolRefResolvers<ContextType>;
  SectionActivityResult?: SectionActivityResultResolvers<ContextType>;
  SectionCloseResult?: SectionCloseResultResolvers<ContextType>;
  SectionInformation?: SectionInformationResolvers<ContextType>;
  SectionQuestions?: SectionQuestionsResolvers<ContextType>;
  SurveyAnswer?: SurveyAnswerResolvers<ContextType>;
  SurveyChoice?: SurveyChoiceResolvers<ContextType>;
  SurveyCompletion?: SurveyCompletionResolvers<ContextType>;
  SurveyDefinition?: SurveyDefinitionResolvers<ContextType>;
  SurveyField?: SurveyFieldResolvers<ContextType>;
  SurveyFieldProperties?: SurveyFieldPropertiesResolvers<ContextType>;
  SurveyPointQuestion?: SurveyPointQuestionResolvers<ContextType>;
  SurveyScaleLabels?: SurveyScaleLabelsResolvers<ContextType>;
  SurveyValidations?: SurveyValidationsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserProfile?: UserProfileResolvers<ContextType>;
  UserProfileCompletion?: UserProfileCompletionResolvers<ContextType>;
  UserSession?: UserSessionResolvers<ContextType>;
  UserSettings?: UserSettingsResolvers<ContextType>;
  UserSurveyAnswers?: UserSurveyAnswersResolvers<ContextType>;
  WorkPreferences?: WorkPreferencesResolvers<ContextType>;
  WorkStyle?: WorkStyleResolvers<ContextType>;
};

