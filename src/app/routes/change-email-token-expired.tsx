/** /change-email-token-expired (issue 4): replaced by the settings work. */
export function ChangeEmailTokenExpiredRoute() {
  return null;
}
