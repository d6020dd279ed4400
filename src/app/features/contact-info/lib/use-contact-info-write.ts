/**
 * The one write of this feature (SetSecondaryContactInfo, declared in api/), whoever sends it (the
 * first-run form, a resend, a corrected address), with what a refused write carried: the form shows
 * what was typed, to correct it.
 */
import type { User } from '../../../lib/api/get-user.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { entriesOf, isRefused } from '../../../lib/writes/define-write.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';
import { setSecondaryContactInfoWrite } from '../api/set-secondary-contact-info.ts';

export function useContactInfoWrite(user: Pick<User, 'id'>) {
  const write = useWrite(setSecondaryContactInfoWrite, { userId: user.id });
  // A refused write is no longer `pending`, but the form shows what was typed, to correct it.
  const { entries } = useOutbox(user.id);
  const refused = entriesOf(setSecondaryContactInfoWrite, entries).findLast(isRefused);
  return { ...write, refusedValues: refused?.variables ?? null, refusedId: refused?.id ?? null };
}

export type ContactInfoWrite = ReturnType<typeof useContactInfoWrite>;
