/**
 * The acknowledgements step of registration (spec sections 4 and 5): four statements, each confirmed
 * by typing one's initials; Register then sends the registration ('Creating Account...' meanwhile).
 */
import { zodResolver } from '@hookform/resolvers/zod';
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
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '../../../../domain/messages.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';

export const ACKNOWLEDGEMENTS = [
  {
    id: 'accurate',
    text: 'The information I have given is accurate and complete, and it is about me.',
  },
  {
    id: 'oneAccount',
    text: 'I will keep only one account. A second account may remove me from consideration by every firm.',
  },
  {
    id: 'ownWork',
    text: 'I will take each assessment once, by myself, without help from another person or any tool.',
  },
  {
    id: 'consent',
    text: 'I accept the Terms of Service and Privacy Policy, and agree to receive e-mails about my account and assessments.',
  },
] as const;

const initials = z
  .string()
  .trim()
  .min(1, messages.initialsRequired)
  .max(10, messages.initialsRequired);
const acknowledgementsSchema = z.object({
  accurate: initials,
  oneAccount: initials,
  ownWork: initials,
  consent: initials,
});
type AcknowledgementValues = z.input<typeof acknowledgementsSchema>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  surface: { maxWidth: '600px' },
  intro: { margin: 0 },
});

export interface AcknowledgementsDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function AcknowledgementsDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: AcknowledgementsDialogProps) {
  const styles = useStyles();
  const { control, handleSubmit } = useForm<AcknowledgementValues>({
    resolver: zodResolver(acknowledgementsSchema),
    defaultValues: { accurate: '', oneAccount: '', ownWork: '', consent: '' },
    mode: 'onTouched',
  });

  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface className={styles.surface}>
        <form onSubmit={handleSubmit(() => onConfirm())} noValidate>
          <DialogBody>
            <DialogTitle>Before we create your account</DialogTitle>
            <DialogContent className={styles.form}>
              <p className={styles.intro}>
                Please read each statement and confirm it by typing your initials.
              </p>
              {ACKNOWLEDGEMENTS.map((statement) => (
                <TextField
                  key={statement.id}
                  control={control}
                  name={statement.id}
                  label={statement.text}
                  hint="Your initials"
                  autoComplete="off"
                  maxLength={10}
                  required
                />
              ))}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel} disabledFocusable={busy}>
                Cancel
              </Button>
              <SubmitButton
                label="Register"
                busyLabel="Creating Account..."
                busy={busy}
                size="medium"
              />
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
