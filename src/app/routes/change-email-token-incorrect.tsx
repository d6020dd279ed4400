/** /change-email-token-incorrect: an e-mail change link that failed. */
import { ChangeEmailResult } from '../features/user-settings/components/change-email-result.tsx';

export function ChangeEmailTokenIncorrectRoute() {
  return <ChangeEmailResult kind="incorrect" />;
}
