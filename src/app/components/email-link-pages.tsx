/**
 * The pages behind the links mailed to confirm an address (a new sign-in address, a secondary
 * address): the confirming page, which posts the link once on arrival, stores the session and goes
 * to user settings, and the result pages a refused link ends on. One implementation for both kinds
 * of link; each feature supplies its call, its loading text and its wording.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { messages } from '../../domain/messages.ts';
import { paths } from '../config/paths.ts';
import { userQueryKey } from '../lib/api/query-keys.ts';
import { setSession } from '../lib/session.ts';
import { AppLink } from './app-link.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { FormAlert } from './form/form-alert.tsx';
import { useFormStyles } from './form/form-styles.ts';
import { PageLoader } from './page-loader.tsx';

export interface EmailLinkConfirmationProps {
  /** The REST call that confirms `{email, id}` and answers a session. */
  confirm: (input: { email: string; id: string }) => Promise<{ userId: string; token: string }>;
  /** The result page a refused link leads to. */
  errorPage: (error: unknown) => string;
  loadingLabel: string;
}

const param = (search: URLSearchParams, name: string) => search.get(name)?.trim() || undefined;

/** `?email&id`: 'Missing required parameters' without them; otherwise confirms once. */
export function EmailLinkConfirmation({
  confirm,
  errorPage,
  loadingLabel,
}: EmailLinkConfirmationProps) {
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: confirm, networkMode: 'always' });
  const email = param(search, 'email');
  const id = param(search, 'id');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !email || !id) return;
    started.current = true; // once, also under StrictMode's double effects: the link is single use
    mutation.mutate(
      { email, id },
      {
        onSuccess: ({ token, userId }) => {
          setSession({ token, userId });
          // The same user may be signed in here with the older addresses cached: drop that copy,
          // so no page (nor the "Verify Secondary Email" modal) shows it before the fresh one.
          queryClient.removeQueries({ queryKey: userQueryKey });
          navigate(paths.userSettings, { replace: true });
        },
        onError: (error) => navigate(errorPage(error), { replace: true }),
      },
    );
  }, [mutation, email, id, navigate, queryClient, errorPage]);

  if (!email || !id) {
    return (
      <div className={styles.form}>
        <FormAlert intent="error">{messages.missingParameters}</FormAlert>
        <AppLink href={paths.userSettings}>Go to User Settings</AppLink>
      </div>
    );
  }
  return <PageLoader label={loadingLabel} />;
}

/** A refused link's page: what happened, and the way to user settings. */
export function EmailLinkResult({
  title,
  text,
  isError,
}: {
  title: string;
  text: string;
  /** The generic error page; the others (expired, not valid, cancelled) are warnings. */
  isError: boolean;
}) {
  const styles = useFormStyles();
  return (
    <AuthLayout title={title}>
      <div className={styles.form}>
        <FormAlert intent={isError ? 'error' : 'warning'}>{text}</FormAlert>
        <AppLink href={paths.userSettings}>Go to User Settings</AppLink>
      </div>
    </AuthLayout>
  );
}
