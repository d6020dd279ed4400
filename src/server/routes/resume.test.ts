import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { RESUME_MAX_BYTES, resumeApiMessages, resumeProblemMessage } from '../../domain/resume.ts';
import { resumes } from '../db/schema.ts';
import { graphql, signedInCandidate } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = readFileSync(new URL('../../../tests/data/resume.pdf', import.meta.url));
const TEXT_NAMED_PDF = readFileSync(new URL('../../../tests/data/not-a-pdf.pdf', import.meta.url));

/** A PDF-looking file of exactly `size` bytes (the signature, then filler). */
const pdfOfSize = (size: number) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.4\n');
  return buffer;
};

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----test${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename) headers.push(`Content-Type: ${part.contentType ?? 'application/pdf'}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(token: string | undefined, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/candidate/v1/resume-upload',
    payload,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

const resumeFile = (value: Buffer, filename = 'Ada Lovelace.pdf'): Part => ({
  name: 'resume',
  value,
  filename,
});

const download = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/candidate/v1/resume',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const storedResumes = (userId: string) =>
  t.database.db.select().from(resumes).where(eq(resumes.userId, userId));

const GET_RESUME = 'query GetResume { resume { id filename filesize createdAt updatedAt } }';
const DELETE_RESUME = `mutation DeleteResume($resumeId: ID!, $clientMutationId: ID!) {
  deleteResume(resumeId: $resumeId, clientMutationId: $clientMutationId)
}`;

describe('POST /api/candidate/v1/resume-upload', () => {
  it('stores a PDF and answers its metadata; GetResume and UserProfile.resume read it back', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const response = await upload(token, [{ name: 'userId', value: userId }, resumeFile(PDF)]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      filename: 'Ada Lovelace.pdf',
      filesize: PDF.length,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(body.createdAt).getTime()).not.toBeNaN();

    const query = await graphql(t.app, GET_RESUME, {}, token);
    expect(query.json()).toEqual({ data: { resume: body } });
    const profile = await graphql(
      t.app,
      'query GetUser { user { userProfile { resume { id filename filesize } } } }',
      {},
      token,
    );
    expect(profile.json().data.user.userProfile.resume).toEqual({
      id: body.id,
      filename: body.filename,
      filesize: body.filesize,
    });
    const [stored] = await storedResumes(userId);
    expect(Buffer.compare(stored!.content, PDF)).toBe(0);
  });

  it('accepts a file of exactly 5242880 bytes, without a userId field', async () => {
    const { token } = await signedInCandidate(t.app);
    const response = await upload(token, [resumeFile(pdfOfSize(RESUME_MAX_BYTES))]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().filesize).toBe(RESUME_MAX_BYTES);
  });

  it('replaces the earlier resume (one per candidate), under a new id', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const first = (await upload(token, [resumeFile(PDF, 'first.pdf')])).json();
    const second = await upload(token, [resumeFile(pdfOfSize(2000), 'second.pdf')]);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ filename: 'second.pdf', filesize: 2000 });
    expect(second.json().id).not.toBe(first.id);
    const stored = await storedResumes(userId);
    expect(stored.map((r) => r.filename)).toEqual(['second.pdf']);
  });

  it('refuses a 6 MB file with the too-big message and stores nothing', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const response = await upload(token, [resumeFile(pdfOfSize(6 * 1024 * 1024))]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please upload a file smaller than 5MB.' });
    expect(await storedResumes(userId)).toEqual([]);
  });

  it('refuses a request far over the limit before reading it', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const response = await upload(token, [resumeFile(pdfOfSize(3 * RESUME_MAX_BYTES))]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: resumeProblemMessage('tooBig') });
    expect(await storedResumes(userId)).toEqual([]);
  });

  it('refuses one byte over the limit, and keeps the resume already stored', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await upload(token, [resumeFile(PDF, 'kept.pdf')]);
    const response = await upload(token, [resumeFile(pdfOfSize(RESUME_MAX_BYTES + 1))]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: resumeProblemMessage('tooBig') });
    const stored = await storedResumes(userId);
    expect(stored.map((r) => r.filename)).toEqual(['kept.pdf']);
  });

  it('refuses a text file named .pdf (checked by its bytes) with the wrong-type message', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const response = await upload(token, [resumeFile(TEXT_NAMED_PDF, 'resume.pdf')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please upload a PDF.' });
    expect(await storedResumes(userId)).toEqual([]);
  });

  it('refuses an empty file and a large file that is not a PDF as the wrong type', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    for (const value of [Buffer.alloc(0), Buffer.alloc(6 * 1024 * 1024, 0x41)]) {
      const response = await upload(token, [resumeFile(value)]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: resumeProblemMessage('wrongType') });
    }
    expect(await storedResumes(userId)).toEqual([]);
  });

  it('answers 401 without a session, and stores nothing', async () => {
    const before = await t.database.db.select({ id: resumes.id }).from(resumes);
    for (const token of [undefined, 'not-a-session']) {
      const response = await upload(token, [resumeFile(PDF)]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: apiMessages.unauthorized });
    }
    expect(await t.database.db.select({ id: resumes.id }).from(resumes)).toHaveLength(
      before.length,
    );
  });

  it('refuses a userId naming another candidate, whatever the order of the fields, and stores nothing for either', async () => {
    const ada = await signedInCandidate(t.app);
    const grace = await signedInCandidate(t.app);
    const before = await upload(ada.token, [
      { name: 'userId', value: grace.userId },
      resumeFile(PDF),
    ]);
    const after = await upload(ada.token, [
      resumeFile(PDF),
      { name: 'userId', value: grace.userId },
    ]);
    for (const response of [before, after]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: resumeApiMessages.notYours });
    }
    expect(await storedResumes(ada.userId)).toEqual([]);
    expect(await storedResumes(grace.userId)).toEqual([]);
  });

  it('refuses a request without a file, and a second file', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const none = await upload(token, [{ name: 'userId', value: userId }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: resumeApiMessages.noFile });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/v1/resume-upload',
      payload: { resume: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(400);
    const two = await upload(token, [resumeFile(PDF, 'a.pdf'), resumeFile(PDF, 'b.pdf')]);
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(two.statusCode).toBeLessThan(500);
    expect(await storedResumes(userId)).toEqual([]);
  });

  it('stores a sanitized file name', async () => {
    const { token } = await signedInCandidate(t.app);
    const response = await upload(token, [resumeFile(PDF, '..\\..\\cv\u202Efdp.exe')]);
    expect(response.statusCode).toBe(200);
    expect(response.json().filename).toBe('cvfdp.exe.pdf');
  });
});

describe('GET /api/candidate/v1/resume', () => {
  it('sends the PDF back with its name in the filename header, as an attachment', async () => {
    const { token } = await signedInCandidate(t.app);
    await upload(token, [resumeFile(PDF, 'Résumé Ada.pdf')]);
    const response = await download(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ Ada.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Ada.pdf`,
    );
    expect(decodeURIComponent(String(response.headers.filename))).toBe('Résumé Ada.pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(response.rawPayload, PDF)).toBe(0);
  });

  it('answers 404 with a message when there is no resume, 401 without a session', async () => {
    const { token } = await signedInCandidate(t.app);
    const none = await download(token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: resumeApiMessages.noResume });
    const anonymous = await download();
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('mutation DeleteResume', () => {
  it('removes the resume; a replay of the same write answers the same', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const { id } = (await upload(token, [resumeFile(PDF)])).json();
    const variables = { resumeId: id, clientMutationId: randomUUID() };
    const first = await graphql(t.app, DELETE_RESUME, variables, token);
    expect(first.json()).toEqual({ data: { deleteResume: true } });
    const replay = await graphql(t.app, DELETE_RESUME, variables, token);
    expect(replay.json()).toEqual({ data: { deleteResume: true } });
    expect(await storedResumes(userId)).toEqual([]);
    expect((await graphql(t.app, GET_RESUME, {}, token)).json()).toEqual({
      data: { resume: null },
    });
    expect((await download(token)).statusCode).toBe(404);
  });

  it("refuses another candidate's resume id and an unknown id, and changes nothing", async () => {
    const ada = await signedInCandidate(t.app);
    const grace = await signedInCandidate(t.app);
    const { id } = (await upload(grace.token, [resumeFile(PDF)])).json();
    for (const resumeId of [id, randomUUID(), 'not-a-uuid']) {
      const response = await graphql(
        t.app,
        DELETE_RESUME,
        { resumeId, clientMutationId: randomUUID() },
        ada.token,
      );
      expect(response.json()).toEqual({
        data: null,
        errors: [
          expect.objectContaining({
            message: resumeApiMessages.notFound,
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      });
    }
    expect(await storedResumes(grace.userId)).toHaveLength(1);
  });

  it('a removal of a replaced resume does not remove the new one', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const old = (await upload(token, [resumeFile(PDF, 'old.pdf')])).json();
    await upload(token, [resumeFile(PDF, 'new.pdf')]);
    const response = await graphql(
      t.app,
      DELETE_RESUME,
      { resumeId: old.id, clientMutationId: randomUUID() },
      token,
    );
    expect(response.json().errors[0].message).toBe(resumeApiMessages.notFound);
    expect((await storedResumes(userId)).map((r) => r.filename)).toEqual(['new.pdf']);
  });
});
