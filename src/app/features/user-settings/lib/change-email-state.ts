/**
 * The e-mail change as User Settings shows it (spec section 4), and how often the page asks the
 * server again while a change is open: every EMAIL_CHANGE_POLL_INTERVAL_MS, for at most
 * EMAIL_CHANGE_POLL_MAX_MS from when the page saw it open (the link is usually followed in
 * another tab or on another device; the page then shows the new address by itself).
 */
import {
  EMAIL_CHANGE_POLL_INTERVAL_MS,
  EMAIL_CHANGE_POLL_MAX_MS,
} from '../../../../domain/constants.ts';
import type { ChangeEmail } from '../api/get-user-settings.ts';

export type ChangeEmailView =
  | { kind: 'none' }
  | { kind: 'inProgress'; newEmail: string }
  | { kind: 'timedOut'; newEmail: string };

/** SENT and open: in progress; SENT and closed: timed out; anything else shows nothing. */
export function changeEmailView(change: ChangeEmail | null | undefined): ChangeEmailView {
  if (!change || change.emailStatus !== 'SENT') return { kind: 'none' };
  return change.isChangeWindowOpen
    ? { kind: 'inProgress', newEmail: change.newEmail }
    : { kind: 'timedOut', newEmail: change.newEmail };
}

/**
 * The refetch interval for the settings query: the poll interval while a change is in progress
 * and the page has polled for less than the maximum since `startedAt`; otherwise none.
 */
export function emailChangePollInterval(
  change: ChangeEmail | null | undefined,
  startedAt: number | null,
  now: number,
): number | false {
  if (changeEmailView(change).kind !== 'inProgress') return false;
  if (startedAt !== null && now - startedAt >= EMAIL_CHANGE_POLL_MAX_MS) return false;
  return EMAIL_CHANGE_POLL_INTERVAL_MS;
}
