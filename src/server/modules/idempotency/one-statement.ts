/**
 * The fast path of an idempotent write that fits in one SQL statement (the timed answers,
 * docs/decisions/038): the key's claim, the write and the stored response are one statement, one
 * message to PostgreSQL, committed on its own (no BEGIN, no COMMIT).
 *
 * The write says in SQL whether it is accepted and what it answers. The key is claimed, with that
 * answer stored, only when it is accepted; the write's effects happen only when the key was claimed
 * by this request. A refused write therefore leaves nothing behind, as a rolled back transaction
 * would, and the guarantees of runIdempotent hold:
 *
 * - a new key: claimed, written and answered in the one statement;
 * - a key already held (a replay, a concurrent duplicate: the claim waits for its holder's
 *   transaction): nothing written, the stored response read back, or a conflict (runIdempotent's);
 * - not accepted: the general path (runIdempotent with `inTransaction`) claims the key and judges
 *   the write again, so a refusal gets its own message and a replay of an earlier accepted request
 *   still answers that request's response.
 *
 * A caller whose session was not looked up for this request (SessionCheck) is checked in the same
 * statement: the key is claimed only while the session is active.
 *
 * The statement's values are bound, never spliced in (`Bind`): its text is the same for every
 * request of one shape, so the seam installs it once as a PL/pgSQL function and calls that.
 * PostgreSQL then plans it once per connection instead of once per answer (planning took longer
 * than running it: docs/decisions/039). Where the function cannot be created (a role without
 * CREATE on the schema), the same text runs with its values as literals.
 *
 * Only this module knows the idempotency_keys table; the write knows its own tables.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DbExecutor } from '../../db/client.ts';
import {
  replay,
  runIdempotent,
  validKey,
  type IdempotencyOptions,
  type IdempotentWrite,
} from './idempotency.ts';
import { requestHash } from './request-hash.ts';

/** What the write's CTEs must name: the relation the claim reads its verdict from. */
export const OUTCOME = 'outcome';

/** The SQL types a statement's values take. */
export type SqlType = 'uuid' | 'text' | 'jsonb' | 'timestamptz' | 'float8' | 'integer' | 'boolean';

/**
 * Puts a value into the statement: as the statement's next parameter, or as a typed literal. The
 * text must depend only on the write's shape, never on a value outside `bind`.
 */
export type Bind = (value: string | number | boolean, type: SqlType) => string;

const literalBind: Bind = (value, type) => `${pg.escapeLiteral(String(value))}::${type}`;

/** A Bind that numbers the values ($1, $2, …) and keeps them, with their types, in order. */
function parameterBind() {
  const values: (string | number | boolean)[] = [];
  const types: SqlType[] = [];
  const bind: Bind = (value, type) => {
    values.push(value);
    types.push(type);
    return `$${values.length}`;
  };
  return { bind, values, types };
}

export interface OneStatementWrite<T> {
  /**
   * CTEs (the text after `with`) reading what the write depends on, locking what it must. One of
   * them is named `outcome` (OUTCOME) and has at most one row, with the columns `accepted`
   * (boolean) and `response` (jsonb: the write's answer, plain JSON, stored for replays).
   */
  reads: (bind: Bind) => string;
  /** CTEs (after `reads`) that write, each conditioned on `claimed` (a SQL boolean); or ''. */
  writes: (bind: Bind, claimed: string) => string;
  /**
   * The same write on the general path, inside runIdempotent's transaction after its claim: used
   * when the statement does not accept it, to refuse it with its reason (throwing rolls back).
   */
  inTransaction: (tx: DbExecutor) => Promise<T>;
}

/**
 * A session not looked up for this request (graphql/plugin.ts): checked inside the statement, so
 * that a session ended meanwhile is refused at once and writes nothing; `lookUp` checks it on any
 * other path (and throws UNAUTHORIZED when it has ended).
 */
export interface SessionCheck {
  /** SQL (a boolean): the caller's session is still active. */
  stillActive: (bind: Bind) => string;
  lookUp: () => Promise<void>;
}

/** The statement's one row. */
interface StatementRow {
  signed_in: boolean;
  accepted: boolean;
  claimed: boolean;
  response: unknown;
}

/**
 * The statement: the write's reads, the claim (only when accepted), the write's effects (only when
 * claimed), then one row saying what happened (StatementRow).
 */
function statementText(
  bind: Bind,
  write: IdempotentWrite,
  hash: string,
  expiredBefore: Date,
  { reads, writes }: Pick<OneStatementWrite<unknown>, 'reads' | 'writes'>,
  session: SessionCheck | undefined,
): string {
  const caller = `caller as (select ${session?.stillActive(bind) ?? 'true'} as signed_in)`;
  // A key past its lifetime is forgotten (taken over as new), as runIdempotent's claim does.
  const claim = `claim as (
    insert into idempotency_keys (user_id, key, operation, request_hash, response)
    select ${bind(write.userId, 'uuid')}, ${bind(write.key, 'text')},
      ${bind(write.operation, 'text')}, ${bind(hash, 'text')}, o.response
    from ${OUTCOME} o where o.accepted and (select signed_in from caller)
    on conflict (user_id, key) do update
      set operation = excluded.operation, request_hash = excluded.request_hash,
        response = excluded.response, created_at = now()
      where idempotency_keys.created_at < ${bind(expiredBefore.toISOString(), 'timestamptz')}
    returning response)`;
  const ctes = [caller, reads(bind), claim, writes(bind, 'exists (select 1 from claim)')];
  const select = `select (select signed_in from caller) as signed_in,
      coalesce((select accepted from ${OUTCOME}), false) as accepted,
      exists (select 1 from claim) as claimed, (select response from claim) as response`;
  // One join makes one flat string, which the lookup of its function reads without copying.
  return ['with ', ctes.filter(Boolean).join(', '), '\n    ', select].join('');
}

/**
 * The functions this process installed, per pool and keyed by the parameters' types and the text
 * (looked up as it is, so that an answer costs no digest): the name, or null where it could not be
 * installed. A handful of shapes exist (an answer saved, cleared, or not fitting); more than
 * FUNCTIONS_CAP means a value reached the text unbound, and the rest run as text.
 */
const installedByPool = new WeakMap<pg.Pool, Map<string, Map<string, Promise<string | null>>>>();
const FUNCTIONS_CAP = 32;

/**
 * The statement as a function `(types…) returns setof StatementRow`, created once. Its name is a
 * digest of the types and the text, so that every process names one shape alike.
 */
function statementFunction(pool: pg.Pool, types: SqlType[], text: string): Promise<string | null> {
  let installed = installedByPool.get(pool);
  if (!installed) {
    installedByPool.set(pool, (installed = new Map<string, Map<string, Promise<string | null>>>()));
  }
  const typeList = types.join(',');
  let ofTypes = installed.get(typeList);
  if (!ofTypes) installed.set(typeList, (ofTypes = new Map<string, Promise<string | null>>()));
  let found = ofTypes.get(text);
  if (!found) {
    if (countOf(installed) >= FUNCTIONS_CAP) return Promise.resolve(null);
    const digest = createHash('sha256').update(`${typeList}\n${text}`).digest('hex');
    found = install(pool, `one_statement_${digest.slice(0, 24)}`, types, text).catch(
      (error: unknown) => {
        process.emitWarning(
          `One-statement writes run as plain text: their function could not be created (${String(error)})`,
        );
        return null;
      },
    );
    ofTypes.set(text, found);
  }
  return found;
}

const countOf = (installed: Map<string, Map<string, unknown>>) =>
  [...installed.values()].reduce((count, ofTypes) => count + ofTypes.size, 0);

/** Forgets a function found missing (the database was restored, say): the next call creates it. */
function forget(pool: pg.Pool, types: SqlType[], text: string): void {
  installedByPool.get(pool)?.get(types.join(','))?.delete(text);
}

async function install(pool: pg.Pool, name: string, types: SqlType[], text: string) {
  const client = await pool.connect();
  try {
    // Another process may install the same function at the same moment.
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query(
      'select 1 from pg_proc where proname = $1 and pronamespace = current_schema()::regnamespace',
      [name],
    );
    // use_column: the row's column names (signed_in, …) also name columns in the text.
    if (!rowCount) {
      await client.query(`create function ${name}(${types.join(', ')})
        returns table (signed_in boolean, accepted boolean, claimed boolean, response jsonb)
        language plpgsql as $one_statement$
        #variable_conflict use_column
        begin return query ${text}; end $one_statement$`);
    }
    await client.query('commit');
    return name;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Runs the statement: through its function, or as plain text with literals. */
async function runStatement(
  pool: pg.Pool,
  render: (bind: Bind) => string,
  retried = false,
): Promise<StatementRow> {
  const { bind, values, types } = parameterBind();
  const text = render(bind);
  const name = await statementFunction(pool, types, text);
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  if (!name) return (await pool.query<StatementRow>(render(literalBind))).rows[0]!;
  try {
    return (await pool.query<StatementRow>(`select * from ${name}(${placeholders})`, values))
      .rows[0]!;
  } catch (error) {
    // undefined_function: created here, then gone (a restored database). Nothing ran: again.
    if ((error as { code?: string }).code !== '42883' || retried) throw error;
    forget(pool, types, text);
    return runStatement(pool, render, true);
  }
}

/**
 * runIdempotent for a OneStatementWrite: one round trip to PostgreSQL when the write is accepted
 * (the usual case), two for a replay; a refusal takes the general path.
 */
export async function runIdempotentStatement<T>(
  { db, lifetimeMs }: IdempotencyOptions,
  write: IdempotentWrite,
  statement: OneStatementWrite<T>,
  session?: SessionCheck,
): Promise<T> {
  const pool = (db as Database & { $client?: unknown }).$client;
  // An unusable key is refused by runIdempotent; a database that is not a pool (a caller's
  // transaction) cannot run a statement on its own.
  if (!validKey(write.key) || !(pool instanceof pg.Pool)) {
    await session?.lookUp();
    return runIdempotent({ db, lifetimeMs }, write, statement.inTransaction);
  }
  const hash = requestHash(write.operation, write.input);
  const expiredBefore = new Date(Date.now() - lifetimeMs);
  const {
    signed_in: signedIn,
    accepted,
    claimed,
    response,
  } = await runStatement(pool, (bind) =>
    statementText(bind, write, hash, expiredBefore, statement, session),
  );
  if (claimed) return response as T;
  // The session ended meanwhile: nothing was written; the lookup says so (UNAUTHORIZED).
  if (!signedIn) await session?.lookUp();
  if (accepted) return replay<T>(db, write, hash);
  return runIdempotent({ db, lifetimeMs }, write, statement.inTransaction);
}

/** The statement the write runs on the general path, where the key is already claimed. */
export async function runClaimedStatement(
  tx: DbExecutor,
  { reads, writes }: Pick<OneStatementWrite<unknown>, 'reads' | 'writes'>,
): Promise<Record<string, unknown> | undefined> {
  const accepted = `exists (select 1 from ${OUTCOME} where accepted)`;
  const ctes = [reads(literalBind), writes(literalBind, accepted)].filter(Boolean);
  const { rows } = await tx.execute(sql.raw(`with ${ctes.join(', ')} select * from ${OUTCOME}`));
  return rows[0];
}
