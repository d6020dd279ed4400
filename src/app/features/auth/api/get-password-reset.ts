/** GET /resetPassword/getPasswordReset?id: the reset record's status (only ACTIVE accepts a password). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordResetStatus } from '../../../../domain/constants.ts';
import { restGet } from '../../../lib/api/rest.ts';

export interface PasswordReset {
  status: PasswordResetStatus;
  role: string;
}

export const passwordResetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['password-reset', id],
    queryFn: () => restGet<PasswordReset>('/resetPassword/getPasswordReset', { query: { id } }),
    retry: false,
    gcTime: 0,
    networkMode: 'always',
  });

export function usePasswordReset(id: string) {
  return useQuery({ ...passwordResetQueryOptions(id), enabled: id !== '' });
}
