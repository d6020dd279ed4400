/** GET /company/login: where recruiters sign in (RECRUITER_URL, else this app's /recruiter-sign-in). */
import { restGet } from '../../../lib/api/rest.ts';
import { useRequest } from '../../../lib/api/use-request.ts';

export const getCompanyLogin = () => restGet<{ redirectTo: string }>('/company/login');

/** On the sign-in page, outside the query provider (lib/api/use-request.ts). */
export function useCompanyLogin() {
  return useRequest(getCompanyLogin);
}
