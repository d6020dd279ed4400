/**
 * /add-secondary-email-confirmed?email&id: verifies the secondary address once on arrival, stores
 * the session and goes to user settings (spec section 2). Missing parameters: 'Missing required
 * parameters'. A refused link goes to its page: expired, not valid, or the generic error page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { setSession } from '../../../lib/session.ts';
import { useConfirmSecondaryEmail } from '../api/confirm-secondary-email.ts';

/** Where a refused confirmation leads. */
export function pageForError(error: unknown): string {
  if (isApiError(error, 400)) {
    if (error.message === apiMessages.secondaryEmailLinkExpired)
      return paths.addSecondaryEmailTokenExpired;
    if (error.message === apiMessages.secondaryEmailLinkIncorrect)
      return paths.addSecondaryEmailTokenIncorrect;
  }
  return paths.addSecondaryEmailError;
}

const param = (search: URLSearchParams, name: string) => search.get(name)?.trim() || undefined;

export function ConfirmSecondaryEmail() {
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const confirm = useConfirmSecondaryEmail();
  const email = param(search, 'email');
  const id = param(search, 'id');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !email || !id) return;
    started.current = true; // once, also under StrictMode's double effects: the link is single use
    confirm.mutate(
      { email, id },
      {
        onSuccess: ({ token, userId }) => {
          setSession({ token, userId });
          // The same user may be signed in here with a cached "not verified": read it again.
          void queryClient.invalidateQueries({ queryKey: userQueryKey });
          navigate(paths.userSettings, { replace: true });
        },
        onError: (error) => navigate(pageForError(error), { replace: true }),
      },
    );
  }, [confirm, email, id, navigate, queryClient]);

  if (!email || !id) {
    return (
      <div className={styles.form}>
        <FormAlert intent="error">{messages.missingParameters}</FormAlert>
        <AppLink href={paths.userSettings}>Go to User Settings</AppLink>
      </div>
    );
  }
  return <PageLoader label="Verifying your email address…" />;
}
