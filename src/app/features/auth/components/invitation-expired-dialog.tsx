/** The 'Invitation Link Expired' modal of the sign-in page (spec sections 2 and 8). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useDelayedUnmount } from '../../../components/use-delayed-unmount.ts';
import { MODAL_CLOSE_MS } from '../../../../domain/constants.ts';
import { messages } from '../../../../domain/messages.ts';

export function InvitationExpiredDialog() {
  const [open, setOpen] = useState(true);
  const mounted = useDelayedUnmount(open, MODAL_CLOSE_MS);
  if (!mounted) return null;
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogSurface aria-describedby="invitation-expired-text">
        <DialogBody>
          <DialogTitle>{messages.invitationExpiredTitle}</DialogTitle>
          <DialogContent id="invitation-expired-text">{messages.invitationExpired}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => setOpen(false)}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
