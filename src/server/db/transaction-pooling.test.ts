/**
 * The server must work behind PgBouncer in transaction mode (docs/decisions/026): a connection
 * belongs to a request only for one transaction, so nothing may outlive one on it. This reads the
 * server's source (tests aside) for what would: named prepared statements, session-level advisory
 * locks, session SET, LISTEN/NOTIFY, temporary tables, and connection settings PgBouncer 1.18
 * refuses as startup parameters. `npm run test:scale` runs the real thing through PgBouncer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: 'a named prepared statement (Drizzle .prepare)', pattern: /\.prepare\s*\(/ },
  {
    what: 'a named prepared statement (pg query config with a name)',
    pattern: /\{\s*name\s*:\s*[^,}]+,\s*text\s*:/,
  },
  {
    what: 'a session-level advisory lock (use pg_advisory_xact_lock)',
    pattern: /pg_(try_)?advisory_lock(_shared)?\s*\(/i,
  },
  {
    what: 'LISTEN/UNLISTEN/NOTIFY',
    pattern:
      /\b(UNLISTEN|LISTEN)\s+("?[a-z_][\w$]*"?|\*)\s*(;|$|['"`])|\bNOTIFY\s+"?[a-z_][\w$]*"?\s*(,|;|$|['"`])|pg_notify\s*\(/im,
  },
  {
    what: 'a session SET (use SET LOCAL inside a transaction)',
    pattern: /(^|[;`'"(]\s*)SET\s+(SESSION\s+)?(?!LOCAL\b)[a-z_.]+\s*(=|TO\b)/im,
  },
  {
    what: 'a session-wide set_config (its third argument must be true)',
    pattern: /set_config\s*\([^)]*false\s*\)/i,
  },
  { what: 'a temporary table', pattern: /CREATE\s+(GLOBAL\s+|LOCAL\s+)?TEMP(ORARY)?\s+TABLE/i },
  {
    what: 'a startup parameter PgBouncer refuses (set it on the role, or SET LOCAL)',
    pattern:
      /\b(statement_timeout|lock_timeout|idle_in_transaction_session_timeout)\s*:|\boptions\s*:\s*['"`]-c/,
  },
];

/** The source without comments, so that prose about these things does not count. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function findings(text: string): string[] {
  const source = code(text);
  return FORBIDDEN.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : serverSources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('nothing in the server outlives a transaction on its connection', () => {
  it('finds each forbidden construct in a sample (the check can fail)', () => {
    const samples: Record<string, string> = {
      drizzlePrepare: "db.select().from(t).prepare('find_it')",
      pgNamed: "client.query({ name: 'find_it', text: 'select 1' })",
      advisoryLock: "sql`select pg_advisory_lock(hashtext('x'))`",
      tryAdvisoryLock: "'SELECT pg_try_advisory_lock(1)'",
      listen: "client.query('LISTEN outbox')",
      unlisten: 'sql`unlisten *`',
      notifyStatement: "client.query(`NOTIFY outbox, 'new'`)",
      notify: "sql`select pg_notify('c', 'x')`",
      set: "client.query('SET statement_timeout = 1000')",
      setSession: 'sql`begin; SET SESSION search_path TO app`',
      setConfig: "sql`select set_config('app.user', ${id}, false)`",
      tempTable: 'sql`create temp table scratch (id int)`',
      startup: 'new pg.Pool({ connectionString, statement_timeout: 5000 })',
    };
    for (const [name, sample] of Object.entries(samples))
      expect(findings(sample), name).not.toEqual([]);
  });

  it('leaves what is safe alone', () => {
    const safe = [
      "sql`SELECT pg_advisory_xact_lock(hashtext(${'login:' + email}))`",
      "sql`begin; set local statement_timeout = '5s'`",
      '`update idempotency_keys set response = ${stored} where user_id = ${id}`',
      "sql`select set_config('app.user', ${id}, true)`",
      'await app.listen({ host, port })',
      '// LISTEN would not survive PgBouncer: see docs',
      "text: 'We will notify you when your results are ready.'",
    ];
    for (const sample of safe) expect(findings(sample), sample).toEqual([]);
  });

  it('holds for every source file of the server', () => {
    const files = serverSources(SERVER_DIR);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      findings(readFileSync(file, 'utf8')).map(
        (what) => `${path.relative(SERVER_DIR, file)}: ${what}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
