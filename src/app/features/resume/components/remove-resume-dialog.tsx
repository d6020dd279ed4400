/** "Remove your resume?": the removal is asked for once more before it goes to the outbox. */
import { makeStyles } from '@fluentui/react-components';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

const useStyles = makeStyles({
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
    <ConfirmDialog
      open={open}
      title="Remove your resume?"
      confirmLabel="Remove"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <strong className={styles.filename}>{filename}</strong> will be removed from your profile. You
      can upload a resume again at any time.
    </ConfirmDialog>
  );
}
