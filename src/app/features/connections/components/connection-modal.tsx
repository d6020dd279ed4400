/**
 * The connection modal (spec section 2, variant 'connection'), opened from the address
 * (`?companyName=` or `?code=`): the firm invited the candidate to connect; connecting shares their
 * profile and results with the firm while connected, as their Privacy Settings say. Connect saves
 * through the outbox like the list's button; Not now (or Escape) closes it, and the page then
 * takes the parameters out of the address.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MODAL_CLOSE_MS } from '../../../../domain/constants.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { SaveStatus } from '../../../components/save-status.tsx';
import { useDelayedUnmount } from '../../../components/use-delayed-unmount.ts';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { useUpdateCandidateInvitation } from '../api/update-candidate-invitation.ts';
import { refetchConnections } from '../lib/cache.ts';
import type { InvitationItem } from '../lib/connection-lists.ts';
import {
  isInFlight,
  type RowHold,
  useReleaseOnUnmount,
  useSettledWrite,
} from '../lib/use-settled-write.ts';
import { invitationActionTexts } from '../lib/connection-texts.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

export interface ConnectionModalProps {
  userId: string;
  invitation: InvitationItem;
  /** Closed by the candidate, or after connecting (with what to announce). */
  onClose: (message?: string) => void;
  /** Holds the invitation's row behind the modal while connecting is in progress. */
  hold: RowHold<InvitationItem>;
}

export function ConnectionModal({ userId, invitation, onClose, hold }: ConnectionModalProps) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState<string | undefined>(undefined);
  const mounted = useDelayedUnmount(open, MODAL_CLOSE_MS);
  const write = useUpdateCandidateInvitation(userId, invitation._id);
  const company = invitation.companyName;
  const texts = invitationActionTexts.ACCEPTED;
  const busy = isInFlight(write.status);

  useReleaseOnUnmount(hold.end, invitation._id);
  // Delivered, or on this device (offline): the row behind is let go and the modal closes.
  const { action, start } = useSettledWrite<'ACCEPTED'>(write.status, (_, outcome) => {
    hold.end(invitation._id);
    if (outcome === 'failed') return void refetchConnections(queryClient);
    setOutcome(texts.done(company));
    setOpen(false);
  });
  const connecting = action !== null;

  // Tell the page once the closing animation is over (Fluent dialogs close before unmounting).
  useEffect(() => {
    if (!mounted) onClose(outcome);
  }, [mounted, onClose, outcome]);

  if (!mounted) return null;
  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open && !connecting) setOpen(false);
      }}
    >
      <DialogSurface aria-describedby="connection-modal-text">
        <DialogBody>
          <DialogTitle>{`Connect with ${company}`}</DialogTitle>
          <DialogContent className={styles.content}>
            <div id="connection-modal-text" className={styles.content}>
              <p className={styles.text}>{`${company} has invited you to connect.`}</p>
              <p className={styles.text}>
                {`Connecting shares your profile and your assessment results with ${company} for as long as you stay connected, once every check in the menu is marked, as set in your `}
                <AppLink href={paths.userSettings} inline>
                  Privacy Settings
                </AppLink>
                . You can disconnect at any time in the Connection Manager.
              </p>
            </div>
            {write.status === 'failed' ? (
              <SaveStatus status={write.status} error={write.error} />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={connecting || busy}
              aria-label={connecting ? `${texts.busy} ${company}` : texts.name(company)}
              onClick={() => {
                hold.start(invitation);
                start('ACCEPTED');
                write
                  .save({ id: invitation._id, status: 'ACCEPTED' })
                  .catch((error: unknown) => reportError(error));
              }}
            >
              {connecting ? texts.busy : texts.label}
            </Button>
            <Button disabledFocusable={connecting} onClick={() => setOpen(false)}>
              Not now
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
