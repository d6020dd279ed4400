/** A password input with a show/hide toggle (a real button, reachable by keyboard, state in aria-pressed). */
import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';

export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label="Show password"
          aria-pressed={visible}
          title={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
