import { describe, expect, it } from 'vitest';
import {
  checkResumeFile,
  decodeFilenameHeader,
  encodeFilenameHeader,
  formatFileSize,
  hasPdfSignature,
  RESUME_MAX_BYTES,
  RESUME_MIN_UPLOAD_DISPLAY_MS,
  RESUME_PROGRESS_ANIMATION_MS,
  RESUME_RESULT_DELAY_MS,
  resumeMessages,
  resumeProblemMessage,
  resumeProblemOf,
  resumeProblemText,
  sanitizeResumeFilename,
} from './resume.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('constants (spec section 9)', () => {
  it('allows at most 5242880 bytes and keeps the spec timings', () => {
    expect(RESUME_MAX_BYTES).toBe(5242880);
    expect(RESUME_MIN_UPLOAD_DISPLAY_MS).toBe(1000);
    expect(RESUME_RESULT_DELAY_MS).toBe(1000);
    expect(RESUME_PROGRESS_ANIMATION_MS).toBe(400);
  });
});

describe('messages (spec section 5)', () => {
  it('words the wrong-type, too-big and hint lines as the spec does', () => {
    expect(resumeProblemText('wrongType')).toEqual({
      title: "Oops! Looks like that's the wrong file type.",
      detail: 'Please upload a PDF.',
    });
    expect(resumeProblemText('tooBig')).toEqual({
      title: 'Oops! Looks like that file is too big.',
      detail: 'Please upload a file smaller than 5MB.',
    });
    expect(resumeMessages.hint).toBe('Your resume must be a PDF smaller than 5MB.');
  });

  it('maps a server message back to its problem', () => {
    expect(resumeProblemOf(resumeProblemMessage('wrongType'))).toBe('wrongType');
    expect(resumeProblemOf(resumeProblemMessage('tooBig'))).toBe('tooBig');
    expect(resumeProblemOf('Something else')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each([
    [RESUME_MAX_BYTES, '5MB'],
    [1024 * 1024, '1MB'],
    [1.5 * 1024 * 1024, '1.5MB'],
    [2048, '2KB'],
    [1536, '1.5KB'],
    [500, '500B'],
  ])('%d bytes → %s', (size, text) => expect(formatFileSize(size)).toBe(text));
});

describe('the PDF check by bytes', () => {
  it('accepts a file starting with %PDF-', () => {
    expect(hasPdfSignature(bytes('%PDF-1.7\n'))).toBe(true);
  });

  it.each([
    ['a text file named .pdf', 'Hello, I am a resume.'],
    ['a signature further in', ' %PDF-1.4'],
    ['too few bytes', '%PDF'],
    ['nothing', ''],
    ['a lower-case signature', '%pdf-1.4'],
  ])('refuses %s', (_label, text) => expect(hasPdfSignature(bytes(text))).toBe(false));
});

describe('checkResumeFile', () => {
  const pdfHead = bytes('%PDF-');

  it('accepts a PDF of up to 5242880 bytes', () => {
    expect(checkResumeFile(RESUME_MAX_BYTES, pdfHead)).toBeNull();
    expect(checkResumeFile(100, pdfHead)).toBeNull();
  });

  it('refuses one byte more as too big', () => {
    expect(checkResumeFile(RESUME_MAX_BYTES + 1, pdfHead)).toBe('tooBig');
  });

  it('refuses a file that is not a PDF as the wrong type, whatever its size', () => {
    expect(checkResumeFile(10, bytes('hello'))).toBe('wrongType');
    expect(checkResumeFile(6 * 1024 * 1024, bytes('hello'))).toBe('wrongType');
  });
});

describe('sanitizeResumeFilename', () => {
  it.each([
    ['Ada Lovelace.pdf', 'Ada Lovelace.pdf'],
    ['resume.PDF', 'resume.pdf'],
    ['C:\\Users\\ada\\cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe.pdf'],
    ['a"b<c>\n.pdf', 'abc.pdf'],
    ['   ', 'resume.pdf'],
    [undefined, 'resume.pdf'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['Résumé 履歴書.pdf', 'Résumé 履歴書.pdf'],
  ])('%j → %j', (raw, clean) => expect(sanitizeResumeFilename(raw)).toBe(clean));

  it('keeps at most 200 characters', () => {
    const name = sanitizeResumeFilename(`${'x'.repeat(500)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('the filename header', () => {
  it('round-trips any name through Latin-1-only headers', () => {
    const name = 'Résumé 履歴書.pdf';
    const header = encodeFilenameHeader(name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeFilenameHeader(header)).toBe(name);
  });

  it('answers the raw value when it is not encoded, and null when absent', () => {
    expect(decodeFilenameHeader('100%.pdf')).toBe('100%.pdf');
    expect(decodeFilenameHeader(null)).toBeNull();
  });
});
