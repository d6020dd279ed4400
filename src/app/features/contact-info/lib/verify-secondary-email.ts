/**
 * The "Verify Secondary Email" dialog's decisions, kept apart from its rendering
 * (components/verify-secondary-email-dialog.tsx): what a corrected address is refused for, and which
 * one line the dialog says about the last send or refresh.
 */
import { apiMessages } from '../../../../domain/api-messages.ts';
import { isSameEmail, secondaryEmailSchema } from '../../../../domain/contact.ts';
import type { ContactInfoWrite } from './use-contact-info-write.ts';

/** The corrected address, or why it is refused (the primary address cannot be the secondary one). */
export function parseNewSecondaryEmail(
  value: string,
  primaryEmail: string,
): { email: string; error?: undefined } | { email?: undefined; error: string | undefined } {
  const parsed = secondaryEmailSchema.safeParse(value);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message };
  if (isSameEmail(parsed.data, primaryEmail))
    return { error: apiMessages.secondaryEmailSameAsPrimary };
  return { email: parsed.data };
}

export type SendNotice =
  'notStored' | 'refused' | 'sending' | 'savedOnDevice' | 'sent' | 'stillUnverified' | null;

/** Which line the dialog shows: the last send's fate first, else a refresh that changed nothing. */
export function sendNotice(state: {
  notStored: boolean;
  sent: boolean;
  write: Pick<ContactInfoWrite, 'status' | 'error'>;
  stillUnverified: boolean;
  refreshing: boolean;
}): SendNotice {
  const { status, error } = state.write;
  if (state.notStored) return 'notStored';
  if (state.sent) {
    if (status === 'failed' && error) return 'refused';
    if (status === 'storing' || status === 'sending') return 'sending';
    if (status === 'savedOnDevice') return 'savedOnDevice';
    if (status === 'saved') return 'sent';
  }
  return state.stillUnverified && !state.refreshing ? 'stillUnverified' : null;
}
