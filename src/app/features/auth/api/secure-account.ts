/**
 * POST /auth/secure-account {token}: the "this wasn't me" link of an account-change notice
 * (docs/decisions/049). 400 {message} for a link unknown, used or expired; 429 past the limit.
 */
import { useMutation } from '@tanstack/react-query';
import { restPost } from '../../../lib/api/rest.ts';

export interface SecureAccountResult {
  email: string;
  secondaryEmail: string | null;
  previousEmailTaken: string | null;
  previousSecondaryEmailTaken: string | null;
  passwordResetSent: boolean;
}

export const secureAccount = (token: string) =>
  restPost<SecureAccountResult>('/auth/secure-account', { token });

export function useSecureAccount() {
  return useMutation({ mutationFn: secureAccount, networkMode: 'always' });
}
