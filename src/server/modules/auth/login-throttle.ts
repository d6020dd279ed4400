/**
 * Login throttling (docs/decisions/017-login-throttling-per-account-and-address.md). Only failures
 * count, in three scopes, each locked for LOGIN_LOCKOUT_MS once it reaches its limit of failures
 * within LOGIN_FAILURE_WINDOW_MS:
 *
 * - one account from one network address (LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS, 5): a guesser
 *   locks only themselves out, never the owner elsewhere;
 * - one account from anywhere (LOGIN_MAX_FAILURES_PER_ACCOUNT, 50): a guesser with many addresses;
 * - one address against any account (LOGIN_MAX_FAILURES_PER_ADDRESS): one address spraying many
 *   accounts. Successes never count, so a campus behind one address cannot lock itself out.
 *
 * A successful sign-in (or password re-entry) and a password reset clear the account's failures.
 * Unknown addresses are counted exactly like accounts, so the answer never tells them apart.
 *
 * An attempt is recorded as a failure before the password is checked and turned into a success
 * afterwards, under locks on the account and the address: parallel guesses cannot slip past.
 */
import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';
import { countRefusal } from '../metrics/metrics.ts';

export type AttemptReservation =
  { throttled: true; retryAfterMs: number } | { throttled: false; attemptId: number };

type ThrottleConfig = Pick<
  Config,
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS'
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_ADDRESS'
  | 'LOGIN_FAILURE_WINDOW_MS'
  | 'LOGIN_LOCKOUT_MS'
>;

/**
 * How long `scope` stays locked (0: not locked). While a scope is locked nothing in it is
 * recorded, so its newest failure is the one that reached the limit: locked until that one's time
 * plus the lockout, when `limit` failures fit within the window ending there.
 */
async function lockedForMs(
  tx: DbExecutor,
  scope: SQL | undefined,
  limit: number,
  config: ThrottleConfig,
  now: number,
): Promise<number> {
  const since = new Date(now - config.LOGIN_FAILURE_WINDOW_MS - config.LOGIN_LOCKOUT_MS);
  const rows = await tx
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(scope, eq(loginAttempts.outcome, 'FAILURE'), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  if (rows.length < limit) return 0;
  const newest = rows[0]!.at.getTime();
  const oldest = rows[limit - 1]!.at.getTime();
  if (newest - oldest >= config.LOGIN_FAILURE_WINDOW_MS) return 0;
  return Math.max(0, newest + config.LOGIN_LOCKOUT_MS - now);
}

export async function reserveLoginAttempt(
  db: Database,
  config: ThrottleConfig,
  email: string,
  ipAddress: string,
): Promise<AttemptReservation> {
  const reservation: AttemptReservation = await db.transaction(async (tx) => {
    // Always the account first, then the address: two attempts never wait on each other in a circle.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login-address:${ipAddress}`}))`);

    const now = Date.now();
    const byEmail = eq(loginAttempts.email, email);
    const byAddress = eq(loginAttempts.ipAddress, ipAddress);
    const scopes: [SQL | undefined, number][] = [
      [and(byEmail, byAddress), config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS],
      [byEmail, config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
      [byAddress, config.LOGIN_MAX_FAILURES_PER_ADDRESS],
    ];
    const locks: number[] = [];
    for (const [scope, limit] of scopes)
      locks.push(await lockedForMs(tx, scope, limit, config, now));
    const retryAfterMs = Math.max(...locks);
    if (retryAfterMs > 0) return { throttled: true, retryAfterMs };

    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ email, ipAddress, outcome: 'FAILURE' })
      .returning({ id: loginAttempts.id });
    return { throttled: false, attemptId: attempt!.id };
  });
  if (reservation.throttled) countRefusal({ kind: 'throttle', rule: 'sign-in' });
  return reservation;
}

/** The right password: this attempt is a success and the account's earlier failures are cleared. */
export async function markAttemptSucceeded(
  db: Database,
  attempt: { attemptId: number; email: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // The account's lock, as when reserving: concurrent sign-ins of one account each update their
    // own row and delete the earlier ones, which without it can wait on each other in a circle
    // (a deadlock, seen as a 500 when five sign-ins of one account arrive together).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:${attempt.email}`}))`);
    await tx
      .update(loginAttempts)
      .set({ outcome: 'SUCCESS' })
      .where(eq(loginAttempts.id, attempt.attemptId));
    // Only failures before this attempt: a guess still being checked in parallel keeps counting.
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, attempt.email),
          eq(loginAttempts.outcome, 'FAILURE'),
          lt(loginAttempts.id, attempt.attemptId),
        ),
      );
  });
}

/** A password reset: the account's failures no longer count, from any address. */
export async function clearLoginFailures(db: DbExecutor, email: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.outcome, 'FAILURE')));
}
