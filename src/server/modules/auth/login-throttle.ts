/**
 * Login throttling (product decision): after LOGIN_MAX_FAILURES_PER_ACCOUNT failures for one
 * address within LOGIN_THROTTLE_WINDOW_MS, further attempts for it are refused until the window
 * has passed; one client address gets LOGIN_MAX_ATTEMPTS_PER_ADDRESS attempts per window.
 *
 * An attempt is recorded as a failure before the password is checked and turned into a success
 * afterwards, under a per-account lock: parallel requests cannot slip past the limit.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';

export type AttemptReservation = { throttled: true } | { throttled: false; attemptId: number };

export async function reserveLoginAttempt(
  db: Database,
  config: Config,
  email: string,
  ipAddress: string,
): Promise<AttemptReservation> {
  const windowStart = new Date(Date.now() - config.LOGIN_THROTTLE_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);

    const [failures] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.outcome, 'FAILURE'),
          gt(loginAttempts.createdAt, windowStart),
          // A success ends the run of failures before it.
          sql`${loginAttempts.createdAt} > coalesce((SELECT max(s.created_at) FROM login_attempts s
                WHERE s.email = ${email} AND s.outcome = 'SUCCESS'), '-infinity')`,
        ),
      );
    const [fromAddress] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ipAddress, ipAddress), gt(loginAttempts.createdAt, windowStart)));

    if ((failures?.n ?? 0) >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) return { throttled: true };
    if ((fromAddress?.n ?? 0) >= config.LOGIN_MAX_ATTEMPTS_PER_ADDRESS) return { throttled: true };

    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ email, ipAddress, outcome: 'FAILURE' })
      .returning({ id: loginAttempts.id });
    return { throttled: false, attemptId: attempt!.id };
  });
}

export async function markAttemptSucceeded(db: Database, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ outcome: 'SUCCESS' }).where(eq(loginAttempts.id, attemptId));
}
