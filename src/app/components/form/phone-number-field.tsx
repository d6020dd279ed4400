/**
 * The phone number with its country (spec section 5): a country picker (every country
 * libphonenumber-js knows, default US) beside the number. Once the number is valid for the country
 * it is shown formatted when the field is left: national for the US, international otherwise.
 * Bound to react-hook-form: `phoneNumber` and `phoneNumberLocale` (the country code sent as locale).
 */
import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  isPhoneCountry,
  PHONE_NUMBER_MAX_LENGTH,
} from '../../../domain/contact.ts';
import { countryOptions } from './phone-countries.ts';
import { useShownError } from './use-shown-error.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
    '@media (min-width: 600px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  dropdown: { minWidth: 0, width: '100%' },
  listbox: { maxHeight: '320px' },
});

export interface PhoneNumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  phoneName: Path<T>;
  countryName: Path<T>;
  disabled?: boolean;
}

export function PhoneNumberField<T extends FieldValues>({
  control,
  phoneName,
  countryName,
  disabled,
}: PhoneNumberFieldProps<T>) {
  const styles = useStyles();
  const options = useMemo(() => countryOptions(), []);
  const {
    field: { ref: phoneInputRef, ...phone },
    fieldState: phoneState,
    formState,
  } = useController({ control, name: phoneName });
  // Another country can make the same digits valid or not: check the number again.
  const { field: countryField } = useController({
    control,
    name: countryName,
    rules: { deps: [phoneName] },
  });
  const country = isPhoneCountry(countryField.value) ? countryField.value : DEFAULT_PHONE_COUNTRY;
  const selected = options.find((o) => o.code === country);
  const value = typeof phone.value === 'string' ? phone.value : '';
  const shown = phoneState.isTouched || formState.isSubmitted;
  const error = useShownError(shown ? phoneState.error?.message : undefined);

  return (
    <div className={styles.row}>
      <Field label="Country">
        <Dropdown
          className={styles.dropdown}
          listbox={{ className: styles.listbox }}
          value={selected?.label ?? country}
          selectedOptions={[country]}
          disabled={disabled}
          onOptionSelect={(_, data) => {
            if (isPhoneCountry(data.optionValue)) countryField.onChange(data.optionValue);
          }}
          onBlur={countryField.onBlur}
        >
          {options.map((o) => (
            <Option key={o.code} value={o.code}>
              {o.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label="Phone Number"
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        <Input
          type="tel"
          name={phone.name}
          ref={phoneInputRef}
          value={value}
          autoComplete="tel-national"
          maxLength={PHONE_NUMBER_MAX_LENGTH}
          disabled={disabled}
          onChange={(_, data) => phone.onChange(data.value)}
          onBlur={() => {
            const formatted = formatPhone(value, country);
            if (formatted !== value) phone.onChange(formatted);
            phone.onBlur();
          }}
        />
      </Field>
    </div>
  );
}
