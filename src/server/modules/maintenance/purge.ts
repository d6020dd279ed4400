/** Housekeeping: forget records whose purpose has passed. Run at start and then every hour. */
import { lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import { emailChanges, loginAttempts } from '../../db/schema.ts';
import { purgeOldClientErrors } from '../client-errors/client-errors.ts';
import { purgeExpiredIdempotencyKeys } from '../idempotency/idempotency.ts';
import { purgeEndedRateLimitWindows } from '../rate-limit/rate-limit.ts';
import { purgeEndedSessions } from '../sessions/sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeExpiredRecords(db: DbExecutor, config: Config): Promise<void> {
  await purgeExpiredIdempotencyKeys(db, config.IDEMPOTENCY_KEY_LIFETIME_MS);
  await purgeEndedSessions(db, 30 * DAY_MS);
  // Throttling looks back one window and one lockout; a day is kept for investigating abuse.
  const keepAttemptsMs = Math.max(DAY_MS, config.LOGIN_FAILURE_WINDOW_MS + config.LOGIN_LOCKOUT_MS);
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(Date.now() - keepAttemptsMs)));
  // E-mail changes: a month after the window closed, a link is only "not valid" instead of
  // "expired", and the timed-out notice has long been seen.
  await db
    .delete(emailChanges)
    .where(lt(emailChanges.windowClosesAt, new Date(Date.now() - 30 * DAY_MS)));
  // Abuse limits (docs/decisions/024).
  await purgeEndedRateLimitWindows(db);
  await purgeOldClientErrors(db, config.CLIENT_ERROR_RETENTION_DAYS);
}
