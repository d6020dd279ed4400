/**
 * The maintenance notice (GetCandidateConfig.maintenanceModalContent; spec section 4): a modal that
 * opens when the operator has set content and can be closed; closed, the same content stays closed
 * for this session. Like the info banner, it is held back while an assessment runs in this tab, so
 * it never covers a running timer, and opens once the assessment has ended. It also waits for the
 * first-run gate ("Before You Move On", then the verification): the signed-in layout renders it
 * only once that gate is done (ContactInfoGate's `afterGate`). The content is rendered as text,
 * never as HTML.
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
} from '@fluentui/react-components';
import { useState } from 'react';
import { useAssessmentRunning } from '../../../lib/pwa/service-worker.ts';
import { useCandidateConfig } from '../api/get-candidate-config.ts';
import { closeMaintenance, isMaintenanceClosed } from '../lib/dismissals.ts';

const useStyles = makeStyles({ text: { whiteSpace: 'pre-line', margin: 0 } });

export function MaintenanceModal() {
  const styles = useStyles();
  const { data } = useCandidateConfig();
  const assessmentRunning = useAssessmentRunning();
  const [closedNow, setClosedNow] = useState<string | null>(null);
  const content = data?.candidateConfig.maintenanceModalContent?.trim() || null;
  const open =
    !!content && !assessmentRunning && closedNow !== content && !isMaintenanceClosed(content);
  if (!content) return null;

  const close = () => {
    closeMaintenance(content);
    setClosedNow(content);
  };
  return (
    <Dialog open={open} onOpenChange={(_, state) => !state.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Maintenance notice</DialogTitle>
          <DialogContent>
            <p className={styles.text}>{content}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
