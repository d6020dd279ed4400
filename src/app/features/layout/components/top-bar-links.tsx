/**
 * The top bar's icon links (spec section 2): user settings, and invitations with the number of
 * PENDING invitations on the envelope (in the link's name too, for screen readers), counted by the
 * caller (features/connections: the unsent choices count too).
 */
import { Button, CounterBadge, makeStyles, Tooltip } from '@fluentui/react-components';
import { MailRegular, PersonSettingsRegular } from '@fluentui/react-icons';
import type { MouseEvent, ReactElement } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';

const useStyles = makeStyles({
  holder: { position: 'relative', display: 'inline-flex' },
  count: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
});

function IconLink({ href, label, icon }: { href: string; label: string; icon: ReactElement }) {
  const [, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab) keep the browser's behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
  return (
    <Tooltip content={label} relationship="label">
      <Button as="a" href={href} appearance="subtle" icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

export function SettingsLink() {
  return (
    <IconLink href={paths.userSettings} label="User settings" icon={<PersonSettingsRegular />} />
  );
}

export function invitationsLabel(pending: number): string {
  if (pending === 0) return 'Invitations: none pending';
  return `Invitations: ${pending} pending`;
}

export function InvitationsLink({ pending }: { pending: number }) {
  const styles = useStyles();
  return (
    <span className={styles.holder}>
      <IconLink
        href={paths.connectionManager}
        label={invitationsLabel(pending)}
        icon={<MailRegular />}
      />
      {pending > 0 ? (
        <CounterBadge
          className={styles.count}
          count={pending}
          overflowCount={99}
          size="small"
          color="danger"
          aria-hidden
        />
      ) : null}
    </span>
  );
}
