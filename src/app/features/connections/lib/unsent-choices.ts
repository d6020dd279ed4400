/**
 * The candidate's unsent Connect, Ignore, Disconnect and Reconnect choices, read from the outbox
 * through the writes' declarations (lib/writes/define-write.ts), for withUnsentChoices. Refused
 * choices are left out (the server's lists stand, the row says why), and so are the choices a row
 * or the modal still shows in progress (held rows, connection-lists.ts).
 */
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { entriesOf, isRefused, type WriteEntry } from '../../../lib/writes/define-write.ts';
import { updateCandidateInvitationWrite } from '../api/update-candidate-invitation.ts';
import { updateCompanyCandidateAssociationWrite } from '../api/update-company-candidate-association.ts';
import type { HeldRows } from './connection-lists.ts';

const choiceOf = <S extends string>(entry: WriteEntry<{ id: string; status: S }>) => ({
  ...entry.variables,
  at: new Date(entry.createdAt).toISOString(),
});

const shown =
  (held: ReadonlyMap<string, unknown>) =>
  (entry: WriteEntry<{ id: string }>): boolean =>
    !isRefused(entry) && !held.has(entry.variables.id);

/** `entries` in queue order (useOutbox gives them so). */
export function unsentChoices(entries: readonly OutboxEntry[], held: HeldRows) {
  return {
    invitations: entriesOf(updateCandidateInvitationWrite, entries)
      .filter(shown(held.invitations))
      .map(choiceOf),
    associations: entriesOf(updateCompanyCandidateAssociationWrite, entries)
      .filter(shown(held.associations))
      .map(choiceOf),
  };
}
