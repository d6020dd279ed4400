/**
 * The questionnaire's two dialogs (spec 001 sections 2 and 4): the retry dialog when the survey
 * cannot be loaded, and the confirmation before Submit.
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
import { surveyMessages as m } from '../../../../domain/survey.ts';

export function LoadFailedDialog({
  open,
  onRetry,
  onCancel,
}: {
  open: boolean;
  onRetry: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{m.loadFailedTitle}</DialogTitle>
          <DialogContent>{m.loadFailedBody}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onRetry}>
              Retry
            </Button>
            <Button appearance="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function SubmitConfirmDialog({
  open,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{m.submitConfirmTitle}</DialogTitle>
          <DialogContent>{m.submitConfirmBody}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={onSubmit}>
              Submit
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
