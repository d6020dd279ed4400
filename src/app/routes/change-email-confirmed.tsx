/** /change-email-confirmed (issue 4): replaced by the settings work. */
export function ChangeEmailConfirmedRoute() {
  return null;
}
