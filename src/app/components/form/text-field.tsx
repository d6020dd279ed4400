/**
 * `InputField` bound to react-hook-form. Errors show once the field was touched or the form
 * submitted (spec section 5), or while typing with `validateWhileTyping`.
 */
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { InputField, type InputFieldProps } from './input-field.tsx';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  InputFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> {
  control: Control<T>;
  name: Path<T>;
  validateWhileTyping?: boolean;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  validateWhileTyping,
  ...props
}: TextFieldProps<T>) {
  const { field, fieldState, formState } = useController({ control, name });
  const shown =
    fieldState.isTouched || formState.isSubmitted || (validateWhileTyping && fieldState.isDirty);
  return (
    <InputField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={shown ? fieldState.error?.message : undefined}
    />
  );
}
