/**
 * What User Settings shows: the server's copy with the candidate's unsent edits on top (the
 * outbox's entries, in queue order), so a name, privacy choice or contact detail saved offline
 * shows at once, after a reload too, and a refetch of the server's older copy does not undo it.
 * Refused edits are left out: the server's copy stands, and the form says why.
 */
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import type { SettingsUser } from '../api/get-user-settings.ts';
import { settingsOperations } from '../api/settings-writes.ts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function applyEntry(user: SettingsUser, entry: OutboxEntry): SettingsUser {
  const v = entry.variables;
  switch (entry.operation) {
    case settingsOperations.name:
      return {
        ...user,
        firstName: text(v.firstName) ?? user.firstName,
        lastName: text(v.lastName) ?? user.lastName,
      };
    case settingsOperations.visibility:
      return v.visibility === 'public' || v.visibility === 'invite_only'
        ? { ...user, settings: { ...user.settings, visibility: v.visibility } }
        : user;
    case settingsOperations.updateLinkedInUrl:
      return { ...user, linkedInUrl: text(v.linkedInUrl) ?? user.linkedInUrl };
    case settingsOperations.deleteLinkedInUrl:
      return { ...user, linkedInUrl: null };
    case settingsOperations.updatePhoneNumber:
      return {
        ...user,
        phoneNumber: text(v.phoneNumber) ?? user.phoneNumber,
        phoneNumberLocale: text(v.locale) ?? user.phoneNumberLocale,
      };
    case settingsOperations.deletePhoneNumber:
      return { ...user, phoneNumber: null, phoneNumberLocale: null };
    default:
      return user;
  }
}

/** `entries` in queue order (useOutbox gives them so). */
export function withPendingEdits(
  user: SettingsUser,
  entries: readonly OutboxEntry[],
): SettingsUser {
  return entries
    .filter((e) => e.userId === user.id && e.lastError?.permanent !== true)
    .reduce(applyEntry, user);
}
