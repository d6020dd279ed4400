import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../../../../domain/resume.ts';
import { checkChosenFile } from './check-file.ts';

describe('checkChosenFile (by bytes, then size)', () => {
  it('accepts a PDF', async () => {
    expect(await checkChosenFile(new File(['%PDF-1.4\n...'], 'cv.pdf'))).toBeNull();
  });

  it('refuses a text file named .pdf as the wrong type', async () => {
    const file = new File(['Hello, I am a resume.'], 'cv.pdf', { type: 'application/pdf' });
    expect(await checkChosenFile(file)).toBe('wrongType');
  });

  it('refuses a PDF of 5242881 bytes as too big, and accepts 5242880', async () => {
    const make = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(new TextEncoder().encode('%PDF-'));
      return new File([bytes], 'big.pdf');
    };
    expect(await checkChosenFile(make(RESUME_MAX_BYTES + 1))).toBe('tooBig');
    expect(await checkChosenFile(make(RESUME_MAX_BYTES))).toBeNull();
  });
});
