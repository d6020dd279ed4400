/** POST /auth/login (spec section 7). */
import type { LoginInput } from '../../../../domain/auth-schemas.ts';
import { restPost } from '../../../lib/api/rest.ts';
import { useRequest } from '../../../lib/api/use-request.ts';

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

/** Signing in needs the network: offline it fails at once and says so (no waiting for it). */
export function useLogin() {
  return useRequest(login);
}
