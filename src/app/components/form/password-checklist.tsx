/**
 * The live password checklist (spec section 5): every rule of `checkPassword()` shown passing or
 * failing, in words as well as by icon and colour. Screen readers hear a short summary once typing
 * pauses, politely, not on every keystroke.
 */
import { makeStyles, mergeClasses, tokens, useAnnounce } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef } from 'react';
import { checkPassword } from '../../../domain/password-rules.ts';

const ANNOUNCE_AFTER_IDLE_MS = 1200;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalXS} 0 0`,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    '@media (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' },
  },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  passed: { color: tokens.colorPaletteGreenForeground1 },
  icon: { flexShrink: 0, fontSize: '16px' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const styles = useStyles();
  const checks = useMemo(() => checkPassword(password), [password]);
  const { announce } = useAnnounce();
  const passedCount = checks.filter((c) => c.passed).length;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const message =
        passedCount === checks.length
          ? 'Password meets every requirement.'
          : `Password meets ${passedCount} of ${checks.length} requirements.`;
      announce(message, { polite: true, batchId: 'password-checklist' });
    }, ANNOUNCE_AFTER_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [passedCount, checks.length, announce, password]);

  return (
    <ul id={id} className={styles.list} aria-label="Password requirements">
      {checks.map((check) => (
        <li key={check.id} className={mergeClasses(styles.item, check.passed && styles.passed)}>
          {check.passed ? (
            <CheckmarkCircleFilled className={styles.icon} aria-hidden="true" />
          ) : (
            <CircleRegular className={styles.icon} aria-hidden="true" />
          )}
          <span>
            {check.label}
            <span className={styles.hidden}>{check.passed ? ': met' : ': not met'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
