/** /change-email-cancelled: an e-mail change link that failed. */
import { ChangeEmailResult } from '../features/user-settings/components/change-email-result.tsx';

export function ChangeEmailCancelledRoute() {
  return <ChangeEmailResult kind="cancelled" />;
}
