/** POST /auth/confirm-email-auth: confirms the address from the e-mail link and signs in. */
import { useMutation } from '@tanstack/react-query';
import { restPost } from '../../../lib/api/rest.ts';

export interface ConfirmEmailInput {
  email: string;
  confirmationId: string;
  code?: string | null;
}

export const confirmEmail = (input: ConfirmEmailInput) =>
  restPost<{ userId: string; token: string }>('/auth/confirm-email-auth', input);

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, networkMode: 'always' });
}
