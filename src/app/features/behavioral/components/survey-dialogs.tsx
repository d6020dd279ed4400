/**
 * The questionnaire's two dialogs (spec 001 sections 2 and 4): the retry dialog when the survey
 * cannot be loaded, and the confirmation before Submit.
 */
import { surveyMessages as m } from '../../../../domain/survey.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      title={m.loadFailedTitle}
      confirmLabel="Retry"
      onConfirm={onRetry}
      onCancel={onCancel}
    >
      {m.loadFailedBody}
    </ConfirmDialog>
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
    <ConfirmDialog
      open={open}
      modalType="modal"
      title={m.submitConfirmTitle}
      confirmLabel="Submit"
      onConfirm={onSubmit}
      onCancel={onCancel}
    >
      {m.submitConfirmBody}
    </ConfirmDialog>
  );
}
