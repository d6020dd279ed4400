/**
 * A form-level message (Fluent MessageBar): the server's message and, when given, its suggestions
 * as separate lines (spec section 8). Announced when it appears (AriaLiveAnnouncer at the root).
 */
import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalM },
  lines: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  body: { whiteSpace: 'normal' },
});

export interface FormAlertProps {
  intent?: 'error' | 'warning' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
  lines?: readonly string[];
  actions?: ReactNode;
}

export function FormAlert({
  intent = 'error',
  title,
  children,
  lines = [],
  actions,
}: FormAlertProps) {
  const styles = useStyles();
  return (
    <MessageBar intent={intent} layout="multiline" className={styles.bar}>
      <MessageBarBody className={styles.body}>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {children}
        {lines.length > 0 ? (
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {actions}
      </MessageBarBody>
    </MessageBar>
  );
}
