/** POST /request-new-confirmation-email (spec section 7): 400 EMAIL_ALREADY_CONFIRMED when done already. */
import { useMutation } from '@tanstack/react-query';
import { restPost } from '../../../lib/api/rest.ts';

export interface RequestNewConfirmationEmailInput {
  email: string;
  code?: string | null;
  requestId?: string | null;
}

export const requestNewConfirmationEmail = (input: RequestNewConfirmationEmailInput) =>
  restPost<{ requestId?: string }>('/request-new-confirmation-email', input);

export function useRequestNewConfirmationEmail() {
  return useMutation({ mutationFn: requestNewConfirmationEmail, networkMode: 'always' });
}
