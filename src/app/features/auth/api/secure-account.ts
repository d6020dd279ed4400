/**
 * POST /auth/secure-account {token}: the "this wasn't me" link of an account-change notice
 * (docs/decisions/049). 400 {message} for a link unknown, used or expired; 429 past the limit.
 */
import { useMutation } from '@tanstack/react-query';
import type { SecureAccountResult } from '../../../../domain/secure-account.ts';
import { restPost } from '../../../lib/api/rest.ts';

export const secureAccount = (token: string) =>
  restPost<SecureAccountResult>('/auth/secure-account', { token });

export function useSecureAccount() {
  return useMutation({ mutationFn: secureAccount, networkMode: 'always' });
}
