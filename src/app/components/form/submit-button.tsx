/**
 * The primary button of a form; while busy it shows a spinner and its busy label. Disabled stays
 * focusable (aria-disabled): a keyboard user keeps their place and hears why nothing happens.
 */
import { Button, Spinner } from '@fluentui/react-components';

export interface SubmitButtonProps {
  label: string;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  className?: string;
  size?: 'small' | 'medium' | 'large';
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
  className,
  size = 'large',
}: SubmitButtonProps) {
  return (
    <Button
      appearance="primary"
      type="submit"
      size={size}
      className={className}
      disabledFocusable={Boolean(disabled || busy)}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {busy ? (busyLabel ?? label) : label}
    </Button>
  );
}
