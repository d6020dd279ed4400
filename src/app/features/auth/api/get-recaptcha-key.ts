/** GET /auth/recaptcha-key: the bot check's site key, or null when no bot check is configured. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restGet } from '../../../lib/api/rest.ts';

export const recaptchaKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'recaptcha-key'],
    queryFn: () => restGet<{ recaptchaKey: string | null }>('/auth/recaptcha-key'),
    staleTime: Infinity,
  });

export function useRecaptchaKey() {
  return useQuery(recaptchaKeyQueryOptions());
}
