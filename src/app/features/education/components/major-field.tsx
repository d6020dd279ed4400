/**
 * The major: pick from the list (filtered as the candidate types) or type one that is not on it.
 * Not shown for a Juris Doctor (JD), which has no major.
 */
import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { MAJORS } from '../../../../domain/education.ts';
import type { EducationFormValues } from '../lib/education-form-schema.ts';
import { useShownError } from '../../../components/form/use-shown-error.ts';

const MAX_SHOWN = 100;

export function MajorField({
  control,
  index,
}: {
  control: Control<EducationFormValues>;
  index: number;
}) {
  const {
    field: { ref, name, value: fieldValue, onChange, onBlur },
    fieldState,
    formState,
  } = useController({ control, name: `schools.${index}.major` });
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  const value = typeof fieldValue === 'string' ? fieldValue : '';
  const needle = filter.trim().toLowerCase();
  const shown = MAJORS.filter((m) => m.toLowerCase().includes(needle)).slice(0, MAX_SHOWN);
  const error = useShownError(
    fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined,
  );
  return (
    <Field
      label="Major"
      required
      hint="Choose from the list, or type your major."
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Combobox
        ref={ref}
        name={name}
        freeform
        placeholder="Search for your major"
        value={value}
        selectedOptions={MAJORS.includes(value) ? [value] : []}
        open={open && shown.length > 0}
        onChange={(event) => {
          onChange(event.target.value);
          setFilter(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_, data) => {
          if (data.optionValue !== undefined) onChange(data.optionValue);
          setFilter('');
          setOpen(false);
        }}
        onOpenChange={(_, data) => {
          setOpen(data.open);
          if (!data.open) setFilter('');
        }}
        onBlur={onBlur}
      >
        {shown.map((major) => (
          <Option key={major} value={major}>
            {major}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
