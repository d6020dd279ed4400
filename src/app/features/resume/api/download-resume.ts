/**
 * GET /api/candidate/v1/resume (spec section 7): the PDF with the bearer token, saved under the
 * name the server gives in its `filename` header.
 */
import {
  decodeFilenameHeader,
  PDF_MIME_TYPE,
  RESUME_DOWNLOAD_PATH,
} from '../../../../domain/resume.ts';
import { ApiError, handleUnauthorized, NetworkError } from '../../../lib/api/errors.ts';
import { getToken } from '../../../lib/session.ts';

/** How long the object URL lives after the click (the browser has started the download by then). */
const REVOKE_AFTER_MS = 60_000;

export async function fetchResumeFile(): Promise<{ blob: Blob; filename: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(RESUME_DOWNLOAD_PATH, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the text is the body
    }
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const filename = decodeFilenameHeader(response.headers.get('filename')) ?? 'resume.pdf';
  return { blob: new Blob([blob], { type: PDF_MIME_TYPE }), filename };
}

/** Offers `blob` as a download named `filename` (an anchor with `download`, clicked). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export async function downloadResume(): Promise<void> {
  const { blob, filename } = await fetchResumeFile();
  saveFile(blob, filename);
}
