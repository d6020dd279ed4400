/**
 * The school type-ahead (spec section 5): GetSchoolOptions 350 ms after the candidate stops typing,
 * up to 25 schools, then "Can't find what you need" with "Other - my school is not listed". Offline
 * it says that searching needs a connection; Other can still be chosen.
 */
import { Combobox, Field, Option, OptionGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { TYPE_AHEAD_DELAY_MS } from '../../../../domain/constants.ts';
import {
  OTHER_SCHOOL,
  OTHER_SCHOOL_LABEL,
  SCHOOL_SEARCH_HINT,
} from '../../../../domain/education.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useSchoolOptions } from '../api/get-school-options.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { EducationFormValues } from '../lib/education-form-schema.ts';
import { useShownError } from '../../../components/form/use-shown-error.ts';

export const schoolSearchTexts = {
  offline: 'Searching for a school needs a connection. You can still choose Other.',
  prompt: 'Type the name of your school.',
  loading: 'Loading...',
  empty: 'No schools match. Try another spelling, or choose Other.',
  failed: 'The search did not work this time. Please try again.',
} as const;

export interface SchoolFieldProps {
  control: Control<EducationFormValues>;
  index: number;
  /** Shown under the field (e.g. "pending review"). */
  note?: string;
}

export function SchoolField({ control, index, note }: SchoolFieldProps) {
  const online = useOnlineStatus();
  const {
    field: { ref, name, value: school, onChange: setSchool, onBlur },
    fieldState,
    formState,
  } = useController({ control, name: `schools.${index}.school` });
  const {
    field: { value: schoolName, onChange: setSchoolName },
  } = useController({ control, name: `schools.${index}.schoolName` });
  const chosenLabel = school === OTHER_SCHOOL ? OTHER_SCHOOL_LABEL : schoolName;
  const [text, setText] = useState(chosenLabel);
  const [open, setOpen] = useState(false);

  // Whenever the list closes (a pick, Escape, leaving the field) or the form is reset (a save came
  // back), the box shows the chosen school again rather than half-typed text.
  const [shownFor, setShownFor] = useState({ chosenLabel, open });
  if (shownFor.chosenLabel !== chosenLabel || shownFor.open !== open) {
    setShownFor({ chosenLabel, open });
    if (!open) setText(chosenLabel);
  }

  const typed = text.trim();
  const searched = useDebouncedValue(typed, TYPE_AHEAD_DELAY_MS);
  const searching = typed !== '' && typed !== chosenLabel;
  const search = useSchoolOptions(searched, online && searching);
  const results = searching ? (search.data ?? []) : [];
  const loading = searching && (typed !== searched || search.isFetching);

  const pick = (value: string | undefined) => {
    if (value === OTHER_SCHOOL) {
      setSchool(OTHER_SCHOOL);
      setSchoolName('');
      setText(OTHER_SCHOOL_LABEL);
    } else {
      const option = results.find((r) => r.value === value);
      if (!option) return;
      setSchool(option.value);
      setSchoolName(option.label);
      setText(option.label);
    }
    setOpen(false);
  };

  const status = !online
    ? schoolSearchTexts.offline
    : !searching
      ? schoolSearchTexts.prompt
      : loading
        ? schoolSearchTexts.loading
        : search.isError
          ? schoolSearchTexts.failed
          : results.length === 0
            ? schoolSearchTexts.empty
            : null;
  const shown = fieldState.isTouched || formState.isSubmitted;
  const error = useShownError(shown ? fieldState.error?.message : undefined);

  return (
    <Field
      label="School"
      required
      validationState={error ? 'error' : note ? 'warning' : 'none'}
      validationMessage={error ?? note}
      hint={online ? undefined : schoolSearchTexts.offline}
    >
      <Combobox
        ref={ref}
        name={name}
        freeform
        placeholder="Search for your school"
        value={text}
        selectedOptions={school ? [school] : []}
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_, data) => pick(data.optionValue)}
        onBlur={onBlur}
      >
        {status !== null ? (
          <Option key="status" value="" text={status} disabled>
            {status}
          </Option>
        ) : (
          results.map((option) => (
            <Option key={option.value} value={option.value} text={option.label}>
              {option.label}
            </Option>
          ))
        )}
        <OptionGroup label={SCHOOL_SEARCH_HINT}>
          <Option value={OTHER_SCHOOL} text={OTHER_SCHOOL_LABEL}>
            {OTHER_SCHOOL_LABEL}
          </Option>
        </OptionGroup>
      </Combobox>
    </Field>
  );
}
