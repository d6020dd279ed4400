/**
 * GET /api/candidate/v1/resume (spec section 7): the PDF with the bearer token, saved under the
 * name the server gives in its `filename` header.
 */
import {
  decodeFilenameHeader,
  PDF_MIME_TYPE,
  RESUME_DOWNLOAD_PATH,
} from '../../../../domain/resume.ts';
import { restFile } from '../../../lib/api/rest.ts';
import { downloadBlob } from '../../../lib/download.ts';

async function fetchResumeFile(): Promise<{ blob: Blob; filename: string }> {
  const response = await restFile(RESUME_DOWNLOAD_PATH);
  const blob = await response.blob();
  const filename = decodeFilenameHeader(response.headers.get('filename')) ?? 'resume.pdf';
  return { blob: new Blob([blob], { type: PDF_MIME_TYPE }), filename };
}

export async function downloadResume(): Promise<void> {
  const { blob, filename } = await fetchResumeFile();
  downloadBlob(blob, filename);
}
