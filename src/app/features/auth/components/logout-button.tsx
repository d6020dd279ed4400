/**
 * Logout, which never silently drops unsent changes (docs/pitfalls.md, "Logout must not destroy
 * unsent changes"): with changes still in the outbox it says how many and offers to wait for them
 * (online) or to keep them on this device for the next sign-in.
 */
import {
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Tooltip,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { MODAL_CLOSE_MS } from '../../../../domain/constants.ts';
import { pendingCountFor } from '../../../lib/outbox/outbox.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useLogout } from '../lib/use-logout.ts';
import { useDelayedUnmount } from '../../../components/use-delayed-unmount.ts';

const changes = (n: number) => `${n} unsent ${n === 1 ? 'change' : 'changes'}`;

function UnsentChangesDialog({
  userId,
  open,
  onClose,
  onLogout,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const online = useOnlineStatus();
  const outbox = useOutbox(userId);
  const [waiting, setWaiting] = useState(false);
  const waitingNow = waiting && online && outbox.pendingCount > 0;
  const sentAll =
    waiting && outbox.loaded && outbox.pendingCount === 0 && outbox.failed.length === 0;

  useEffect(() => {
    if (sentAll) onLogout();
  }, [sentAll, onLogout]);

  const total = outbox.pendingCount + outbox.failed.length;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby="unsent-changes-text">
        <DialogBody>
          <DialogTitle>You have unsent changes</DialogTitle>
          <DialogContent id="unsent-changes-text">
            <p>
              You have {changes(total)} that {total === 1 ? "hasn't" : "haven't"} reached our server
              yet.
            </p>
            {outbox.failed.length > 0 ? (
              <p>
                {outbox.failed.length} of them {outbox.failed.length === 1 ? 'was' : 'were'} refused
                by the server; {outbox.failed.length === 1 ? 'it stays' : 'they stay'} on this
                device until you retry or discard {outbox.failed.length === 1 ? 'it' : 'them'}.
              </p>
            ) : null}
            <p>
              {online
                ? 'Wait a moment while they are sent, or keep them on this device: they are sent the next time you sign in here.'
                : "You're offline. You can keep them on this device: they are sent the next time you sign in here."}
            </p>
            {waitingNow ? (
              <Spinner size="tiny" label={`Sending ${changes(outbox.pendingCount)}…`} />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="secondary" onClick={onLogout}>
              Keep them on this device and log out
            </Button>
            {online && outbox.pendingCount > 0 ? (
              <Button
                appearance="primary"
                onClick={() => setWaiting(true)}
                disabledFocusable={waiting}
              >
                Send them, then log out
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * `label`: the top bar says "Logout", the User Settings header "Sign Out" (spec section 2).
 * `compact`: the icon alone, named and with a tooltip (the small screens' one-row top bar).
 * `appearance` and `size`: Fluent's; in a dialog's footer it matches the primary button beside it
 * (secondary, large), in a bar it is a subtle one.
 */
export function LogoutButton({
  userId,
  label = 'Logout',
  compact = false,
  appearance = 'subtle',
  size = 'medium',
}: {
  userId: string;
  label?: string;
  compact?: boolean;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
}) {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const dialogMounted = useDelayedUnmount(asking, MODAL_CLOSE_MS);

  const finish = () => {
    setBusy(true);
    const wasAsking = asking;
    setAsking(false);
    // Let the dialog close before the page goes: see app/release-stale-aria-hidden.ts.
    window.setTimeout(() => void logout(), wasAsking ? MODAL_CLOSE_MS : 0);
  };

  const onClick = async () => {
    const unsent = await pendingCountFor(userId).catch(() => 0);
    if (unsent > 0) setAsking(true);
    else finish();
  };

  const button = (
    <Button
      appearance={appearance}
      size={size}
      icon={<SignOutRegular />}
      onClick={() => void onClick()}
      disabledFocusable={busy}
    >
      {compact ? null : label}
    </Button>
  );
  return (
    <>
      {compact ? (
        <Tooltip content={label} relationship="label">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {dialogMounted ? (
        <UnsentChangesDialog
          userId={userId}
          open={asking}
          onClose={() => setAsking(false)}
          onLogout={finish}
        />
      ) : null}
    </>
  );
}
