/**
 * Direct access to the e2e server's database, for setting up what no command or call creates yet
 * (invitations from firms: issue 4 adds their operator command). Connects as the embedded
 * cluster's superuser with the password the server keeps in DATA_DIR/pg-password.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { completeProfileInDatabase } from '../../src/server/test-support/complete-profile.ts';

const APP_DATABASE = 'candidate_portal';

function connectionConfig(): pg.ClientConfig {
  const dataDir = process.env.E2E_DATA_DIR;
  const port = Number(process.env.E2E_PG_PORT);
  if (!dataDir || !port)
    throw new Error('E2E_DATA_DIR and E2E_PG_PORT are set by playwright.config.ts');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return { host: '127.0.0.1', port, user: 'postgres', password, database: APP_DATABASE };
}

/** Runs `work` with a connected client, closed afterwards. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connectionConfig());
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A firm (made if new) and a PENDING invitation from it for the candidate; returns its id. */
export async function addPendingInvitation(
  user: { userId: string; email: string },
  firmName: string,
): Promise<string> {
  return withDatabase(async (db) => {
    const firm = await db.query<{ id: string }>(
      `INSERT INTO firms (name) VALUES ($1)
       ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id`,
      [firmName],
    );
    const invitation = await db.query<{ id: string }>(
      `INSERT INTO candidate_invitations (firm_id, user_id, email, code, status, expires_at)
       VALUES ($1, $2, $3, $4, 'PENDING', now() + interval '30 days') RETURNING id`,
      [firm.rows[0]!.id, user.userId, user.email, `e2e-${user.userId}-${Date.now()}`],
    );
    return invitation.rows[0]!.id;
  });
}

/**
 * Every check of the candidate's menu marked, straight in the database: firms see only complete
 * profiles (docs/decisions/054). The server tests' helper, on this database.
 */
export async function completeProfile(userId: string): Promise<void> {
  await withDatabase((db) => completeProfileInDatabase(db, userId));
}

/**
 * The candidate's active sessions, as if last used `hoursAgo` hours ago: past the idle timeout
 * (SESSION_IDLE_TIMEOUT_MS, 2 hours by default, docs/decisions/050) they have ended.
 */
export async function sessionsLastUsed(userId: string, hoursAgo: number): Promise<void> {
  await withDatabase((db) =>
    db.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(hours => $2)
       WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId, hoursAgo],
    ),
  );
}
