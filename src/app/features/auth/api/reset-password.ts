/** POST /resetPassword/resetUserPassword: 400 `{message, feedback: {suggestions}}` when refused. */
import { useMutation } from '@tanstack/react-query';
import { restPost } from '../../../lib/api/rest.ts';

export const resetPassword = (input: { password: string; resetId: string }) =>
  restPost<{ message: string }>('/resetPassword/resetUserPassword', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, networkMode: 'always' });
}
