import { describe, expect, it } from 'vitest';
import { resumeMessages, resumeProblemMessage } from '../../../../domain/resume.ts';
import { ApiError, NetworkError } from '../../../lib/api/errors.ts';
import { uploadProblemOf } from './upload-problem.ts';

const TITLE = 'Oops! Your resume could not be uploaded.';

describe('uploadProblemOf', () => {
  it('shows the spec’s two lines for a problem the server found', () => {
    const error = new ApiError(400, { message: resumeProblemMessage('wrongType') });
    expect(uploadProblemOf(error)).toEqual({
      title: resumeMessages.wrongTypeTitle,
      detail: resumeMessages.wrongTypeDetail,
    });
  });

  it('shows the server’s own message for any other refusal', () => {
    expect(uploadProblemOf(new ApiError(403, { message: 'Not yours.' }))).toEqual({
      title: TITLE,
      detail: 'Not yours.',
    });
    expect(uploadProblemOf(new ApiError(500, null))).toEqual({
      title: TITLE,
      detail: 'Please try again.',
    });
  });

  it('says the server could not be reached when it could not', () => {
    expect(uploadProblemOf(new NetworkError(new TypeError('fetch failed'))).detail).toBe(
      'The server could not be reached. Please check your connection and try again.',
    );
  });

  it('asks to try again for anything else', () => {
    expect(uploadProblemOf(null)).toEqual({ title: TITLE, detail: 'Please try again.' });
  });
});
