/** /change-email-cancelled (issue 4): replaced by the settings work. */
export function ChangeEmailCancelledRoute() {
  return null;
}
