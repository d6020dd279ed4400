/** 'I am interested in*' (spec section 5): the industry choice, shown when no valid one came in the link. */
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { type Control, useController } from 'react-hook-form';
import type { RegisterFormInput } from '../lib/register-schema.ts';
import type { IndustryContextOption } from '../api/get-industry-contexts.ts';
import { useShownError } from '../../../components/form/use-shown-error.ts';

export function IndustryField({
  control,
  options,
}: {
  control: Control<RegisterFormInput>;
  options: readonly IndustryContextOption[];
}) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
    formState,
  } = useController({ control, name: 'industryContext' });
  const shown = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const message = useShownError(shown ? fieldState.error?.message : undefined);
  return (
    <Field
      label="I am interested in"
      required
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <RadioGroup
        name={name}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
        ref={ref}
      >
        {options.map((option) => (
          <Radio key={option.id} value={option.id} label={option.name} />
        ))}
      </RadioGroup>
    </Field>
  );
}
