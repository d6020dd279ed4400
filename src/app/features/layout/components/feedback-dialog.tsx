/**
 * The feedback panel: a message of 1 to 2,000 characters, sent through the outbox with the page it
 * was written on (the server adds the user and the browser). Each opening is a new write with its
 * own key, so two messages written offline both reach the server. After Send it thanks the
 * candidate and says where the message is (sent, or on this device until the connection is back).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  FEEDBACK_MAX_LENGTH,
  feedbackMessageError,
  feedbackMessages,
} from '../../../../domain/feedback.ts';
import { SaveStatus } from '../../../components/save-status.tsx';
import { useWrite } from '../../../lib/writes/use-write.ts';
import { submitFeedbackWrite } from '../api/submit-feedback.ts';

function FeedbackForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [location] = useLocation();
  const [coalesceKey] = useState(() => `feedback:${crypto.randomUUID()}`);
  // Each form's message is its own write: the key only follows this form's save.
  const write = useWrite(submitFeedbackWrite, { userId, coalesceKey });
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = feedbackMessageError(message);
    setError(problem);
    if (problem) {
      textarea.current?.focus();
      return;
    }
    setSending(true);
    try {
      await write.save({ message: message.trim(), page: location });
      setSent(true);
    } catch {
      setError('Your feedback could not be kept on this device. Please try again.');
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <DialogBody>
        <DialogTitle>{feedbackMessages.thanks}</DialogTitle>
        <DialogContent>
          <p>We read every message; it helps us improve the portal.</p>
          <SaveStatus status={write.status} error={write.error} />
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </DialogBody>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <DialogBody>
        <DialogTitle>Send us feedback</DialogTitle>
        <DialogContent>
          <Field
            label="Your feedback"
            required
            validationMessage={error}
            hint={`What works, what doesn't, what you miss. Up to ${FEEDBACK_MAX_LENGTH.toLocaleString('en-US')} characters.`}
          >
            <Textarea
              ref={textarea}
              value={message}
              onChange={(_, data) => {
                setMessage(data.value);
                if (error) setError(feedbackMessageError(data.value));
              }}
              resize="vertical"
              rows={6}
            />
          </Field>
          <Text size={200} aria-live="polite">
            {message.trim().length.toLocaleString('en-US')} /{' '}
            {FEEDBACK_MAX_LENGTH.toLocaleString('en-US')}
          </Text>
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" type="submit" disabledFocusable={sending}>
            Send
          </Button>
          <Button appearance="secondary" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

export interface FeedbackDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

export function FeedbackDialog({ userId, open, onClose }: FeedbackDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        {/* Mounted per opening: a fresh message and a fresh write each time. */}
        {open ? <FeedbackForm userId={userId} onClose={onClose} /> : null}
      </DialogSurface>
    </Dialog>
  );
}
