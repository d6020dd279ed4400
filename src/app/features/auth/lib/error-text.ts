/** What an auth screen says when a call fails in a way the spec does not word. */
import { apiMessages } from '../../../../domain/api-messages.ts';
import { isApiError, isNetworkError } from '../../../lib/api/errors.ts';

export const OFFLINE_MESSAGE =
  'You appear to be offline. This needs a connection: please try again once you are back online.';

/** The server's message for a 4xx, a fixed sentence for offline and 5xx. */
export function errorText(error: unknown, fallback: string = apiMessages.tryAgain): string {
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  if (isApiError(error)) {
    if (error.status >= 500) return apiMessages.serverError;
    return error.message && !error.message.startsWith('Request failed') ? error.message : fallback;
  }
  return fallback;
}

export function isAlreadyConfirmed(error: unknown): boolean {
  return isApiError(error) && error.message === apiMessages.emailAlreadyConfirmed;
}
