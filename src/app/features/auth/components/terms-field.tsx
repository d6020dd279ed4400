/** The terms checkbox of registration, its links opening in a new tab so the form keeps its values. */
import { Checkbox, Field, Link } from '@fluentui/react-components';
import { type Control, useController } from 'react-hook-form';
import type { RegisterFormInput } from '../lib/register-schema.ts';
import { privacyHref, termsHref } from '../../../components/legal-links.ts';
import { useShownError } from '../../../components/form/use-shown-error.ts';

export function TermsField({ control }: { control: Control<RegisterFormInput> }) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
    formState,
  } = useController({ control, name: 'termsAndPrivacyAgreed' });
  const shown = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const message = useShownError(shown ? fieldState.error?.message : undefined);
  return (
    <Field validationState={message ? 'error' : 'none'} validationMessage={message}>
      <Checkbox
        name={name}
        ref={ref}
        checked={value}
        onChange={(_, data) => onChange(data.checked === true)}
        onBlur={onBlur}
        required
        label={
          <>
            I have read and accept the{' '}
            <Link href={termsHref} target="_blank" rel="noopener noreferrer" inline>
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link href={privacyHref} target="_blank" rel="noopener noreferrer" inline>
              Privacy Policy
            </Link>
          </>
        }
      />
    </Field>
  );
}
