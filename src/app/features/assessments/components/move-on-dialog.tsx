/**
 * "Before You Move On" (spec 001 section 2): the cognitive Next while time remains. The section
 * cannot be retaken or reviewed once left. Cancel stays; Next Section closes it (MANUAL).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import { runnerMessages } from '../lib/section-flow.ts';

export interface MoveOnDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function MoveOnDialog({ open, onCancel, onConfirm }: MoveOnDialogProps) {
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{assessmentMessages.moveOnTitle}</DialogTitle>
          <DialogContent>{runnerMessages.moveOnBody}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {runnerMessages.cancel}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {runnerMessages.nextSection}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
