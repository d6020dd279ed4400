/**
 * The primary button of a form (every profile form's Save, the sign-in and registration buttons);
 * while busy it shows a spinner (and its busy label, when it has one: a Save beside a SaveStatus
 * has none, the status says "Saving…"). Disabled stays focusable (aria-disabled): a keyboard user
 * keeps their place after saving and hears why nothing happens.
 */
import { Button, Spinner } from '@fluentui/react-components';

export interface SubmitButtonProps {
  label: string;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  className?: string;
  size?: 'small' | 'medium' | 'large';
  /** For a Save outside a <form>: the button then is a plain button that calls this. */
  onClick?: () => void;
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
  className,
  size = 'large',
  onClick,
}: SubmitButtonProps) {
  return (
    <Button
      appearance="primary"
      type={onClick ? 'button' : 'submit'}
      // disabledFocusable already stops clicks while disabled or busy.
      onClick={onClick}
      size={size}
      className={className}
      disabledFocusable={Boolean(disabled || busy)}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {busy ? (busyLabel ?? label) : label}
    </Button>
  );
}
