/**
 * The app's one two-choice dialog: a question, what happens, and the two choices (cancel an e-mail
 * change, remove the resume, submit the questionnaire, retry a failed load…). An alert dialog
 * unless `modalType` says otherwise. While the change is sent the confirm button is busy; a
 * failure shows in the dialog.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { FormAlert } from './form/form-alert.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'alert' (the default) for a consequential choice; 'modal' for a plain confirmation. */
  modalType?: 'alert' | 'modal';
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  error,
  onConfirm,
  onCancel,
  modalType = 'alert',
}: ConfirmDialogProps) {
  const textId = useId();
  return (
    <Dialog
      open={open}
      modalType={modalType}
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface aria-describedby={textId} style={{ maxWidth: '600px' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <div id={textId}>{children}</div>
            {error ? <FormAlert intent="error">{error}</FormAlert> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabledFocusable={busy}>
              {cancelLabel}
            </Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
