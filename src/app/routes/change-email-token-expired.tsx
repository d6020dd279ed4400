/** /change-email-token-expired: an e-mail change link that failed. */
import { ChangeEmailResult } from '../features/user-settings/components/change-email-result.tsx';

export function ChangeEmailTokenExpiredRoute() {
  return <ChangeEmailResult kind="expired" />;
}
