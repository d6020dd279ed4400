/** What POST /auth/secure-account answers (docs/decisions/049): written by the server, read by the app. */
export interface SecureAccountResult {
  /** The sign-in address now: the one put back, or (when it was taken) the one left in place. */
  email: string;
  secondaryEmail: string | null;
  /** The previous sign-in address belongs to another account now, so it could not be put back. */
  previousEmailTaken: string | null;
  /** Likewise for the previous secondary address (the account is left without one). */
  previousSecondaryEmailTaken: string | null;
  /** A password reset link went to `email`. */
  passwordResetSent: boolean;
}
