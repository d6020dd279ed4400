/**
 * Every candidate-facing message the specification words, in one place, so the server, the forms
 * and the tests use the same text. Keys say where a message is shown.
 */
export const messages = {
  // Generic field rules (spec 5)
  fieldRequired: 'This field is required. Please enter a value.',
  fieldInvalid: 'This field is not valid. Please try again.',
  // Sign-in
  signInEmpty: "This can't be empty.",
  signInFailed: "Email or password doesn't match our records.",
  loginInvalid: 'Invalid email address or password.',
  /**
   * A sign-in whose fields the app never sends that way (a device id that is not one, a shared-
   * computer choice that is not true or false): the page is out of date or was tampered with.
   */
  signInRequestInvalid:
    'Something went wrong with this sign-in. Reload the page and sign in again.',
  notConfirmed:
    'You have yet to confirm your email address. Please check your email or spam folder for a confirmation email...',
  notConfirmedResendLink: 'Click for a new confirmation email.',
  alreadyConfirmed: 'You have already confirmed your email address.',
  invitationExpiredTitle: 'Invitation Link Expired',
  invitationExpired:
    'This invitation link has expired. Please reach out to your recruiter to request a new invitation.',
  // E-mail
  emailInvalidReset: 'Please enter a valid email.',
  emailInvalidRegister: 'Please enter a valid email address.',
  emailInvalidGeneric: 'Please supply a valid email address.',
  /** The e-mail change wizard's new address (spec section 5: no full stop). */
  emailInvalidChangeEmail: 'Please enter a valid email address',
  // Registration
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  passwordInvalid: 'Password is invalid.',
  termsRequired: 'Please read and accept the Terms of Service and Privacy Policy.',
  requiredShort: 'This field is required.',
  industryRequired: 'Please select an industry.',
  industryInvalid: 'Invalid firm type, please try again.',
  initialsRequired: 'Please enter your initials to continue.',
  botCheckUnavailable: 'Unable to validate account details. Please email support for assistance.',
  // Password reset
  resetInvalid: 'Please enter a valid email address.',
  resetDone: 'Your password has been reset.',
  passwordsMustMatch: 'Passwords must match.',
  // Contact details (spec 5 and 8: Before You Move On)
  secondaryEmailRequired: 'Email is required.',
  secondaryEmailInvalid: 'Email address is invalid',
  linkedInUrlInvalid: 'LinkedIn URL is invalid',
  phoneNumberInvalid: 'Please enter a valid phone number',
  contactSupport: 'Please contact our support team for help.',
  // Confirmation routes
  missingParameters: 'Missing required parameters',
  confirmFailed: 'Failed to confirm email',
  // Education (spec 5)
  undergraduateDegreeRequired: 'You must have at least one undergraduate degree.',
  jdDegreeRequired: 'Please enter a Juris Doctor (JD) degree.',
  // User Settings (spec sections 4, 5, 6 and 8)
  passwordNotOurs: "Password doesn't match our records.",
  emailChangeInProgress: 'Your email change is in progress',
  emailChangeTimedOut: 'Your email change in progress has timed out.',
  secondaryEmailUpdateFailed: 'Error updating email address',
  contactInfoSubmitIssue:
    'There was an issue submitting your contact information. Please refresh the page and try again or contact our support team for help.',
  shareProfileLabel: 'Share my Suited profile',
  visibilityPublic: 'To all partner firms so I can be seen for any opportunity',
  // Connection manager (spec section 8)
  connectionsLoadFailed:
    'There appears to be an issue getting company connections. Our dev team has been notified. Please try refreshing the page to resolve the issue.',
  invitationsLoadFailed:
    'There appears to be an issue getting company invitations and associations. Our dev team has been notified. Please try refreshing the page to resolve the issue.',
  noActiveConnections: 'You have no active connections.',
  noActiveInvitations: 'You have no active invitations.',
  // Errors
  errorTitle: "We've Encountered an Error",
  somethingWentWrong: 'Something Went Wrong',
} as const;
