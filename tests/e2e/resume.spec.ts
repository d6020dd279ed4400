/**
 * Resume (/resume, spec sections 2, 4, 5, 7 and 9): a real PDF chosen through the visible button
 * is uploaded and shown on the complete card; the download returns the same bytes under the name
 * of the `filename` header; a text file named .pdf and a PDF one byte over 5 MB get the spec's
 * two-line messages without reaching the server, and 'Try again' returns to the empty card; a file
 * dragged onto the drop zone goes through dragging and draggingOver; Remove (confirmed) empties
 * the card and the server; offline, the card says that uploading needs a connection while a stored
 * resume's details still show.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Session } from '../support/fixtures.ts';
import type { Api } from '../support/api.ts';
import { violationsOf } from '../support/axe.ts';
import { countRequests, goOffline, goOnline } from '../support/network.ts';
import {
  chooseResumeButton as chooseButton,
  chooseResumeFile as chooseFile,
  resumeZone as zone,
} from '../support/profile-steps.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';

const PDF = readFileSync(new URL('../data/resume.pdf', import.meta.url));
const TEXT_NAMED_PDF = readFileSync(new URL('../data/not-a-pdf.pdf', import.meta.url));
const MAX_BYTES = 5242880;
const UPLOAD_URL = '**/api/candidate/v1/resume-upload';

interface StoredResume {
  id: string;
  filename: string;
  filesize: number;
}

async function storedResume(api: Api, session: Session): Promise<StoredResume | null> {
  const { body } = await api.graphql<{ resume: StoredResume | null }>(
    session.token,
    'query GetResume { resume { id filename filesize } }',
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.resume;
}

async function uploadThroughApi(
  request: APIRequestContext,
  session: Session,
  name: string,
): Promise<StoredResume> {
  const response = await request.post('/api/candidate/v1/resume-upload', {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: {
      userId: session.userId,
      resume: { name, mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredResume;
}

test('a real PDF uploads to the complete card; the download returns the same bytes under its name; Remove empties it', async ({
  page,
  api,
  request,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/resume');

  await expect(page.getByRole('heading', { level: 1, name: 'Resume' })).toBeVisible();
  await expect(page.getByText('Your resume must be a PDF smaller than 5MB.')).toBeVisible();
  const name = 'Ada Lovelace Resume.pdf';
  await chooseFile(page, { name, buffer: PDF });

  await expect(zone(page).getByRole('heading', { name: 'Uploading…' })).toBeVisible();
  await expect(zone(page).getByRole('heading', { name: 'Uploaded' })).toBeVisible();
  await expect(zone(page).getByRole('heading', { name })).toBeVisible();
  const today = new Date();
  const mmddyyyy = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(zone(page).getByText(mmddyyyy)).toBeVisible();
  await expect(zone(page).getByText(`${PDF.length}B`)).toBeVisible();
  expect(await storedResume(api, candidate.session)).toMatchObject({
    filename: name,
    filesize: PDF.length,
  });

  // The download: same bytes, saved under the filename header's name.
  const downloaded = page.waitForEvent('download');
  await zone(page).getByRole('button', { name: 'Download' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(name);
  expect(Buffer.compare(readFileSync(await download.path()), PDF)).toBe(0);
  const direct = await request.get('/api/candidate/v1/resume', {
    headers: { authorization: `Bearer ${candidate.session.token}` },
  });
  expect(direct.headers()['content-type']).toBe('application/pdf');
  expect(decodeURIComponent(direct.headers()['filename']!)).toBe(name);
  expect(direct.headers()['content-disposition']).toContain('attachment');

  // The complete card survives a reload (from the server).
  await page.reload();
  await expect(zone(page).getByRole('heading', { name })).toBeVisible();

  // Remove asks first; Cancel keeps it.
  await zone(page).getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove your resume?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(zone(page).getByRole('heading', { name })).toBeVisible();
  await zone(page).getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(chooseButton(page)).toBeVisible();
  await expect
    .poll(() => storedResume(api, candidate.session), { message: 'the removal reached the server' })
    .toBeNull();
  await page.reload();
  await expect(chooseButton(page)).toBeVisible();
});

test('a text file named .pdf and a PDF one byte over 5 MB get the spec messages without an upload; Try again returns to empty', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  await signIn(page, candidate.session);
  await page.goto('/resume');
  const uploads = await countRequests(context, UPLOAD_URL);

  await chooseFile(page, { name: 'resume.pdf', buffer: TEXT_NAMED_PDF });
  await expect(zone(page).getByText("Oops! Looks like that's the wrong file type.")).toBeVisible();
  await expect(zone(page).getByText('Please upload a PDF.')).toBeVisible();
  await zone(page).getByRole('button', { name: 'Try again' }).click();
  await expect(chooseButton(page)).toBeVisible();
  await expect(chooseButton(page)).toBeFocused();

  const tooBig = Buffer.alloc(MAX_BYTES + 1, 0x20);
  tooBig.write('%PDF-1.4\n');
  await chooseFile(page, { name: 'big.pdf', buffer: tooBig });
  await expect(zone(page).getByText('Oops! Looks like that file is too big.')).toBeVisible();
  await expect(zone(page).getByText('Please upload a file smaller than 5MB.')).toBeVisible();
  await zone(page).getByRole('button', { name: 'Try again' }).click();
  await expect(chooseButton(page)).toBeVisible();

  expect(uploads.count, 'the browser refused both before any upload').toBe(0);
  expect(await storedResume(api, candidate.session)).toBeNull();
});

test('a PDF dragged over the page and dropped on the zone goes through dragging and draggingOver, then uploads', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/resume');
  await expect(chooseButton(page)).toBeVisible();

  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File([new Uint8Array(bytes)], 'dropped.pdf', { type: 'application/pdf' }),
    );
    return transfer;
  }, Array.from(PDF));

  await page.dispatchEvent('body', 'dragenter', { dataTransfer });
  await expect(zone(page)).toHaveAttribute('data-mode', 'dragging');
  await expect(zone(page).getByRole('heading', { name: 'Drag your resume here' })).toBeVisible();
  await zone(page).dispatchEvent('dragenter', { dataTransfer });
  await expect(zone(page)).toHaveAttribute('data-mode', 'draggingOver');
  await expect(
    zone(page).getByRole('heading', { name: 'Drop your resume to upload it' }),
  ).toBeVisible();
  await zone(page).dispatchEvent('drop', { dataTransfer });

  await expect(zone(page)).toHaveAttribute('data-mode', 'progress');
  await expect(zone(page).getByRole('heading', { name: 'dropped.pdf' })).toBeVisible();
  await expect(zone(page)).toHaveAttribute('data-mode', 'complete');
  expect(await storedResume(api, candidate.session)).toMatchObject({ filename: 'dropped.pdf' });
});

test('offline, the card says that uploading needs a connection; a stored resume still shows', async ({
  page,
  context,
  api,
  request,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/resume');
  await expect(chooseButton(page)).toBeVisible();
  await waitForServiceWorker(page);

  await goOffline(context);
  await expect(zone(page).getByText(/Uploading a resume needs a connection/)).toBeVisible();
  await expect(chooseButton(page)).toBeDisabled();

  // With a resume: its details come from the cache after a reload offline.
  await goOnline(context);
  const stored = await uploadThroughApi(request, candidate.session, 'Stored Resume.pdf');
  await page.reload();
  await expect(zone(page).getByRole('heading', { name: stored.filename })).toBeVisible();
  await waitForPersistedQuery(page, candidate.session.userId, stored.filename);
  await goOffline(context);
  await page.reload();
  await expect(zone(page).getByRole('heading', { name: stored.filename })).toBeVisible();
  await expect(zone(page).getByText(/uploading a resume needs a connection/)).toBeVisible();
  await expect(zone(page).getByRole('button', { name: 'Download' })).toBeDisabled();
});

test('the upload card has no WCAG violations axe can find: empty, error and complete', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/resume');
  await expect(chooseButton(page)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await chooseFile(page, { name: 'resume.pdf', buffer: TEXT_NAMED_PDF });
  await expect(zone(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await zone(page).getByRole('button', { name: 'Try again' }).click();
  await chooseFile(page, { name: 'Ada.pdf', buffer: PDF });
  await expect(zone(page).getByRole('button', { name: 'Download' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await zone(page).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Remove your resume?' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
