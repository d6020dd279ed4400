/**
 * Operator commands: `npm run operator -- <command> [--limit=N] [--json]`.
 *
 * Uses DATABASE_URL, or the embedded cluster under DATA_DIR: the one a running server started
 * (connected to, left running), else one started for the command and stopped after it.
 */
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { openDatabaseServer } from '../db/connect.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { listOutbox } from '../mail/outbox.ts';
import { listClientErrors } from '../modules/client-errors/client-errors.ts';
import { listUsers } from '../modules/users/users.ts';

interface Options {
  limit: number;
  json: boolean;
}

type Rows = Record<string, unknown>[];

const commands: Record<
  string,
  { about: string; run: (db: Database, options: Options) => Promise<Rows> }
> = {
  'users:list': {
    about: 'the newest users: e-mail, name, confirmation, account type',
    run: async (db, { limit }) =>
      (await listUsers(db, limit)).map((u) => ({
        email: u.email,
        name: `${u.firstName} ${u.lastName}`,
        confirmed: u.emailConfirmedAt ? 'yes' : 'no',
        accountType: u.accountType ?? '-',
        industry: u.industryContext,
        created: u.createdAt.toISOString(),
        id: u.id,
      })),
  },
  'client-errors:list': {
    about: 'the newest errors reported by the app (POST /client/error)',
    run: async (db, { limit, json }) =>
      (await listClientErrors(db, limit)).map((e) => ({
        at: e.createdAt.toISOString(),
        user: e.userEmail ?? '-',
        message: json ? e.errorMessage : e.errorMessage.slice(0, 120),
        platform: e.platform ?? '-',
        ...(json ? { userAgent: e.userAgent, info: e.info } : {}),
      })),
  },
  'mailbox:list': {
    about: 'the newest mail kept in the outbox (no SMTP server configured), with its links',
    run: async (db, { limit, json }) =>
      (await listOutbox(db, { limit })).map((m) =>
        json
          ? { ...m }
          : { at: m.createdAt, to: m.to, subject: m.subject, links: m.links.join(' ') },
      ),
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(20)} ${c.about}`);
  return [
    'Usage: npm run operator -- <command> [--limit=N] [--json]',
    '',
    'Commands:',
    ...lines,
  ].join('\n');
}

function parseOptions(args: string[]): Options {
  const options: Options = { limit: 50, json: false };
  for (const arg of args) {
    const limit = /^--limit=(\d+)$/.exec(arg);
    if (limit) options.limit = Math.min(Number(limit[1]), 10_000);
    else if (arg === '--json') options.json = true;
    else throw new Error(`Unknown option ${arg}\n\n${usage()}`);
  }
  return options;
}

function print(rows: Rows, options: Options): void {
  if (options.json) console.log(JSON.stringify(rows, null, 2));
  else if (rows.length === 0) console.log('(none)');
  else console.table(rows);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name && name !== '--help' ? `Unknown command ${name}\n\n${usage()}` : usage());
    return name === '--help' ? 0 : 2;
  }
  const options = parseOptions(rest);
  const config = loadConfig();
  const server = await openDatabaseServer(config, { reuseRunning: true });
  const { db, pool } = createDatabase(server.url, 2);
  try {
    await runMigrations(db);
    await seed(db);
    print(await command.run(db, options), options);
    return 0;
  } finally {
    await pool.end();
    await server.stop?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
