/** GET /company/login: where recruiters sign in (RECRUITER_URL, else this app's /recruiter-sign-in). */
import { useMutation } from '@tanstack/react-query';
import { restGet } from '../../../lib/api/rest.ts';

export const getCompanyLogin = () => restGet<{ redirectTo: string }>('/company/login');

export function useCompanyLogin() {
  return useMutation({ mutationFn: getCompanyLogin, networkMode: 'always' });
}
