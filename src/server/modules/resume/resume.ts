/**
 * The candidate's resume: one PDF per candidate, stored in PostgreSQL (bytea). Reads return the
 * metadata only; the bytes are read by the download route alone.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { resumes } from '../../db/schema.ts';

/** GraphQL Resume and the upload's answer, as plain JSON data. */
export interface ResumeView {
  id: string;
  filename: string;
  filesize: number;
  createdAt: string;
  updatedAt: string;
}

const metadata = {
  id: resumes.id,
  filename: resumes.filename,
  filesize: resumes.filesize,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
};

type MetadataRow = {
  id: string;
  filename: string;
  filesize: number;
  createdAt: Date;
  updatedAt: Date;
};

const toView = (row: MetadataRow): ResumeView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findResume(db: DbExecutor, userId: string): Promise<ResumeView | null> {
  const [row] = await db.select(metadata).from(resumes).where(eq(resumes.userId, userId));
  return row ? toView(row) : null;
}

export async function findResumeFile(
  db: DbExecutor,
  userId: string,
): Promise<{ filename: string; content: Buffer } | null> {
  const [row] = await db
    .select({ filename: resumes.filename, content: resumes.content })
    .from(resumes)
    .where(eq(resumes.userId, userId));
  return row ?? null;
}

/**
 * Stores the candidate's resume, replacing any earlier one, in one statement. A replacement is a
 * new resume with a new id, so a removal of the old one still waiting in an outbox cannot remove
 * the new file.
 */
export async function saveResume(
  db: DbExecutor,
  userId: string,
  file: { filename: string; content: Buffer },
): Promise<ResumeView> {
  const values = { filename: file.filename, filesize: file.content.length, content: file.content };
  const [row] = await db
    .insert(resumes)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: resumes.userId,
      set: { ...values, id: sql`gen_random_uuid()`, createdAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning(metadata);
  return toView(row!);
}

/** Removes the candidate's resume with this id; false when they have none with it. */
export async function deleteResume(
  db: DbExecutor,
  userId: string,
  resumeId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  return deleted.length > 0;
}
