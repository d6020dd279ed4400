/** /add-secondary-email-token-expired: a secondary-address verification link that failed. */
import { SecondaryEmailResult } from '../features/contact-info/components/secondary-email-result.tsx';

export function AddSecondaryEmailTokenExpiredRoute() {
  return <SecondaryEmailResult kind="expired" />;
}
