/**
 * A required choice from a short list (native select through Fluent `Select`), bound to
 * react-hook-form. Options are told apart by position, so any value works (N/A is a single space).
 * Errors show once the field was touched or the form submitted (spec section 5).
 */
import { Field, Select, type FieldProps } from '@fluentui/react-components';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import type { EducationFormValues } from '../lib/education-form-schema.ts';
import { useShownError } from '../../../components/form/use-shown-error.ts';

export interface SelectFieldProps {
  control: Control<EducationFormValues>;
  name: FieldPath<EducationFormValues>;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: FieldProps['hint'];
  placeholder?: string;
}

export function SelectField({
  control,
  name,
  label,
  options,
  hint,
  placeholder = 'Select…',
}: SelectFieldProps) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
    formState,
  } = useController({ control, name });
  const selected = options.findIndex((o) => o.value === value);
  const error = useShownError(
    fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined,
  );
  return (
    <Field
      label={label}
      required
      hint={hint}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Select
        ref={ref}
        name={fieldName}
        value={selected >= 0 ? String(selected) : ''}
        onChange={(_, data) =>
          onChange(data.value === '' ? '' : options[Number(data.value)]!.value)
        }
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option, index) => (
          <option key={option.value} value={String(index)}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
