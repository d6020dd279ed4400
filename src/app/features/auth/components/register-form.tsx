/**
 * Sign Up for Free (spec sections 2, 4, 5): the form, then the acknowledgements modal, then
 * POST /auth/register with the link's parameters (invitation code, autopilot session, utm) and the
 * bot-check token. Success goes to the server's redirectUrl; a 400 shows the server's message and
 * its feedback lines; 'Invalid firm type' clears the industry choice.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useSearchParams } from 'wouter';
import { MODAL_CLOSE_MS } from '../../../../domain/constants.ts';
import { messages } from '../../../../domain/messages.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { PasswordChecklist } from '../../../components/form/password-checklist.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useDelayedUnmount } from '../../../components/use-delayed-unmount.ts';
import { safeRedirect } from '../../../config/paths.ts';
import { feedbackOf, isApiError } from '../../../lib/api/errors.ts';
import { useIndustryContexts } from '../api/get-industry-contexts.ts';
import { useRegister } from '../api/register.ts';
import { errorText } from '../lib/error-text.ts';
import { readRegisterParams } from '../lib/register-params.ts';
import {
  registerFormSchema,
  type RegisterFormInput,
  type RegisterFormValues,
} from '../lib/register-schema.ts';
import { useBotCheck } from '../lib/use-bot-check.ts';
import { AcknowledgementsDialog } from './acknowledgements-dialog.tsx';
import { IndustryField } from './industry-field.tsx';
import { TermsField } from './terms-field.tsx';

interface Problem {
  message: string;
  lines: string[];
}

export function RegisterForm() {
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const params = readRegisterParams(search);
  const industries = useIndustryContexts().data ?? [];
  const botCheck = useBotCheck();
  const register = useRegister();
  const [pending, setPending] = useState<RegisterFormValues | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [industryRefused, setIndustryRefused] = useState(false);

  const acknowledgementsMounted = useDelayedUnmount(pending !== null, MODAL_CLOSE_MS);

  const linkIndustryValid = industries.some((c) => c.id === params.industry);
  const showIndustry = !linkIndustryValid || industryRefused;

  const { control, handleSubmit, setValue } = useForm<
    RegisterFormInput,
    unknown,
    RegisterFormValues
  >({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: params.firstName,
      lastName: params.lastName,
      email: params.email,
      password: '',
      industryContext: linkIndustryValid ? (params.industry ?? '') : '',
      termsAndPrivacyAgreed: false,
    },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onReview = handleSubmit((values) => {
    setProblem(null);
    setPending(values);
  });

  const onConfirm = async () => {
    if (!pending || register.isPending) return;
    let token: string | null;
    try {
      token = await botCheck.getToken();
    } catch {
      setPending(null);
      setProblem({ message: messages.botCheckUnavailable, lines: [] });
      return;
    }
    register.mutate(
      {
        ...pending,
        termsAndPrivacyAgreed: true,
        invitationCode: params.invitationCode ?? null,
        autopilotSessionId: params.autopilotSessionId ?? null,
        utm: params.utm ?? null,
        token,
      },
      {
        onSuccess: ({ redirectUrl }) => {
          // Close the modal first: unmounting it open leaves #root aria-hidden (Fluent bug).
          setPending(null);
          window.setTimeout(
            () => navigate(safeRedirect(redirectUrl), { replace: true }),
            MODAL_CLOSE_MS,
          );
        },
        onError: (error) => {
          setPending(null);
          const message = errorText(error);
          if (message === messages.industryInvalid) {
            setIndustryRefused(true);
            setValue('industryContext', '', { shouldValidate: true, shouldTouch: true });
          }
          setProblem({ message, lines: isApiError(error) ? feedbackOf(error.body) : [] });
        },
      },
    );
  };

  return (
    <>
      <form className={styles.form} onSubmit={onReview} noValidate aria-label="Sign Up for Free">
        {botCheck.status === 'unavailable' ? (
          <FormAlert>{messages.botCheckUnavailable}</FormAlert>
        ) : null}
        {problem ? <FormAlert lines={problem.lines}>{problem.message}</FormAlert> : null}
        <div className={styles.row}>
          <TextField
            control={control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
          />
          <TextField
            control={control}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
          />
        </div>
        <TextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          blockSpaces
          hint={<PasswordChecklist password={password} />}
        />
        {showIndustry ? <IndustryField control={control} options={industries} /> : null}
        <TermsField control={control} />
        <SubmitButton label="Register" disabled={botCheck.status === 'unavailable'} />
      </form>
      {acknowledgementsMounted ? (
        <AcknowledgementsDialog
          open={pending !== null}
          busy={register.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => void onConfirm()}
        />
      ) : null}
    </>
  );
}
