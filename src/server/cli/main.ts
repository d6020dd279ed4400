/**
 * Operator commands: `npm run operator -- <command> [arguments] [--name=value | --name value]
 * [--limit=N] [--json]`.
 *
 * Uses DATABASE_URL, or the embedded cluster under DATA_DIR: the one a running server started
 * (connected to, left running), else one started for the command and stopped after it.
 */
import { open, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { normalizeEmail } from '../../domain/email.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { openDatabaseServer } from '../db/connect.ts';
import { pendingMigrations, runMigrations } from '../db/migrate.ts';
import { seed } from '../seed.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { listOutbox } from '../mail/outbox.ts';
import { setAccommodationMultiplier } from '../modules/accommodations/accommodations.ts';
import { eraseAccount } from '../modules/account-data/erasure.ts';
import { exportAccountData } from '../modules/account-data/export.ts';
import { voidAssessment, type VoidOutcome } from '../modules/assessments/voiding.ts';
import {
  setBannerMessage,
  setMaintenanceContent,
} from '../modules/candidate-config/candidate-config.ts';
import { listClientErrors } from '../modules/client-errors/client-errors.ts';
import { listFeedback } from '../modules/feedback/feedback.ts';
import { listAttemptIntegrity } from '../modules/integrity/list.ts';
import {
  createFirm,
  existingFirm,
  listFirms,
  setFirmContact,
} from '../modules/invitations/firms.ts';
import {
  findAccountByAddress,
  listInvitations,
  sendInvitation,
} from '../modules/invitations/invite.ts';
import { listCandidatesVisibleToFirm } from '../modules/invitations/visibility.ts';
import { verifyReceiptsFile } from '../modules/receipts/receipts-file.ts';
import { listUsers } from '../modules/users/users.ts';

interface Options {
  limit: number;
  json: boolean;
  /** `--clear`: remove a setting instead of setting it. */
  clear: boolean;
  /** The words after the command that are not options (`config:banner "<message>"`). */
  args: string[];
  /** `--name=value` (or `--name value`) options the command declares (`--first=Ada`). */
  named: Record<string, string>;
}

/** What a command works with: the database, and the config and mailer for commands that mail. */
interface CommandContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** How many migrations this run applied (every command migrates and seeds first). */
  migrationsApplied: number;
}

type Rows = Record<string, unknown>[];

interface Command {
  about: string;
  /** How the arguments are written, for commands that take some. */
  usage?: string;
  /** The `--name=value` (or `--name value`) options it takes. */
  namedOptions?: readonly string[];
  run: (context: CommandContext, options: Options) => Promise<Rows>;
  /** The exit status its rows call for (0 when left out): a check that failed is not 0. */
  exitStatus?: (rows: Rows) => number;
}

/** The one text argument of a setting command, or null with --clear. */
function textOrClear({ args, clear }: Options, usage: string): string | null {
  if (clear && args.length === 0) return null;
  if (!clear && args.length === 1) return args[0]!;
  throw new Error(`Usage: ${usage}`);
}

const BANNER_USAGE = 'config:banner "<message>" | config:banner --clear';
const MAINTENANCE_USAGE = 'config:maintenance "<content>" | config:maintenance --clear';
const ACCOMMODATION_USAGE = 'accommodation:set <email> <multiplier from 1 to 3>';
const FIRM_CREATE_USAGE = 'firms:create "<firm name>" [--contact <email>]';
const FIRM_CONTACT_USAGE = 'firms:set-contact "<firm name>" <email>';
const VOID_USAGE =
  'assessments:void <email> <assessment: id, kind or title> --reason "<why>" [--by "<who>"]';
const INVITE_USAGE = 'invitations:send "<firm name>" <email> [--first=<name>] [--last=<name>]';
const FIRM_CANDIDATES_USAGE = 'firms:candidates "<firm name>"';
const INTEGRITY_USAGE = 'integrity:list [--assessment <id, kind or title>] [--json]';
const RECEIPTS_VERIFY_USAGE = 'receipts:verify <file>';
const ACCOUNT_EXPORT_USAGE =
  'accounts:export <email> [--out <file>] [--reason "<why>"] [--by "<who>"]';
const ACCOUNT_DELETE_USAGE = 'accounts:delete <email> --reason "<why>" [--by "<who>"]';

/** The account of a sign-in or verified secondary address, or an error saying there is none. */
async function accountOf(db: Database, email: string): Promise<string> {
  const account = await findAccountByAddress(db, normalizeEmail(email));
  if (!account) throw new Error(`No account has the address ${email}.`);
  return account.id;
}

/** Who ran the command, as the log of data requests keeps it (decision 052). */
const operatorActor = (by: string | undefined) => `operator ${by ?? userInfo().username}`;

/** The one argument of a command that takes exactly one. */
function oneArgument({ args }: Options, usage: string): string {
  if (args.length !== 1 || !args[0]) throw new Error(`Usage: ${usage}`);
  return args[0];
}

/** The rows of assessments:void: one per notice, each with what happened to the assessment. */
function voidRows(outcome: VoidOutcome): Rows {
  const about = {
    candidate: outcome.email,
    assessment: outcome.title,
    voided: outcome.alreadyVoided
      ? `already, on ${outcome.voidedAt.toISOString()} by ${outcome.voidedBy}: nothing changed, no mail sent`
      : `now (${outcome.voidedAt.toISOString()}, by ${outcome.voidedBy})`,
  };
  if (outcome.alreadyVoided) return [{ ...about, notice: '-', to: '-', result: 'not sent' }];
  return [
    { ...about, notice: 'candidate', to: outcome.email, result: 'mailed' },
    ...outcome.firms.map((f) => ({
      ...about,
      notice: `firm ${f.firm}`,
      to: f.contactEmail ?? '-',
      result: f.mailed ? 'mailed' : 'not notified: no contact address (see firms:set-contact)',
    })),
  ];
}

const commands: Record<string, Command> = {
  migrate: {
    about:
      'applies the migrations and the seed only (a release step: servers with MIGRATE_ON_START=false)',
    run: async ({ db, migrationsApplied }) => [
      { migrationsApplied, migrationsPending: await pendingMigrations(db), seed: 'applied' },
    ],
  },
  'users:list': {
    about: 'the newest users: e-mail, name, confirmation, account type',
    run: async ({ db }, { limit }) =>
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
    run: async ({ db }, { limit, json }) =>
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
    run: async ({ db }, { limit, json }) =>
      (await listOutbox(db, { limit })).map((m) =>
        json
          ? { ...m }
          : { at: m.createdAt, to: m.to, subject: m.subject, links: m.links.join(' ') },
      ),
  },
  'config:banner': {
    about: 'sets (or --clear removes) the info banner every candidate sees; plain text',
    usage: BANNER_USAGE,
    run: async ({ db }, options) => {
      const message = await setBannerMessage(db, textOrClear(options, BANNER_USAGE));
      return [{ bannerNotificationMessage: message ?? '(cleared)' }];
    },
  },
  'config:maintenance': {
    about: 'sets (or --clear removes) the maintenance modal content; plain text',
    usage: MAINTENANCE_USAGE,
    run: async ({ db }, options) => {
      const content = await setMaintenanceContent(db, textOrClear(options, MAINTENANCE_USAGE));
      return [{ maintenanceModalContent: content ?? '(cleared)' }];
    },
  },
  'feedback:list': {
    about: 'the newest feedback sent from the app, with the page and the browser',
    run: async ({ db }, { limit, json }) =>
      (await listFeedback(db, limit)).map((f) => ({
        at: f.createdAt.toISOString(),
        user: f.userEmail ?? '-',
        page: f.page ?? '-',
        message: json ? f.message : f.message.slice(0, 120),
        ...(json ? { userAgent: f.userAgent } : {}),
      })),
  },
  'accommodation:set': {
    about: "sets a candidate's assessment time multiplier (1 = none, e.g. 1.5)",
    usage: ACCOMMODATION_USAGE,
    run: async ({ db }, { args }) => {
      const [email, multiplier] = args;
      if (args.length !== 2 || !email || !multiplier) {
        throw new Error(`Usage: ${ACCOMMODATION_USAGE}`);
      }
      return [await setAccommodationMultiplier(db, email, multiplier)];
    },
  },
  'firms:create': {
    about:
      'creates a hiring firm, with the address its notices go to (an existing one is reported, unchanged)',
    usage: FIRM_CREATE_USAGE,
    namedOptions: ['contact'],
    run: async ({ db }, options) => {
      const name = oneArgument(options, FIRM_CREATE_USAGE);
      const { firm, created } = await createFirm(db, name, options.named.contact);
      return [
        {
          firm: firm.name,
          contact: firm.contactEmail ?? '-',
          result: created
            ? 'created'
            : `already exists${options.named.contact === undefined ? '' : ' (contact unchanged: see firms:set-contact)'}`,
          created: firm.createdAt.toISOString(),
          id: firm.id,
        },
      ];
    },
  },
  'firms:set-contact': {
    about: "sets the address a firm's notices go to (a connected candidate's voided assessment)",
    usage: FIRM_CONTACT_USAGE,
    run: async ({ db }, { args }) => {
      const [name, email] = args;
      if (args.length !== 2 || !name || !email) throw new Error(`Usage: ${FIRM_CONTACT_USAGE}`);
      const firm = await setFirmContact(db, name, email);
      return [{ firm: firm.name, contact: firm.contactEmail, id: firm.id }];
    },
  },
  'firms:list': {
    about: 'the firms, with their invitations (pending) and active connections',
    run: async ({ db }) =>
      (await listFirms(db)).map((f) => ({
        firm: f.name,
        contact: f.contactEmail ?? '-',
        invitations: f.invitations,
        pending: f.pendingInvitations,
        connected: f.activeConnections,
        created: f.createdAt.toISOString(),
        id: f.id,
      })),
  },
  'firms:candidates': {
    about:
      'the candidates a firm may see, and why (connected, public), with the results it sees (completed, not voided)',
    usage: FIRM_CANDIDATES_USAGE,
    run: async ({ db }, options) => {
      const firm = await existingFirm(db, oneArgument(options, FIRM_CANDIDATES_USAGE));
      return (await listCandidatesVisibleToFirm(db, firm.id)).map((c) => ({
        email: c.email,
        name: `${c.firstName} ${c.lastName}`,
        reason: c.reason,
        visibility: c.visibility,
        results:
          c.results
            .map((r) => (r.score === null ? r.title : `${r.title} ${r.score} of ${r.maxScore}`))
            .join('; ') || '-',
        id: c.userId,
      }));
    },
  },
  'invitations:send': {
    about: "invites someone to connect with a firm, by e-mail (renews a candidate's invitation)",
    usage: INVITE_USAGE,
    namedOptions: ['first', 'last'],
    run: async (context, { args, named }) => {
      const [firmName, email] = args;
      if (args.length !== 2 || !firmName || !email) throw new Error(`Usage: ${INVITE_USAGE}`);
      const sent = await sendInvitation(context, {
        firmName,
        email,
        firstName: named.first,
        lastName: named.last,
      });
      return [
        {
          firm: sent.firm,
          email: sent.email,
          candidate: sent.candidate ?? '-',
          status: sent.status,
          code: sent.code,
          expires: sent.expiresAt.toISOString(),
          link: sent.link,
          mailed: sent.mailed,
          note: sent.alreadyConnected
            ? 'already connected: nothing changed, no mail sent'
            : sent.candidate
              ? 'sent to an existing account'
              : 'sent; the invitation joins the account registered with it',
        },
      ];
    },
  },
  'assessments:void': {
    about:
      "voids a candidate's assessment for a policy violation: no longer shared, candidate and connected firms mailed",
    usage: VOID_USAGE,
    namedOptions: ['reason', 'by'],
    run: async (context, { args, named }) => {
      const [email, assessment] = args;
      if (args.length !== 2 || !email || !assessment || named.reason === undefined)
        throw new Error(`Usage: ${VOID_USAGE}`);
      const outcome = await voidAssessment(context, {
        email,
        assessment,
        reason: named.reason,
        by: named.by ?? userInfo().username,
      });
      return voidRows(outcome);
    },
  },
  'integrity:list': {
    about:
      'started assessments, newest first: candidate, flags and what was recorded (decision 045)',
    usage: INTEGRITY_USAGE,
    namedOptions: ['assessment'],
    run: async ({ db }, { limit, json, named, args }) => {
      if (args.length > 0) throw new Error(`Usage: ${INTEGRITY_USAGE}`);
      const attempts = await listAttemptIntegrity(db, { assessment: named.assessment, limit });
      return attempts.map((a) =>
        json
          ? { ...a }
          : {
              email: a.email,
              assessment: a.assessment,
              status: a.status,
              flags: a.flags.map((f) => `${f.rule} (${f.detail})`).join('; ') || '-',
              events: a.events.length,
              lateAnswers: a.lateAnswers.length,
              lateGained: `${Math.round(a.lateGainedMs / 1000)} s`,
              started: a.startedAt?.toISOString() ?? '-',
            },
      );
    },
  },
  'invitations:list': {
    about: 'the most recently sent or changed invitations: firm, e-mail, candidate, status',
    run: async ({ db }, { limit, json }) =>
      (await listInvitations(db, limit)).map((i) => ({
        firm: i.firm,
        email: i.email,
        candidate: i.candidate ?? '-',
        status: i.status,
        expires: i.expiresAt.toISOString(),
        ...(json
          ? {
              code: i.code,
              created: i.createdAt.toISOString(),
              updated: i.updatedAt.toISOString(),
              id: i.id,
            }
          : {}),
      })),
  },
  'accounts:export': {
    about:
      "writes a candidate's data to a JSON file (as Download my data does), logged (decision 052)",
    usage: ACCOUNT_EXPORT_USAGE,
    namedOptions: ['out', 'reason', 'by'],
    run: async ({ db, config }, options) => {
      const email = oneArgument(options, ACCOUNT_EXPORT_USAGE);
      const userId = await accountOf(db, email);
      const file = options.named.out ?? `account-data-${userId}.json`;
      // A new file, readable by the operator only (it holds everything about the candidate), opened
      // before the export is logged: a path that cannot be written logs no copy that never existed.
      const handle = await open(file, 'wx', 0o600);
      try {
        const document = await exportAccountData(db, config, userId, {
          actor: operatorActor(options.named.by),
          reason: options.named.reason ?? null,
        });
        if (!document) throw new Error(`No account has the address ${email}.`);
        const text = JSON.stringify(document, null, 2);
        await handle.writeFile(text);
        return [{ candidate: email, file, bytes: Buffer.byteLength(text), id: userId }];
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      } finally {
        await handle.close();
      }
    },
  },
  'accounts:delete': {
    about:
      "erases a candidate's account and personal data now (a request by mail), logged (decision 052)",
    usage: ACCOUNT_DELETE_USAGE,
    namedOptions: ['reason', 'by'],
    run: async ({ db }, options) => {
      const email = oneArgument(options, ACCOUNT_DELETE_USAGE);
      const reason = options.named.reason?.trim();
      if (!reason) throw new Error(`Usage: ${ACCOUNT_DELETE_USAGE}`);
      const userId = await accountOf(db, email);
      const erased = await db.transaction((tx) =>
        eraseAccount(tx, userId, { actor: operatorActor(options.named.by), reason }),
      );
      if (!erased) throw new Error(`No account has the address ${email}.`);
      return [
        {
          erased: email,
          at: erased.erasedAt,
          reference: erased.erasureId,
          rows: Object.values(erased.rows).reduce((sum, n) => sum + n, 0),
          attemptsKept: erased.attemptsKept,
        },
      ];
    },
  },
  'receipts:verify': {
    about:
      "checks a candidate's receipt file: the server's signature, then the answers against the database",
    usage: RECEIPTS_VERIFY_USAGE,
    run: async ({ db, config }, options) =>
      (await verifyReceiptsFile(db, config, oneArgument(options, RECEIPTS_VERIFY_USAGE))).map(
        (check) => ({ ...check }),
      ),
    exitStatus: (rows) => (rows.every((row) => row.result === 'matches') ? 0 : 1),
  },
};

function usage(): string {
  const lines = Object.entries(commands).flatMap(([name, c]) => [
    `  ${name.padEnd(20)} ${c.about}`,
    ...(c.usage ? [`  ${''.padEnd(20)} ${c.usage}`] : []),
  ]);
  return [
    'Usage: npm run operator -- <command> [arguments] [--limit=N] [--json]',
    '',
    'Commands:',
    ...lines,
  ].join('\n');
}

function parseOptions(args: string[], command: Command): Options {
  const options: Options = { limit: 50, json: false, clear: false, args: [], named: {} };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const limit = /^--limit=(\d+)$/.exec(arg);
    const named = /^--([a-z]+)=(.*)$/s.exec(arg);
    // `--reason "text"`: a declared option followed by its value.
    const spaced = /^--([a-z]+)$/.exec(arg);
    if (limit) options.limit = Math.min(Number(limit[1]), 10_000);
    else if (named && command.namedOptions?.includes(named[1]!))
      options.named[named[1]!] = named[2]!;
    else if (spaced && command.namedOptions?.includes(spaced[1]!)) {
      const value = args[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value\n\n${usage()}`);
      options.named[spaced[1]!] = value;
      i++;
    } else if (arg === '--json') options.json = true;
    else if (arg === '--clear' && command.usage) options.clear = true;
    else if (!arg.startsWith('--') && command.usage) options.args.push(arg);
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
  const options = parseOptions(rest, command);
  const config = loadConfig();
  const server = await openDatabaseServer(config, { reuseRunning: true });
  const { db, pool } = createDatabase(server.url, 2);
  // Mail goes where the server's goes: SMTP_URL, else the outbox the mailbox page shows.
  const mailer = createMailer(config);
  try {
    const migrationsApplied = await runMigrations(db);
    await seed(db);
    const rows = await command.run({ db, config, mailer, migrationsApplied }, options);
    print(rows, options);
    return command.exitStatus?.(rows) ?? 0;
  } finally {
    mailer.close();
    await pool.end();
    await server.stop?.();
  }
}

/**
 * Resolves once everything written so far to `stream` has left the process. A pipe is written
 * asynchronously: exiting before then cut the output at the pipe's 64 KiB (invalid --json, exit 0).
 * A reader that went away (EPIPE, `| head`) is not a crash: the rest of the output is dropped.
 */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || stream.writableEnded) resolve();
    else stream.write('', () => resolve());
  });
}

for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

/** The one way out: every command's output (console.log, console.table) is flushed first. */
async function exit(code: number): Promise<never> {
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}

main(process.argv.slice(2)).then(
  (code) => exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return exit(1);
  },
);
