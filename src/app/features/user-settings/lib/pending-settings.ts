/**
 * What User Settings shows: the server's copy with the candidate's unsent edits on top, through the
 * settings writes' declared `shows` changes (lib/writes/unsent.ts). So a name, privacy choice or
 * contact detail saved offline shows at once, after a reload too, and a refetch of the server's
 * older copy does not undo it. Refused edits are left out: the server's copy stands, and the form
 * says why.
 */
import type { GetUserSettingsQuery } from '../../../gql/graphql.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { withUnsent } from '../../../lib/writes/unsent.ts';
import { type SettingsUser, userSettingsQueryKey } from '../api/get-user-settings.ts';
import { settingsWrites } from '../api/settings-writes.ts';

/** `entries` in queue order (useOutbox gives them so); other users' entries are ignored. */
export function withPendingEdits(
  user: SettingsUser,
  entries: readonly OutboxEntry[],
): SettingsUser {
  const own = entries.filter((e) => e.userId === user.id);
  const data: GetUserSettingsQuery = { user };
  return withUnsent(data, userSettingsQueryKey, own, settingsWrites).user;
}
