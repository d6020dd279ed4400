/**
 * A labelled text input (Fluent `Field` + `Input`): label, required asterisk, hint and validation
 * message tied to the input. Controlled and form-library free; `TextField` binds it to
 * react-hook-form, and the sign-in form uses it directly (its first load cannot afford zod and
 * react-hook-form, see routes/login.tsx).
 */
import { Field, type FieldProps, Input } from '@fluentui/react-components';
import type { ClipboardEvent, KeyboardEvent, Ref } from 'react';
import { PasswordInput } from './password-input.tsx';
import { useShownError } from './use-shown-error.ts';

export interface InputFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown (and the field marked invalid) when set. */
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: FieldProps['hint'];
  disabled?: boolean;
  maxLength?: number;
  /** Refuse spaces as they are typed or pasted (the registration password). */
  blockSpaces?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const stripSpaces = (value: string) => value.replace(/\s+/g, '');

export function InputField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  type = 'text',
  autoComplete,
  hint,
  disabled,
  maxLength,
  blockSpaces,
  inputRef,
}: InputFieldProps) {
  const onKeyDown = blockSpaces
    ? (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === ' ') event.preventDefault();
      }
    : undefined;
  const onPaste = blockSpaces
    ? (event: ClipboardEvent<HTMLInputElement>) => {
        const text = event.clipboardData.getData('text');
        if (!/\s/.test(text)) return;
        event.preventDefault();
        const input = event.currentTarget;
        const start = input.selectionStart ?? value.length;
        const end = input.selectionEnd ?? value.length;
        onChange(value.slice(0, start) + stripSpaces(text) + value.slice(end));
      }
    : undefined;

  const inputProps = {
    name,
    value,
    ref: inputRef,
    onBlur,
    onChange: (_: unknown, data: { value: string }) =>
      onChange(blockSpaces ? stripSpaces(data.value) : data.value),
    onKeyDown,
    onPaste,
    autoComplete,
    disabled,
    maxLength,
  };

  const shownError = useShownError(error);
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationState={shownError ? 'error' : 'none'}
      validationMessage={shownError}
    >
      {type === 'password' ? (
        <PasswordInput {...inputProps} />
      ) : (
        <Input {...inputProps} type={type} />
      )}
    </Field>
  );
}
