/** /add-secondary-email-token-incorrect: a secondary-address verification link that failed. */
import { SecondaryEmailResult } from '../features/contact-info/components/secondary-email-result.tsx';

export function AddSecondaryEmailTokenIncorrectRoute() {
  return <SecondaryEmailResult kind="incorrect" />;
}
