/** POST /auth/confirm-change-email-auth: confirms the new sign-in address from its link and signs in. */
import { restPost } from '../../../lib/api/rest.ts';

export interface ConfirmChangeEmailInput {
  email: string;
  id: string;
}

export const confirmChangeEmail = (input: ConfirmChangeEmailInput) =>
  restPost<{ userId: string; token: string }>('/auth/confirm-change-email-auth', input);
