/**
 * The resume (spec sections 4, 5 and 9): PDF only, checked by its bytes rather than its name, at
 * most 5242880 bytes; the uploader's messages and timings. Shared by the upload card and the
 * server's upload route.
 */

/** The REST calls of spec section 7 (the upload needs a connection: it is not an outbox write). */
export const RESUME_UPLOAD_PATH = '/api/candidate/v1/resume-upload';
export const RESUME_DOWNLOAD_PATH = '/api/candidate/v1/resume';

export const RESUME_MAX_BYTES = 5242880;
/** The upload's progress stays on screen at least this long, however fast the upload is. */
export const RESUME_MIN_UPLOAD_DISPLAY_MS = 1000;
/** The done and error animations stay this long before the complete or error card. */
export const RESUME_RESULT_DELAY_MS = 1000;
export const RESUME_PROGRESS_ANIMATION_MS = 400;

/** Every PDF starts with these bytes ("%PDF-"); a renamed text file does not. */
export const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;
export const PDF_SIGNATURE_LENGTH = PDF_SIGNATURE.length;
export const PDF_MIME_TYPE = 'application/pdf';

/** What `size` shows: whole kilobytes and megabytes where exact, one decimal otherwise ("5MB"). */
export function formatFileSize(bytes: number): string {
  const units = [
    { unit: 'MB', size: 1024 * 1024 },
    { unit: 'KB', size: 1024 },
  ];
  for (const { unit, size } of units) {
    if (bytes >= size) {
      const value = Math.round((bytes / size) * 10) / 10;
      return `${Number.isInteger(value) ? value : value.toFixed(1)}${unit}`;
    }
  }
  return `${bytes}B`;
}

export const resumeMessages = {
  wrongTypeTitle: "Oops! Looks like that's the wrong file type.",
  wrongTypeDetail: 'Please upload a PDF.',
  tooBigTitle: 'Oops! Looks like that file is too big.',
  tooBigDetail: (size: string) => `Please upload a file smaller than ${size}.`,
  hint: 'Your resume must be a PDF smaller than 5MB.',
} as const;

/** What the server answers where the spec gives no wording. */
export const resumeApiMessages = {
  noFile: 'Please choose a PDF to upload.',
  notYours: 'You can only upload your own resume.',
  notFound: 'This resume was not found. It may have been removed already.',
  noResume: 'You have not uploaded a resume yet.',
} as const;

export type ResumeProblem = 'wrongType' | 'tooBig';

/** The two lines the error card shows for a problem found in the browser or by the server. */
export function resumeProblemText(problem: ResumeProblem): { title: string; detail: string } {
  return problem === 'wrongType'
    ? { title: resumeMessages.wrongTypeTitle, detail: resumeMessages.wrongTypeDetail }
    : {
        title: resumeMessages.tooBigTitle,
        detail: resumeMessages.tooBigDetail(formatFileSize(RESUME_MAX_BYTES)),
      };
}

/** True when `head` (the file's first bytes, at least five) starts with the PDF signature. */
export function hasPdfSignature(head: Uint8Array): boolean {
  return head.length >= PDF_SIGNATURE_LENGTH && PDF_SIGNATURE.every((byte, i) => head[i] === byte);
}

/**
 * What is wrong with a file of `size` bytes starting with `head`, or null. The kind is checked
 * before the size: a large file that is not a PDF is the wrong type first.
 */
export function checkResumeFile(size: number, head: Uint8Array): ResumeProblem | null {
  if (!hasPdfSignature(head)) return 'wrongType';
  if (size > RESUME_MAX_BYTES) return 'tooBig';
  return null;
}

/** The server's message for a problem (the detail line: the title is the card's). */
export function resumeProblemMessage(problem: ResumeProblem): string {
  return resumeProblemText(problem).detail;
}

/** The problem a server message stands for, so the card can show both lines again. */
export function resumeProblemOf(message: string): ResumeProblem | null {
  if (message === resumeProblemMessage('wrongType')) return 'wrongType';
  if (message === resumeProblemMessage('tooBig')) return 'tooBig';
  return null;
}

export const RESUME_FILENAME_MAX_LENGTH = 200;

/**
 * A file name safe to store and show: the last path segment, without control characters, bidi
 * overrides (which can disguise an extension) or characters that file systems refuse, trimmed, at
 * most 200 characters, always ending in ".pdf" (the bytes are a PDF, whatever the name said).
 */
export function sanitizeResumeFilename(raw: string | undefined | null): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed here
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = cleaned.replace(/\.pdf$/i, '').trim();
  const safeStem =
    [...stem]
      .slice(0, RESUME_FILENAME_MAX_LENGTH - 4)
      .join('')
      .trim() || 'resume';
  return `${safeStem}.pdf`;
}

/** The `filename` header's value: the name URI-encoded, as headers carry only Latin-1. */
export const encodeFilenameHeader = (filename: string) => encodeURIComponent(filename);

export function decodeFilenameHeader(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
