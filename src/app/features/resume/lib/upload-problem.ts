/** The error card's two lines for a failed upload: the spec's for its problems, else the server's. */
import { resumeProblemOf, resumeProblemText } from '../../../../domain/resume.ts';
import { ApiError, messageOf, NetworkError } from '../../../lib/api/errors.ts';
import type { UploadProblem } from './uploader-state.ts';

const UPLOAD_FAILED_TITLE = 'Oops! Your resume could not be uploaded.';

export function uploadProblemOf(error: unknown): UploadProblem {
  if (error instanceof ApiError) {
    const message = messageOf(error.body);
    const problem = message ? resumeProblemOf(message) : null;
    if (problem) return resumeProblemText(problem);
    return { title: UPLOAD_FAILED_TITLE, detail: message ?? 'Please try again.' };
  }
  if (error instanceof NetworkError) {
    return {
      title: UPLOAD_FAILED_TITLE,
      detail: 'The server could not be reached. Please check your connection and try again.',
    };
  }
  return { title: UPLOAD_FAILED_TITLE, detail: 'Please try again.' };
}
