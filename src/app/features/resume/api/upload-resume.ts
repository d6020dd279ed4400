/**
 * POST /api/candidate/v1/resume-upload (spec section 7): multipart with the file in `resume` and
 * the user id, sent with XMLHttpRequest because fetch reports no upload progress. Not an outbox
 * write: the file needs a connection, and the call is idempotent by nature (one resume per
 * candidate, replaced). Resolves with the stored resume's metadata; throws `ApiError` with the
 * server's message, or `NetworkError` when nothing came back.
 */
import { RESUME_UPLOAD_PATH } from '../../../../domain/resume.ts';
import { ApiError, handleUnauthorized, NetworkError } from '../../../lib/api/errors.ts';
import { getToken } from '../../../lib/session.ts';
import type { Resume } from './get-resume.ts';

export interface UploadOptions {
  /** 0 to 1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function uploadResume(
  file: File,
  userId: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<Resume> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('userId', userId);
    body.append('resume', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', RESUME_UPLOAD_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const parsed = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(parsed as Resume);
        return;
      }
      if (xhr.status === 401) handleUnauthorized();
      reject(new ApiError(xhr.status, parsed));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('The upload did not reach the server.')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
