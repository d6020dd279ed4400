/** POST /auth/register (spec section 7): 400 `{message, feedback}` when refused. */
import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../domain/auth-schemas.ts';
import { restPost } from '../../../lib/api/rest.ts';

export interface RegisterResponse {
  /** Null until the address is confirmed (docs/decisions/009). */
  token: string | null;
  redirectUrl: string;
}

export const register = (input: RegisterInput) =>
  restPost<RegisterResponse>('/auth/register', input);

export function useRegister() {
  return useMutation({ mutationFn: register, networkMode: 'always' });
}
