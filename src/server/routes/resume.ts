/**
 * The resume file (spec section 7):
 * - POST /api/candidate/v1/resume-upload, multipart with the file in `resume` (and `userId`, which
 *   must be the caller's own id when sent: the bearer token decides whose resume it is). The file
 *   is read as it streams: at most 5242880 bytes are kept, and it must start with the PDF
 *   signature whatever its name or declared type. It replaces the caller's resume in one
 *   statement; a refused file changes nothing. 200 {id, filename, filesize, createdAt, updatedAt},
 *   400 {message} with the spec's wording, 401 without a session.
 * - GET /api/candidate/v1/resume: the caller's PDF as an attachment, its name in the `filename`
 *   header (URI-encoded); 404 {message} when there is none.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';
import {
  checkResumeFile,
  encodeFilenameHeader,
  hasPdfSignature,
  PDF_MIME_TYPE,
  PDF_SIGNATURE_LENGTH,
  RESUME_DOWNLOAD_PATH,
  RESUME_MAX_BYTES,
  RESUME_UPLOAD_PATH,
  resumeApiMessages,
  resumeProblemMessage,
  sanitizeResumeFilename,
} from '../../domain/resume.ts';
import { badRequest, HttpError } from '../errors.ts';
import { findResumeFile, saveResume } from '../modules/resume/resume.ts';

/**
 * A request larger than this is refused before it is read. Below it, a too-big file is read to
 * the end (and dropped past the limit) so that the browser, still sending, gets the answer rather
 * than a reset connection.
 */
const UPLOAD_REQUEST_MAX_BYTES = 2 * RESUME_MAX_BYTES;

function signedInUser(request: FastifyRequest): string {
  if (!request.userId) throw new HttpError(401, { message: apiMessages.unauthorized });
  return request.userId;
}

type ReadFile = { ok: true; content: Buffer } | { ok: false; message: string };

/** Reads the file part to its end, keeping its bytes only while it can still be accepted. */
async function readResumeFile(part: MultipartFile): Promise<ReadFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (head.length < PDF_SIGNATURE_LENGTH) {
      head = Buffer.concat([head, chunk.subarray(0, PDF_SIGNATURE_LENGTH - head.length)]);
    }
    // Not a PDF: nothing of it is kept, though the rest is still read.
    if (head.length === PDF_SIGNATURE_LENGTH && !hasPdfSignature(head)) continue;
    chunks.push(chunk);
    size += chunk.length;
  }
  // busboy stops at the limit and marks the file truncated: at least one byte too many.
  const problem = checkResumeFile(part.file.truncated ? RESUME_MAX_BYTES + 1 : size, head);
  if (problem) return { ok: false, message: resumeProblemMessage(problem) };
  return { ok: true, content: Buffer.concat(chunks, size) };
}

export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  // Registered here, so only these routes take multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: RESUME_MAX_BYTES,
      files: 1,
      fields: 2,
      parts: 3,
      fieldNameSize: 100,
      fieldSize: 200,
      headerPairs: 20,
    },
  });

  app.post(RESUME_UPLOAD_PATH, async (request) => {
    const userId = signedInUser(request);
    if (!request.isMultipart()) throw badRequest(resumeApiMessages.noFile);
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_REQUEST_MAX_BYTES) {
      throw badRequest(resumeProblemMessage('tooBig'));
    }

    let file: (ReadFile & { filename: string }) | null = null;
    let claimedUserId: string | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'userId' && typeof part.value === 'string') {
          claimedUserId = part.value;
        }
      } else if (part.fieldname === 'resume' && !file) {
        file = { ...(await readResumeFile(part)), filename: part.filename };
      } else {
        await part.toBuffer(); // an unexpected file: read and dropped
      }
    }

    // The token says whose resume this is; a userId naming someone else is refused, not obeyed.
    if (claimedUserId !== null && claimedUserId !== '' && claimedUserId !== userId) {
      throw new HttpError(403, { message: resumeApiMessages.notYours });
    }
    if (!file) throw badRequest(resumeApiMessages.noFile);
    if (!file.ok) throw badRequest(file.message);
    return saveResume(db, userId, {
      filename: sanitizeResumeFilename(file.filename),
      content: file.content,
    });
  });

  app.get(RESUME_DOWNLOAD_PATH, async (request, reply) => {
    const userId = signedInUser(request);
    const file = await findResumeFile(db, userId);
    if (!file) throw new HttpError(404, { message: resumeApiMessages.noResume });
    return reply
      .header('content-type', PDF_MIME_TYPE)
      .header('content-disposition', contentDisposition(file.filename))
      .header('filename', encodeFilenameHeader(file.filename))
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
}

/** `attachment` with an ASCII name for old clients and the exact name in RFC 5987 form. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
