/** POST /resetPassword/requestUserPasswordReset?email=<encoded>: same answer whether or not the address exists. */
import { useMutation } from '@tanstack/react-query';
import { restPost } from '../../../lib/api/rest.ts';

export const requestPasswordReset = (email: string) =>
  restPost<Record<string, never>>('/resetPassword/requestUserPasswordReset', undefined, {
    query: { email },
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, networkMode: 'always' });
}
