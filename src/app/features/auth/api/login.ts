/** POST /auth/login (spec section 7). */
import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '../../../../domain/auth-schemas.ts';
import { restPost } from '../../../lib/api/rest.ts';

export interface LoginResponse {
  userId: string;
  token: string;
  requestId?: string;
}

/** The 403 body for an address not yet confirmed. */
export interface NotConfirmedBody {
  message: 'not confirmed';
  email: string;
  requestId?: string;
}

export const login = (input: LoginInput) => restPost<LoginResponse>('/auth/login', input);

export function useLogin() {
  // 'always': signing in needs the network; offline it fails at once and says so.
  return useMutation({ mutationFn: login, networkMode: 'always' });
}
