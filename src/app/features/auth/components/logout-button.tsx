/**
 * Logout, which never silently drops unsent changes (docs/pitfalls.md, "Logout must not destroy
 * unsent changes"): with changes still in the outbox it says how many and offers to wait for them
 * (online) or to keep them on this device for the next sign-in.
 *
 * On a shared computer (docs/decisions/051) it says how many answers and changes, and offers to
 * send them now or to save them to a rescue file first (docs/decisions/043); signing out anyway
 * (they stay queued here for this candidate's next sign-in) is offered only once the file is saved.
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
import { drainOutboxNow, pendingCountFor, type OutboxEntry } from '../../../lib/outbox/outbox.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useSaveRescueFile } from '../../../lib/rescue/use-save-rescue-file.ts';
import { isSharedComputer } from '../../../lib/session.ts';
import { useLogout } from '../lib/use-logout.ts';
import { useDelayedUnmount } from '../../../components/use-delayed-unmount.ts';

const changes = (n: number) => `${n} unsent ${n === 1 ? 'change' : 'changes'}`;

/**
 * The dialogs' common part: the user's outbox, and "send them, then sign out": the outbox is
 * drained at once (not at the end of a retry's wait) and the sign-out follows once all arrived.
 */
function useSendThenSignOut(userId: string, onLogout: () => void) {
  const online = useOnlineStatus();
  const outbox = useOutbox(userId);
  const [waiting, setWaiting] = useState(false);
  const sentAll =
    waiting && outbox.loaded && outbox.pendingCount === 0 && outbox.failed.length === 0;
  useEffect(() => {
    if (sentAll) onLogout();
  }, [sentAll, onLogout]);
  return {
    online,
    outbox,
    waiting,
    sending: waiting && online && outbox.pendingCount > 0,
    sendNow: () => {
      setWaiting(true);
      drainOutboxNow();
    },
  };
}

/** Which entries are the candidate's answers: the app's write registry says (app/write-registry.ts). */
type IsAnswer = (entry: Pick<OutboxEntry, 'operation'>) => boolean;

/** "3 answers have not been sent yet", "1 answer and 2 other changes have not been sent yet". */
function unsentSummary(entries: readonly Pick<OutboxEntry, 'operation'>[], isAnswer: IsAnswer) {
  const answers = entries.filter(isAnswer).length;
  const others = entries.length - answers;
  const parts = [
    answers > 0 ? `${answers} ${answers === 1 ? 'answer' : 'answers'}` : null,
    others > 0
      ? `${others} ${answers > 0 ? 'other ' : ''}${others === 1 ? 'change' : 'changes'}`
      : null,
  ].filter((part): part is string => part !== null);
  const verb = entries.length === 1 ? 'has' : 'have';
  return `${parts.join(' and ')} ${verb} not been sent yet.`;
}

/**
 * The shared computer's question: send them now, or save them to a file; only then sign out
 * anyway (they stay queued for this candidate's next sign-in on this computer).
 */
function SharedComputerUnsentDialog({
  userId,
  isAnswer,
  open,
  onClose,
  onLogout,
}: {
  userId: string;
  isAnswer: IsAnswer;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { online, outbox, waiting, sending, sendNow } = useSendThenSignOut(userId, onLogout);
  const { save, result } = useSaveRescueFile(userId, outbox.entries, online);

  const saved = result?.ok === true;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby="shared-unsent-text">
        <DialogBody>
          <DialogTitle>Before you sign out</DialogTitle>
          <DialogContent id="shared-unsent-text">
            <p>{unsentSummary(outbox.entries, isAnswer)}</p>
            <p>
              This is a shared computer.{' '}
              {online
                ? 'Send them now, or save them to a file you can load when you sign in on another device.'
                : "You're offline: save them to a file you can load when you sign in on another device."}
            </p>
            {result?.ok === true ? (
              <p role="status">
                Saved to {result.fileName}. Take the file with you: it holds your answers. If you
                sign out now, they stay on this computer and are sent the next time you sign in
                here.
              </p>
            ) : null}
            {result?.ok === false ? <p role="alert">{result.message}</p> : null}
            {sending ? (
              <Spinner size="tiny" label={`Sending ${changes(outbox.pendingCount)}…`} />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            {saved ? (
              <Button appearance="secondary" onClick={onLogout}>
                Sign out anyway
              </Button>
            ) : null}
            <Button appearance={online ? 'secondary' : 'primary'} onClick={() => void save()}>
              Save to a file
            </Button>
            {online && outbox.pendingCount > 0 ? (
              <Button appearance="primary" onClick={sendNow} disabledFocusable={waiting}>
                Send, then sign out
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

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
  const { online, outbox, waiting, sending, sendNow } = useSendThenSignOut(userId, onLogout);

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
            {sending ? (
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
              <Button appearance="primary" onClick={sendNow} disabledFocusable={waiting}>
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
 * `isAnswer`: which unsent entries are answers (a shared computer's sign-out counts them apart).
 * `label`: the top bar says "Logout", the User Settings header "Sign Out" (spec section 2).
 * `compact`: the icon alone, named and with a tooltip (the small screens' one-row top bar).
 * `appearance` and `size`: Fluent's; in a dialog's footer it matches the primary button beside it
 * (secondary, large), in a bar it is a subtle one.
 */
export function LogoutButton({
  userId,
  isAnswer,
  label = 'Logout',
  compact = false,
  appearance = 'subtle',
  size = 'medium',
}: {
  userId: string;
  isAnswer: IsAnswer;
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
      {dialogMounted && isSharedComputer() ? (
        <SharedComputerUnsentDialog
          userId={userId}
          isAnswer={isAnswer}
          open={asking}
          onClose={() => setAsking(false)}
          onLogout={finish}
        />
      ) : dialogMounted ? (
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
