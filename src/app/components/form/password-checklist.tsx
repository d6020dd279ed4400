/**
 * The live password checklist (spec section 5): every rule of `checkPassword()` shown passing or
 * failing, in words as well as by icon and colour. Screen readers hear a short summary once typing
 * pauses, politely, not on every keystroke.
 */
import { makeStyles, tokens, useAnnounce } from '@fluentui/react-components';
import { useEffect, useMemo, useRef } from 'react';
import { checkPassword } from '../../../domain/password-rules.ts';
import { CheckItem } from '../check-item.tsx';

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
        <CheckItem
          key={check.id}
          label={check.label}
          met={check.passed}
          metText=": met"
          notMetText=": not met"
        />
      ))}
    </ul>
  );
}
