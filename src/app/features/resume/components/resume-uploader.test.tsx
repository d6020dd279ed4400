import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RESUME_MAX_BYTES,
  RESUME_MIN_UPLOAD_DISPLAY_MS,
  RESUME_RESULT_DELAY_MS,
  resumeMessages,
} from '../../../../domain/resume.ts';
import { renderWithProviders } from '../../../test-support/providers.tsx';
import type { GetResumeQuery } from '../../../gql/graphql.ts';
import { ApiError } from '../../../lib/api/errors.ts';

vi.mock('../../../lib/outbox/outbox.ts', async () =>
  (await import('../../../test-support/outbox-module.ts')).fakeOutboxModule(),
);
const { storedWrites, clearStoredWrites } = await import('../../../test-support/outbox-module.ts');
vi.mock('../../../lib/api/graphql.ts', () => ({ gqlRequest: () => new Promise(() => {}) }));
let online = true;
vi.mock('../../../lib/pwa/online-status.ts', () => ({ useOnlineStatus: () => online }));
const upload = vi.fn();
vi.mock('../api/upload-resume.ts', () => ({
  uploadResume: (...args: unknown[]) => upload(...args) as unknown,
}));

const { ResumeUploader } = await import('./resume-uploader.tsx');
const { resumeQueryKey } = await import('../api/get-resume.ts');

const stored = {
  id: 'r1',
  filename: 'Ada Lovelace.pdf',
  filesize: 2048,
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-03-04T12:00:00.000Z',
};

async function renderUploader(resume: GetResumeQuery['resume']) {
  const rendered = renderWithProviders(<ResumeUploader userId="u1" />);
  await act(async () => {
    rendered.queryClient.setQueryData<GetResumeQuery>(resumeQueryKey, { resume });
    await vi.advanceTimersByTimeAsync(10);
  });
  return rendered;
}

const zone = () => screen.getByRole('region', { name: 'Resume upload' });
const mode = () => zone().getAttribute('data-mode');
const status = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');
const fileInput = () => zone().querySelector('input[type="file"]') as HTMLInputElement;
const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4\nhello'], name, { type: 'application/pdf' });

async function choose(file: File) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
    await vi.advanceTimersByTimeAsync(0);
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function dragEvent(type: string, target: EventTarget) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: { types: ['Files'], files: [pdf()], dropEffect: 'none' },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  online = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearStoredWrites();
  upload.mockReset();
});

// Fluent renders many controls per test: slow in jsdom on a busy machine.
describe('ResumeUploader', { timeout: 20_000 }, () => {
  it('starts empty with the hint and a visible "Choose a PDF" button over a real file input', async () => {
    await renderUploader(null);
    expect(mode()).toBe('empty');
    expect(screen.getByText(resumeMessages.hint)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a PDF' })).toBeTruthy();
    expect(fileInput().accept).toContain('application/pdf');
  });

  it('shows the complete card of a stored resume: name, size, date MM/DD/YYYY, Download, Remove', async () => {
    await renderUploader(stored);
    expect(mode()).toBe('complete');
    expect(screen.getByRole('heading', { name: 'Ada Lovelace.pdf' })).toBeTruthy();
    expect(screen.getByText('2KB')).toBeTruthy();
    expect(screen.getByText('03/04/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('refuses a text file named .pdf with the wrong-type lines; Try again returns to empty', async () => {
    await renderUploader(null);
    await choose(new File(['just text'], 'cv.pdf', { type: 'application/pdf' }));
    expect(mode()).toBe('error');
    expect(screen.getByText("Oops! Looks like that's the wrong file type.")).toBeTruthy();
    expect(screen.getByText('Please upload a PDF.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mode()).toBe('empty');
  });

  it('refuses a PDF over 5242880 bytes with the too-big lines, without uploading', async () => {
    await renderUploader(null);
    const bytes = new Uint8Array(RESUME_MAX_BYTES + 1);
    bytes.set(new TextEncoder().encode('%PDF-'));
    await choose(new File([bytes], 'big.pdf'));
    expect(screen.getByText('Oops! Looks like that file is too big.')).toBeTruthy();
    expect(screen.getByText('Please upload a file smaller than 5MB.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a PDF: progress for at least 1 s, done for 1 s, then the complete card', async () => {
    const uploaded = { ...stored, id: 'r2', filename: 'cv.pdf' };
    upload.mockImplementation(
      (_file: File, _userId: string, options: { onProgress: (f: number) => void }) => {
        options.onProgress(0.5);
        return Promise.resolve(uploaded);
      },
    );
    const { queryClient } = await renderUploader(null);
    await choose(pdf());
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'u1', expect.anything());
    expect(mode()).toBe('progress');
    expect(screen.getByRole('heading', { name: 'Uploading…' })).toBeTruthy();
    expect(status()).toContain('Uploading cv.pdf…');

    await advance(RESUME_MIN_UPLOAD_DISPLAY_MS - 10);
    expect(screen.getByRole('heading', { name: 'Uploading…' }), 'at least 1 s').toBeTruthy();
    await advance(10);
    expect(screen.getByRole('heading', { name: 'Uploaded' })).toBeTruthy();
    expect(mode()).toBe('progress');
    await advance(RESUME_RESULT_DELAY_MS);
    expect(mode()).toBe('complete');
    expect(screen.getByRole('heading', { name: 'cv.pdf' })).toBeTruthy();
    expect(queryClient.getQueryData<GetResumeQuery>(resumeQueryKey)?.resume).toEqual(uploaded);
    expect(status()).toContain('Your resume cv.pdf is uploaded.');
  });

  it("shows the server's refusal after the error animation", async () => {
    upload.mockRejectedValue(new ApiError(400, { message: 'Please upload a PDF.' }));
    await renderUploader(null);
    await choose(pdf());
    await advance(RESUME_MIN_UPLOAD_DISPLAY_MS);
    expect(screen.getByRole('heading', { name: 'Upload failed' })).toBeTruthy();
    await advance(RESUME_RESULT_DELAY_MS);
    expect(mode()).toBe('error');
    expect(screen.getByText("Oops! Looks like that's the wrong file type.")).toBeTruthy();
    expect(screen.getByText('Please upload a PDF.')).toBeTruthy();
  });

  it('follows a file dragged over the page and over the drop zone', async () => {
    await renderUploader(null);
    dragEvent('dragenter', document.body);
    expect(mode()).toBe('dragging');
    dragEvent('dragenter', zone());
    expect(mode()).toBe('draggingOver');
    dragEvent('dragleave', zone());
    expect(mode()).toBe('dragging');
    dragEvent('dragleave', document.body);
    expect(mode()).toBe('empty');
  });

  it('ignores drags while the complete card shows', async () => {
    await renderUploader(stored);
    dragEvent('dragenter', document.body);
    dragEvent('dragenter', zone());
    expect(mode()).toBe('complete');
  });

  it('Remove asks first, then sends DeleteResume through the outbox and shows empty', async () => {
    const { queryClient } = await renderUploader(stored);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog', { name: 'Remove your resume?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(storedWrites).toEqual([]);
    expect(mode()).toBe('complete');

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await act(async () => {
      fireEvent.click(
        screen
          .getAllByRole('button', { name: 'Remove' })
          .find((b) => b.closest('[role=alertdialog]'))!,
      );
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(storedWrites).toEqual([{ operation: 'DeleteResume', variables: { resumeId: 'r1' } }]);
    expect(mode()).toBe('empty');
    expect(queryClient.getQueryData<GetResumeQuery>(resumeQueryKey)?.resume).toBeNull();
  });

  it('offline: says an upload needs a connection and disables choosing; a stored resume still shows', async () => {
    online = false;
    await renderUploader(null);
    expect(screen.getByText(/Uploading a resume needs a connection/)).toBeTruthy();
    const choose = screen.getByRole('button', { name: 'Choose a PDF' });
    expect(choose.getAttribute('aria-disabled')).toBe('true');
    cleanup();
    await renderUploader(stored);
    expect(screen.getByRole('heading', { name: 'Ada Lovelace.pdf' })).toBeTruthy();
    expect(screen.getByText(/needs a connection/)).toBeTruthy();
  });
});
