/**
 * Candidate Sign In (spec sections 2, 4, 5): email and password, the button enabled once both are
 * filled and not while signing in; the invitation code and utm parameters go in the body; success
 * stores the session and goes to `redirect` (a path of this app only), else to the invitation of
 * `code` (/join/{code}) or of `id` (the connection manager), else /.
 *
 * No react-hook-form and no zod here, unlike the other forms: /login's first load has a budget
 * (docs/decisions/011 and 022) and the two weigh about 35 kB. The form's only rule: each field
 * non-empty, 'This can't be empty.'. The server validates the body with `loginInputSchema`
 * (src/domain), whose 400 for an address that cannot be an account's, 'Invalid email address or
 * password.', the page shows as it shows any failure.
 *
 * "This is a shared computer" (unchecked by default, docs/decisions/051): the session's cookies end
 * with the browser, nothing of the candidate's is kept on the device, and the server gives the
 * session a shorter life. A session that ended idle (docs/decisions/050) is explained above the form.
 */
import { Checkbox, Field } from '@fluentui/react-components';
import {
  type ComponentType,
  type FormEvent,
  Fragment,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { messages } from '../../../../domain/messages.ts';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { InputField } from '../../../components/form/input-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { invitationHref, joinHref, safeRedirect } from '../../../config/paths.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { setSession } from '../../../lib/session.ts';
import { forgetSignedOutReason, signedOutMessage } from '../../../lib/signed-out-reason.ts';
import { useLogin } from '../api/login.ts';
import { param, utmFrom } from '../lib/search-params.ts';

/**
 * Loaded only when a sign-in is sent: the message bars and the resend link stay out of /login's
 * first load (its budget, docs/decisions/011), yet are in memory before a failure comes back, so
 * the message appears with the re-enabled button and does not move it a moment later.
 */
const loadLoginError = () => import('./login-error.tsx');
const LoginError = lazy(() => loadLoginError().then((module) => ({ default: module.LoginError })));
/**
 * The query client that a failed sign-in's resend link asks the server through, which /login loads
 * only then. routes/login.tsx passes it (app/query-scope.tsx: a feature does not import app/);
 * without it (the form's own tests) the caller's providers serve.
 */
export interface LazyScope {
  Scope: ComponentType<{ children: ReactNode }>;
  load: () => Promise<unknown>;
}
/** Why the last session ended (rare): its message bar loads only then. */
const FormAlert = lazy(() =>
  import('../../../components/form/form-alert.tsx').then((module) => ({
    default: module.FormAlert,
  })),
);

export const SHARED_COMPUTER_LABEL = 'This is a shared computer';
export const SHARED_COMPUTER_HINT =
  'Only answers not yet sent are kept on this computer, and you are signed out when the browser closes.';

type FieldName = 'email' | 'password';

/**
 * Where a sign-in leads: an explicit `redirect` (a path of this app), else the invitation of a
 * `code` (/join/{code}), else the invitation of an `id` (the connection manager with its modal),
 * else the welcome page.
 */
export function afterSignIn(
  redirect: string | null,
  code: string | undefined,
  invitationId?: string,
): string {
  if (!redirect && code) return joinHref(code);
  if (!redirect && invitationId) return invitationHref(invitationId);
  return safeRedirect(redirect);
}

export function LoginForm({ errorScope }: { errorScope?: LazyScope }) {
  const ErrorScope = errorScope?.Scope ?? Fragment;
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [sharedComputer, setSharedComputer] = useState(false);
  // Read once; forgotten once shown, so a reload of this page does not say it again.
  const [signedOut] = useState(signedOutMessage);
  useEffect(() => {
    if (signedOut) forgetSignedOutReason();
  }, [signedOut]);
  const filled = values.email.trim() !== '' && values.password !== '';
  const code = param(search, 'code');
  const invitationId = param(search, 'id');

  const errorOf = (name: FieldName) =>
    (touched[name] || submitted) && values[name].trim() === '' ? messages.signInEmpty : undefined;
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: errorOf(name),
    required: true,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!filled || login.isPending) return;
    void loadLoginError();
    void errorScope?.load();
    login.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        invitationCode: code ?? null,
        utm: utmFrom(search) ?? null,
        // A sign-in during a timed section is flagged only from another device (decision 056).
        deviceId: deviceId(),
        sharedComputer,
      },
      {
        onSuccess: ({ token, userId }) => {
          setSession({ token, userId }, { sharedComputer });
          navigate(afterSignIn(search.get('redirect'), code, invitationId), { replace: true });
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Candidate Sign In">
      {signedOut && !login.isError ? (
        <Suspense fallback={<p>{signedOut}</p>}>
          <FormAlert intent="info">
            <p role="status">{signedOut}</p>
          </FormAlert>
        </Suspense>
      ) : null}
      {login.isError ? (
        <Suspense fallback={null}>
          <ErrorScope>
            <LoginError error={login.error} typedEmail={values.email.trim()} code={code} />
          </ErrorScope>
        </Suspense>
      ) : null}
      <InputField {...field('email')} label="Email" type="email" autoComplete="username" />
      <InputField
        {...field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Field hint={SHARED_COMPUTER_HINT}>
        <Checkbox
          name="sharedComputer"
          label={SHARED_COMPUTER_LABEL}
          checked={sharedComputer}
          onChange={(_, data) => setSharedComputer(data.checked === true)}
        />
      </Field>
      <SubmitButton
        label="Sign In"
        busyLabel="Signing In…"
        busy={login.isPending}
        disabled={!filled}
      />
    </form>
  );
}
