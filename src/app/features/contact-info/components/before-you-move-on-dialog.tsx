/**
 * "Before You Move On" (spec sections 2 and 5): a blocking modal asking a candidate without
 * contact details for a secondary (personal) e-mail address, and optionally a LinkedIn URL and a
 * phone number. Esc and clicks outside do not close it; only saving (or Logout) moves on.
 * 'Continue to Profile' is enabled once the form changed, has no errors and any typed phone is
 * valid. The save goes through the outbox: offline it says "Saved on this device" and lets the
 * candidate on; a refusal shows the server's message with a way to reach support.
 */
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { SPINNER_ERROR_MS, SPINNER_SUCCESS_MS } from '../../../../domain/constants.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  isPhoneCountry,
  isSameEmail,
  secondaryContactInfoSchema,
  type SecondaryContactInfo,
  type SecondaryContactInfoInput,
} from '../../../../domain/contact.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { SpinnerButton, type SpinnerButtonState } from '../../../components/spinner-button.tsx';
import type { User } from '../../../lib/api/get-user.ts';
import type { ContactInfoWrite } from '../lib/use-contact-info-write.ts';
import { PhoneNumberField } from '../../../components/form/phone-number-field.tsx';
import { SaveRefusedAlert } from './support-line.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { margin: 0, lineHeight: tokens.lineHeightBase400 },
  // The whole width (fluid), right-aligned: in Fluent's half-width cell the two buttons wrapped
  // onto two rows once Continue to Profile was enabled, and jumped back while it saved. Under
  // 480 px Fluent stacks them, each the dialog's width (see logoutAction).
  actions: { justifyContent: 'flex-end' },
});

/** The shared schema, plus the one rule the form can check itself: not the sign-in address. */
function contactFormSchema(primaryEmail: string) {
  return secondaryContactInfoSchema.superRefine((values, ctx) => {
    if (isSameEmail(values.secondaryEmail, primaryEmail)) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondaryEmail'],
        message: apiMessages.secondaryEmailSameAsPrimary,
      });
    }
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the form starts with: empty, or what a refused save held (to correct it). */
function initialValues(refused: Record<string, unknown> | null): SecondaryContactInfoInput {
  const country = isPhoneCountry(refused?.phoneNumberLocale)
    ? refused.phoneNumberLocale
    : DEFAULT_PHONE_COUNTRY;
  return {
    secondaryEmail: text(refused?.secondaryEmail),
    linkedInUrl: text(refused?.linkedInUrl),
    phoneNumber: formatPhone(text(refused?.phoneNumber), country),
    phoneNumberLocale: country,
  };
}

export interface BeforeYouMoveOnDialogProps {
  open: boolean;
  user: User;
  write: ContactInfoWrite;
  /**
   * The app's Logout button (with its unsent-changes question): a large secondary one, the size of
   * Continue to Profile beside it.
   */
  logoutAction: ReactNode;
  /** True from Continue until the outcome has been shown (the gate keeps the modal meanwhile). */
  onBusyChange: (busy: boolean) => void;
}

export function BeforeYouMoveOnDialog({
  open,
  user,
  write,
  logoutAction,
  onBusyChange,
}: BeforeYouMoveOnDialogProps) {
  const styles = useStyles();
  const schema = useMemo(() => contactFormSchema(user.email), [user.email]);
  const [defaults] = useState(() => initialValues(write.refusedValues));
  const { control, handleSubmit, formState } = useForm<
    SecondaryContactInfoInput,
    unknown,
    SecondaryContactInfo
  >({ resolver: zodResolver(schema), defaultValues: defaults, mode: 'all' });
  // Both read on every render: react-hook-form tracks only the states read (a short-circuit
  // `!isDirty || !isValid` would leave isValid untracked, and stale, until the next change).
  const { isDirty, isValid } = formState;
  const [button, setButton] = useState<SpinnerButtonState>('idle');
  const [submitted, setSubmitted] = useState(false);
  const [notStored, setNotStored] = useState(false);
  const { status } = write;
  // The refused entry shown before Continue (its id): until the outbox's view has replaced it with
  // the new write, 'failed' still speaks of that older one.
  const [refusedBefore, setRefusedBefore] = useState<string | null>(null);
  const refusedNow = write.refusedId;

  // After Continue: follow the write until its outcome is known, show it, then let the gate go on.
  useEffect(() => {
    if (!submitted) return;
    const settle = (state: SpinnerButtonState, delayMs: number) => {
      setButton(state);
      return window.setTimeout(() => {
        setButton('idle');
        setSubmitted(false);
        onBusyChange(false);
      }, delayMs);
    };
    let timer: number | undefined;
    if (status === 'savedOnDevice' || status === 'saved')
      timer = settle('success', SPINNER_SUCCESS_MS);
    else if (status === 'failed' && refusedNow !== refusedBefore)
      timer = settle('error', SPINNER_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, status, refusedNow, refusedBefore, onBusyChange]);

  const submit = handleSubmit(async (values) => {
    setNotStored(false);
    setRefusedBefore(refusedNow);
    setButton('loading');
    onBusyChange(true);
    try {
      await write.save(values);
      setSubmitted(true);
    } catch {
      setNotStored(true);
      setButton('idle');
      onBusyChange(false);
    }
  });

  const busy = button !== 'idle';
  return (
    <Dialog
      open={open}
      modalType="alert"
      // Blocking: `open` comes from the gate alone (no onOpenChange), so neither Esc nor a click
      // outside closes it.
    >
      <DialogSurface className={styles.surface} aria-describedby="before-you-move-on-intro">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>Before You Move On</DialogTitle>
            <DialogContent className={styles.content}>
              <p id="before-you-move-on-intro" className={styles.intro}>
                Please give us a personal email address, so we can reach you if you lose access to{' '}
                {user.email}. Your LinkedIn profile and phone number are optional.
              </p>
              {!busy && status === 'failed' && write.error ? (
                <SaveRefusedAlert message={write.error} />
              ) : null}
              {notStored ? (
                <FormAlert>
                  Your details could not be saved on this device. Please try again; if it keeps
                  failing, your browser may be blocking storage for this site.
                </FormAlert>
              ) : null}
              <TextField
                control={control}
                name="secondaryEmail"
                label="Secondary/Personal Email"
                type="email"
                autoComplete="email"
                hint="This address cannot be used to sign in."
                required
                disabled={busy}
              />
              <TextField
                control={control}
                name="linkedInUrl"
                label="LinkedIn Profile Url"
                autoComplete="url"
                hint="For example https://www.linkedin.com/in/your-name"
                disabled={busy}
              />
              <PhoneNumberField
                control={control}
                phoneName="phoneNumber"
                countryName="phoneNumberLocale"
                disabled={busy}
              />
            </DialogContent>
            <DialogActions fluid className={styles.actions}>
              {logoutAction}
              <SpinnerButton
                type="submit"
                state={button}
                label="Continue to Profile"
                loadingLabel="Saving…"
                successLabel={status === 'saved' ? 'Saved' : 'Saved on this device'}
                errorLabel="Not saved"
                disabled={!isDirty || !isValid}
              />
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
