/** /change-email-error: an e-mail change link that failed. */
import { ChangeEmailResult } from '../features/user-settings/components/change-email-result.tsx';

export function ChangeEmailErrorRoute() {
  return <ChangeEmailResult kind="error" />;
}
