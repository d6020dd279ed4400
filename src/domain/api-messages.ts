/**
 * What the server answers where the specification gives no wording (its own words are in
 * messages.ts), and the codes GraphQL errors carry in `extensions.code`. Shared so that the client
 * can recognise a code instead of matching text.
 */
const aboutMinutes = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

export const apiMessages = {
  /** Body of the 403 on sign-in for an unconfirmed address (spec section 7: 'not confirmed'). */
  notConfirmed: 'not confirmed',
  /**
   * The 429 of a locked sign-in (docs/decisions/017): the same for every address, with or without
   * an account. The sign-in page adds a link to Forgot Password.
   */
  signInLocked: (minutes: number) =>
    `Too many unsuccessful sign-in attempts. Please wait about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again, or reset your password.`,
  /** Resend and confirm when the address is already confirmed (spec section 7). */
  emailAlreadyConfirmed: 'EMAIL_ALREADY_CONFIRMED',
  emailTaken:
    'An account with this email address already exists. Please sign in, or reset your password.',
  passwordResetNotFound: 'This password reset link is not valid. Please request a new one.',
  passwordResetUsed: 'This link has already been used to reset your password.',
  passwordResetExpired: 'This password reset link has expired.',
  unauthorized: 'UNAUTHORIZED',
  idempotencyConflict: 'This change was already recorded with different content.',
  invalidClientMutationId: 'This change has no valid identifier.',
  accountTypeAlreadySet: 'Your account type is already set and cannot be changed.',
  invalidRequest: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  unstorableCharacter:
    'Your text contains a character that cannot be saved (a null character). Please remove it and try again.',
  requestTooLarge: 'The request is too large.',
  notFound: 'Not found.',
  mailUnavailable: 'We could not send the e-mail right now. Please try again in a few minutes.',
  tryAgain: 'Please try again.',
  /** The 503 while the database is unreachable (docs/decisions/023); the outbox retries it. */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  serverError: 'Something went wrong on our side. Please try again.',
  /**
   * A mutation not run because one before it in the same request failed (docs/decisions/044): the
   * outbox sends it again.
   */
  notRunAfterEarlierFailure:
    'Not saved yet: a change sent before it in the same request failed. It will be sent again.',
  // Contact details (setSecondaryContactInfo, POST /auth/confirm-change-secondary-email-auth)
  secondaryEmailSameAsPrimary:
    'Your personal email must be different from the email you sign in with.',
  secondaryEmailTaken:
    'This email address is already used by another account. Please enter a different personal email.',
  verificationMailLimit:
    'We have sent several verification emails in the last hour. Please check your inbox and spam folder, or try again later.',
  secondaryEmailLinkExpired: 'This verification link has expired.',
  secondaryEmailLinkIncorrect: 'This verification link is not valid.',
  // User Settings
  notYourAccount: 'You can only change your own account.',
  passwordVerificationRequired: 'Please confirm your current password first.',
  emailUnchanged: 'This is already the email you sign in with.',
  emailIsYourSecondary:
    "This is your secondary email. Use 'make primary email' to sign in with it instead.",
  noEmailChangeOpen: 'There is no email change in progress.',
  emailChangeMailLimit:
    'We have sent several emails in the last hour. Please check your inbox and spam folder, or try again later.',
  emailChangeLinkIncorrect: 'This email change link is not valid.',
  emailChangeLinkExpired: 'This email change link has expired.',
  emailChangeLinkCancelled: 'This email change was cancelled.',
  swapNeedsVerifiedSecondary:
    'Please verify your secondary email before making it your primary email.',
  // Sessions and the "this wasn't me" link (docs/decisions/049)
  sessionNotFound: 'This session could not be found. It may have ended already.',
  sessionIsThisDevice: 'This is the session of this device. Use Sign Out to end it.',
  secureAccountLinkIncorrect:
    'This link is not valid. Please use the link in the most recent email.',
  secureAccountLinkUsed:
    'This link has already been used. Every session of your account was signed out then.',
  secureAccountLinkExpired: 'This link has expired.',
  tooManyAccountRecoveries: (minutes: number) =>
    `Too many account recovery links were opened from your network. Please wait about ${aboutMinutes(minutes)} and try again.`,
  // Connections
  invitationNotFound: 'This invitation could not be found.',
  associationNotFound: 'This connection could not be found.',
  invalidStatusChange: 'This change is not possible from the current status.',
  // Abuse limits on public calls, per network address (docs/decisions/024): 429s worded as the
  // sign-in lock is.
  tooManyRegistrations: (minutes: number) =>
    `Too many accounts were registered from your network. Please wait about ${aboutMinutes(minutes)} and try again.`,
  tooManyConfirmationEmails: (minutes: number) =>
    `Too many confirmation emails were requested from your network. Please wait about ${aboutMinutes(minutes)} and try again.`,
  tooManyErrorReports: (minutes: number) =>
    `Too many error reports were sent from your network. Please wait about ${aboutMinutes(minutes)}.`,
  unstorableSurrogate:
    'Your text contains a character that cannot be saved (a broken emoji or symbol). Please remove it and try again.',
} as const;

/** `extensions.code` of the GraphQL errors the server raises on purpose. */
export const GRAPHQL_ERROR_CODES = [
  'UNAUTHORIZED',
  'BAD_USER_INPUT',
  'IDEMPOTENCY_CONFLICT',
  'ACCOUNT_TYPE_ALREADY_SET',
  'TRY_AGAIN',
  'MAIL_LIMIT_REACHED',
  'TOO_MANY_ATTEMPTS',
  'FORBIDDEN',
  'NOT_FOUND',
  'PASSWORD_VERIFICATION_REQUIRED',
  'INVITATION_EXPIRED',
  'INVALID_STATUS_CHANGE',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'NOT_RUN',
] as const;
export type GraphQLErrorCode = (typeof GRAPHQL_ERROR_CODES)[number];
