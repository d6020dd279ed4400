/**
 * Errors the app reports (POST /client/error), kept for the operator (`client-errors:list`) for
 * CLIENT_ERROR_RETENTION_DAYS.
 */
import { desc, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { clientErrors, users } from '../../db/schema.ts';

const USER_AGENT_MAX_LENGTH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClientErrorReport {
  errorMsg: string;
  info?: unknown;
  platform?: string | null;
}

export async function recordClientError(
  db: DbExecutor,
  report: ClientErrorReport,
  origin: { userId: string | null; userAgent: string | undefined },
): Promise<void> {
  await db.insert(clientErrors).values({
    userId: origin.userId,
    errorMessage: report.errorMsg,
    info: report.info ?? null,
    platform: report.platform ?? null,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
}

export async function listClientErrors(db: DbExecutor, limit: number) {
  return db
    .select({
      id: clientErrors.id,
      createdAt: clientErrors.createdAt,
      userEmail: users.email,
      errorMessage: clientErrors.errorMessage,
      platform: clientErrors.platform,
      userAgent: clientErrors.userAgent,
      info: clientErrors.info,
    })
    .from(clientErrors)
    .leftJoin(users, eq(users.id, clientErrors.userId))
    .orderBy(desc(clientErrors.id))
    .limit(limit);
}

/** Reports older than the retention have served their purpose. */
export async function purgeOldClientErrors(db: DbExecutor, retentionDays: number): Promise<void> {
  const before = new Date(Date.now() - retentionDays * DAY_MS);
  await db.delete(clientErrors).where(lt(clientErrors.createdAt, before));
}
