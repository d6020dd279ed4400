/**
 * /change-email-confirmed?email&id (spec sections 2 and 7): confirms the new sign-in address once
 * on arrival (POST /auth/confirm-change-email-auth), stores the session and goes to user settings.
 * Missing parameters: 'Missing required parameters'. A refused link goes to its page (not valid,
 * cancelled, expired) or the generic error page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { messages } from '../../../../domain/messages.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { setSession } from '../../../lib/session.ts';
import { useConfirmChangeEmail } from '../api/confirm-change-email.ts';
import { changeEmailErrorPage } from '../lib/change-email-errors.ts';

const param = (search: URLSearchParams, name: string) => search.get(name)?.trim() || undefined;

export function ConfirmChangeEmail() {
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const confirm = useConfirmChangeEmail();
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
          // The same user may be signed in here with the old address cached: read it again.
          void queryClient.invalidateQueries({ queryKey: userQueryKey });
          navigate(paths.userSettings, { replace: true });
        },
        onError: (error) => navigate(changeEmailErrorPage(error), { replace: true }),
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
  return <PageLoader label="Confirming your new email address…" />;
}
