/**
 * The browser's check of a chosen file before any upload (the server checks again): its first
 * five bytes must be the PDF signature, whatever its name, and its size at most 5242880 bytes.
 */
import {
  checkResumeFile,
  PDF_SIGNATURE_LENGTH,
  type ResumeProblem,
} from '../../../../domain/resume.ts';

async function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, PDF_SIGNATURE_LENGTH);
  // Blob.arrayBuffer is missing in some test environments; FileReader is everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

export async function checkChosenFile(file: Blob): Promise<ResumeProblem | null> {
  try {
    return checkResumeFile(file.size, await readHead(file));
  } catch {
    return 'wrongType'; // unreadable (moved, no permission): not a PDF we can send
  }
}
