/** POST /auth/confirm-change-secondary-email-auth: verifies the secondary address and signs in. */
import { restPost } from '../../../lib/api/rest.ts';

export interface ConfirmSecondaryEmailInput {
  email: string;
  id: string;
}

export const confirmSecondaryEmail = (input: ConfirmSecondaryEmailInput) =>
  restPost<{ userId: string; token: string }>('/auth/confirm-change-secondary-email-auth', input);
