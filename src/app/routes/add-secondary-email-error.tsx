/** /add-secondary-email-error: a secondary-address verification link that failed. */
import { SecondaryEmailResult } from '../features/contact-info/components/secondary-email-result.tsx';

export function AddSecondaryEmailErrorRoute() {
  return <SecondaryEmailResult kind="error" />;
}
