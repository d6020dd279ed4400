/**
 * Contact Info in User Settings (spec sections 2, 4 and 5): the LinkedIn profile URL and the phone
 * number, each a ContactField. Edits and deletions go through the outbox (UpdateUserLinkedInUrl,
 * DeleteUserLinkedInUrl, UpdateUserPhoneNumber, DeleteUserPhoneNumber), the update and the delete
 * of one field under one key, so the newest unsent one wins. The phone is shown national for the
 * US and international otherwise.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  isPhoneCountry,
  isValidPhone,
  parsePhone,
} from '../../../../domain/contact.ts';
import { messages } from '../../../../domain/messages.ts';
import { linkedInUrlUpdateSchema } from '../../../../domain/settings.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { SaveStatus } from '../../../components/save-status.tsx';
import { useWrite } from '../../../lib/writes/use-write.ts';
// The first-run form's phone field (country picker, formatting), reused as the brief asks.
import { PhoneNumberField } from '../../../components/form/phone-number-field.tsx';
import type { SettingsUser } from '../api/get-user-settings.ts';
import {
  deleteLinkedInUrlWrite,
  deletePhoneNumberWrite,
  updateLinkedInUrlWrite,
  updatePhoneNumberWrite,
} from '../api/settings-writes.ts';
import { ContactField } from './contact-field.tsx';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const LINKEDIN_LABEL = 'LinkedIn Profile Url';
const PHONE_LABEL = 'Phone Number';

/** How a stored phone reads: national for the US, international for other countries. */
export function displayPhone(phoneNumber: string, locale: string | null): string {
  const country = isPhoneCountry(locale) ? locale : DEFAULT_PHONE_COUNTRY;
  return formatPhone(phoneNumber, country);
}

/** The write the candidate made last of a field's two (update or delete): whose status shows. */
function useLastUsed<A, B>(a: A, b: B) {
  const [last, setLast] = useState<'a' | 'b'>('a');
  return { current: last === 'a' ? a : b, useA: () => setLast('a'), useB: () => setLast('b') };
}

export function ContactInfoSection({ user }: { user: SettingsUser | undefined }) {
  const styles = useStyles();
  const userId = user?.id ?? '';
  const updateLinkedIn = useWrite(updateLinkedInUrlWrite, { userId });
  const deleteLinkedIn = useWrite(deleteLinkedInUrlWrite, { userId });
  const updatePhone = useWrite(updatePhoneNumberWrite, { userId });
  const deletePhone = useWrite(deletePhoneNumberWrite, { userId });
  const linkedInWrite = useLastUsed(updateLinkedIn, deleteLinkedIn);
  const phoneWrite = useLastUsed(updatePhone, deletePhone);

  return (
    <div className={styles.fields}>
      <ContactField
        label={LINKEDIN_LABEL}
        value={user?.linkedInUrl}
        renderEditor={({ done, cancel }) => (
          <LinkedInEditor
            initial={user?.linkedInUrl ?? ''}
            onCancel={cancel}
            onSave={async (linkedInUrl) => {
              linkedInWrite.useA();
              await updateLinkedIn.save({ linkedInUrl });
              done();
            }}
          />
        )}
        onDelete={async () => {
          linkedInWrite.useB();
          await deleteLinkedIn.save({});
        }}
        status={
          <SaveStatus status={linkedInWrite.current.status} error={linkedInWrite.current.error} />
        }
      />
      <ContactField
        label={PHONE_LABEL}
        value={user?.phoneNumber}
        display={
          user?.phoneNumber ? displayPhone(user.phoneNumber, user.phoneNumberLocale) : undefined
        }
        renderEditor={({ done, cancel }) => (
          <PhoneEditor
            initialPhone={user?.phoneNumber ?? ''}
            initialCountry={user?.phoneNumberLocale ?? null}
            onCancel={cancel}
            onSave={async (phoneNumber, locale) => {
              phoneWrite.useA();
              await updatePhone.save({ phoneNumber, locale });
              done();
            }}
          />
        )}
        onDelete={async () => {
          phoneWrite.useB();
          await deletePhone.save({});
        }}
        status={<SaveStatus status={phoneWrite.current.status} error={phoneWrite.current.error} />}
      />
    </div>
  );
}

const linkedInFormSchema = z.object({
  linkedInUrl: z.string().trim().min(1, messages.fieldRequired).pipe(linkedInUrlUpdateSchema),
});
type LinkedInForm = z.input<typeof linkedInFormSchema>;

function LinkedInEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (linkedInUrl: string) => Promise<void>;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const { control, handleSubmit, setFocus, formState } = useForm<
    LinkedInForm,
    unknown,
    z.output<typeof linkedInFormSchema>
  >({
    resolver: zodResolver(linkedInFormSchema),
    defaultValues: { linkedInUrl: initial },
    // Checked as typed, not on leaving the field: a message appearing on blur would move Cancel
    // from under the pointer that is about to press it.
    mode: 'onChange',
  });
  useEffect(() => setFocus('linkedInUrl'), [setFocus]);
  const submit = handleSubmit(({ linkedInUrl }) => onSave(linkedInUrl));
  return (
    <form className={styles.editor} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        control={control}
        name="linkedInUrl"
        label={LINKEDIN_LABEL}
        autoComplete="url"
        hint="For example https://www.linkedin.com/in/your-name"
        required
        validateWhileTyping
      />
      <EditorActions onCancel={onCancel} busy={formState.isSubmitting} />
    </form>
  );
}

interface PhoneForm {
  phoneNumber: string;
  phoneNumberLocale: string;
}

const phoneFormSchema = z
  .object({ phoneNumber: z.string().trim(), phoneNumberLocale: z.string() })
  .superRefine(({ phoneNumber, phoneNumberLocale }, ctx) => {
    if (phoneNumber === '') {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.fieldRequired });
      return;
    }
    const country = isPhoneCountry(phoneNumberLocale) ? phoneNumberLocale : DEFAULT_PHONE_COUNTRY;
    if (!isValidPhone(phoneNumber, country))
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneNumberInvalid });
  });

function PhoneEditor({
  initialPhone,
  initialCountry,
  onSave,
  onCancel,
}: {
  initialPhone: string;
  initialCountry: string | null;
  onSave: (phoneNumber: string, locale: string) => Promise<void>;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const country = isPhoneCountry(initialCountry) ? initialCountry : DEFAULT_PHONE_COUNTRY;
  const { control, handleSubmit, setFocus, formState } = useForm<PhoneForm>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: {
      phoneNumber: initialPhone ? formatPhone(initialPhone, country) : '',
      phoneNumberLocale: country,
    },
    mode: 'onChange',
  });
  useEffect(() => setFocus('phoneNumber'), [setFocus]);
  // Sent as stored (E.164 with its country), so the page shows it the way the server will.
  const submit = handleSubmit(({ phoneNumber, phoneNumberLocale }) => {
    const chosen = isPhoneCountry(phoneNumberLocale) ? phoneNumberLocale : DEFAULT_PHONE_COUNTRY;
    const phone = parsePhone(phoneNumber, chosen);
    return phone ? onSave(phone.number, chosen) : Promise.resolve();
  });
  return (
    <form className={styles.editor} noValidate onSubmit={(event) => void submit(event)}>
      <PhoneNumberField control={control} phoneName="phoneNumber" countryName="phoneNumberLocale" />
      <EditorActions onCancel={onCancel} busy={formState.isSubmitting} />
    </form>
  );
}

function EditorActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <Button type="submit" appearance="primary" disabledFocusable={busy}>
        Save
      </Button>
      <Button appearance="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
