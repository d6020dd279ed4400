/**
 * Where a refused e-mail change link leads (spec sections 2 and 8), by the server's 400 message:
 * not valid, cancelled, expired; anything else (a server failure, no answer) the generic page.
 */
import { apiMessages } from '../../../../domain/api-messages.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api/errors.ts';

export function changeEmailErrorPage(error: unknown): string {
  if (isApiError(error, 400)) {
    switch (error.message) {
      case apiMessages.emailChangeLinkIncorrect:
        return paths.changeEmailTokenIncorrect;
      case apiMessages.emailChangeLinkCancelled:
        return paths.changeEmailCancelled;
      case apiMessages.emailChangeLinkExpired:
        return paths.changeEmailTokenExpired;
    }
  }
  return paths.changeEmailError;
}
