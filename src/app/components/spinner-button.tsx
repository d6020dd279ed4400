/**
 * The spinner button of the spec (sections 4 and 9): idle, loading, success, error, and disabled.
 * The caller owns the state and its timing (SPINNER_SUCCESS_MS, SPINNER_ERROR_MS); the button shows
 * it, stays focusable while busy, and announces each change to screen readers.
 */
import { Button, Spinner, useAnnounce } from '@fluentui/react-components';
import { CheckmarkRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';

export type SpinnerButtonState = 'idle' | 'loading' | 'success' | 'error';

export interface SpinnerButtonProps {
  state: SpinnerButtonState;
  onClick?: () => void;
  disabled?: boolean;
  className?: string;
  type?: 'button' | 'submit';
  label: string;
  loadingLabel?: string;
  successLabel?: string;
  errorLabel?: string;
}

export function SpinnerButton({
  state,
  label,
  loadingLabel = 'Saving…',
  successLabel = 'Saved',
  errorLabel = 'Something went wrong',
  disabled,
  onClick,
  className,
  type = 'button',
}: SpinnerButtonProps) {
  const { announce } = useAnnounce();
  const previous = useRef(state);
  const text =
    state === 'loading'
      ? loadingLabel
      : state === 'success'
        ? successLabel
        : state === 'error'
          ? errorLabel
          : label;

  useEffect(() => {
    if (previous.current !== state && state !== 'idle') {
      announce(text, {
        polite: state !== 'error',
        alert: state === 'error',
        batchId: 'spinner-button',
      });
    }
    previous.current = state;
  }, [state, text, announce]);

  const icon =
    state === 'loading' ? (
      <Spinner size="tiny" />
    ) : state === 'success' ? (
      <CheckmarkRegular />
    ) : state === 'error' ? (
      <ErrorCircleRegular />
    ) : undefined;

  return (
    <Button
      appearance="primary"
      size="large"
      type={type}
      className={className}
      onClick={onClick}
      icon={icon}
      disabledFocusable={Boolean(disabled) || state === 'loading' || state === 'success'}
      aria-busy={state === 'loading' || undefined}
    >
      {text}
    </Button>
  );
}
