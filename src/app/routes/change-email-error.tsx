/** /change-email-error (issue 4): replaced by the settings work. */
export function ChangeEmailErrorRoute() {
  return null;
}
