/** "Remove your resume?": the removal is asked for once more before it goes to the outbox. */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  filename: { overflowWrap: 'anywhere' },
});

export interface RemoveResumeDialogProps {
  open: boolean;
  filename: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveResumeDialog({
  open,
  filename,
  onConfirm,
  onCancel,
}: RemoveResumeDialogProps) {
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Remove your resume?</DialogTitle>
          <DialogContent>
            <strong className={styles.filename}>{filename}</strong> will be removed from your
            profile. You can upload a resume again at any time.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              Remove
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
