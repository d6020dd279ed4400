/** /change-email-token-incorrect (issue 4): replaced by the settings work. */
export function ChangeEmailTokenIncorrectRoute() {
  return null;
}
