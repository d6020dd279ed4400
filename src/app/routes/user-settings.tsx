/** /user-settings (issue 4): replaced by the settings work. */
export function UserSettingsRoute() {
  return null;
}
