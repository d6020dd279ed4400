/**
 * The server's configuration: every environment variable it reads, validated once at start with a
 * readable list of what is wrong. Defaults are the product decisions (docs/product-decisions.md).
 */
import { z } from 'zod';
import { COGNITIVE_ASSESSMENT_ID } from '../domain/assessments.ts';
import { StartupRefusal } from './errors.ts';

const hours = (h: number) => h * 60 * 60 * 1000;
const minutes = (m: number) => m * 60 * 1000;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (login throttling). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Public origin of the app, used in mail links. Default: http://localhost:PORT. */
  PUBLIC_URL: optionalString,
  /** Where the embedded PostgreSQL keeps its data (ignored when DATABASE_URL is set). */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** Port of the embedded PostgreSQL server. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Candidate Portal <no-reply@localhost>'),
  /** The /dev/mailbox pages: on unless NODE_ENV=production (and then only with MAILBOX=on). */
  MAILBOX: z.enum(['on', 'off']).optional(),
  SUPPORT_EMAIL: optionalString,
  TERMS_URL: optionalString,
  PRIVACY_URL: optionalString,
  RECRUITER_URL: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  SENTRY_DSN: optionalString,
  /**
   * Signs each candidate's rescue key (docs/decisions/043). Unset: a secret generated into
   * DATA_DIR at first use. Several replicas share this value (or DATA_DIR).
   */
  RESCUE_FILE_SECRET: optionalString,
  /**
   * The Ed25519 private key (PKCS #8 PEM) that signs receipts (docs/decisions/048). Unset: a key
   * generated into DATA_DIR at first start. Several replicas share this value (or DATA_DIR).
   */
  RECEIPT_SIGNING_KEY: optionalString,
  /**
   * GET /metrics (docs/decisions/065): unset, served to this machine only (loopback, not through a
   * proxy); set, to whoever sends it as a bearer token, from anywhere, and to nobody without it.
   */
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || /^[A-Za-z0-9._~+/=-]{16,200}$/.test(v),
    '16 to 200 characters: letters, digits and . _ ~ + / = -',
  ),
  /** Where the built app lives (index.html, assets, sw.js). */
  STATIC_DIR: z.string().default('./dist/app'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  SESSION_LIFETIME_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(hours(24 * 7)),
  /**
   * A session not used for this long ends (docs/decisions/050); a running timed section's
   * heartbeat keeps it in use.
   */
  SESSION_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(hours(2)),
  /**
   * The lifetime of a session started with "This is a shared computer" (docs/decisions/051), at
   * most SESSION_LIFETIME_MS.
   */
  SHARED_SESSION_LIFETIME_MS: z.coerce.number().int().positive().default(hours(12)),
  CONFIRMATION_LINK_LIFETIME_MS: z.coerce.number().int().positive().default(hours(72)),
  SECONDARY_EMAIL_LINK_LIFETIME_MS: z.coerce.number().int().positive().default(hours(72)),
  PASSWORD_RESET_LIFETIME_MS: z.coerce.number().int().positive().default(minutes(60)),
  /** How long an e-mail change stays open (isChangeWindowOpen) and its link works. */
  EMAIL_CHANGE_WINDOW_MS: z.coerce.number().int().positive().default(hours(24)),
  /** How long a password re-entered in User Settings allows a password or e-mail change. */
  PASSWORD_VERIFICATION_WINDOW_MS: z.coerce.number().int().positive().default(minutes(10)),
  /**
   * How long the "this wasn't me" link of an account-change notice works (docs/decisions/049): it
   * signs out every session, puts the previous addresses back and mails a password reset.
   */
  ACCOUNT_RECOVERY_LINK_LIFETIME_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(hours(24 * 7)),
  /**
   * The cognitive assessment campus candidates get (spec 001 section 3: "identified by a configured
   * id"). The app's build reads the same name (vite.config.ts), so both agree; the default is the
   * seeded definition.
   */
  COGNITIVE_ASSESSMENT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, "-" and "_" only')
    .default(COGNITIVE_ASSESSMENT_ID),
  /** After a section's deadline, answers created before it are still accepted this long. */
  ANSWER_GRACE_MS: z.coerce.number().int().min(0).default(minutes(2)),
  /**
   * The late time an attempt may gain in all: across its sections, the time after each deadline
   * up to which late answers were accepted (docs/decisions/053).
   */
  ANSWER_GRACE_BUDGET_MS: z.coerce.number().int().min(0).default(minutes(2)),
  /** How long a firm's invitation code works. */
  INVITATION_LIFETIME_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(hours(24 * 30)),
  // Login throttling (docs/decisions/017): failed sign-ins only, within LOGIN_FAILURE_WINDOW_MS.
  /** Failures for one account from one network address before that pair is locked. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().positive().default(5),
  /** Failures for one account from all addresses before the whole account is locked. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  /** Failures from one network address, whatever the accounts, before the address is locked. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  LOGIN_FAILURE_WINDOW_MS: z.coerce.number().int().positive().default(minutes(15)),
  /** How long a lock lasts from the failure that reached the limit. */
  LOGIN_LOCKOUT_MS: z.coerce.number().int().positive().default(minutes(15)),
  /** Mails of each kind (confirmation, reset, verification, e-mail change) one account gets per hour. */
  ACCOUNT_MAILS_PER_HOUR: z.coerce.number().int().positive().default(5),
  IDEMPOTENCY_KEY_LIFETIME_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(hours(24 * 30)),
  // HTTP timeouts (docs/decisions/025): a client that sends slowly or not at all is cut off.
  /** The whole request, headers and body, must arrive within this (a 5 MB resume on a slow phone). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(minutes(3)),
  /** The request's headers must arrive within this (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** A connection that sends or receives nothing this long during a request is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(minutes(1)),
  /** An idle kept-alive connection is closed after this; longer than a balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),

  // A database that does not answer (docs/decisions/055): the call is a 503, never a hang.
  /** How long a query waits for a database connection: a free one of the pool, or a new one. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * How long the server waits for the answer to one statement; past it the connection is closed
   * (PostgreSQL rolls back what it had begun) and the call is a 503. Above the slowest statement.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),

  // Abuse limits on public calls, per network address (docs/decisions/024).
  /** Error reports (POST /client/error) one address may send per CLIENT_ERROR_WINDOW_MS. */
  CLIENT_ERRORS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  CLIENT_ERROR_WINDOW_MS: z.coerce.number().int().positive().default(minutes(10)),
  /** Error reports are deleted this many days after they arrived. */
  /**
   * Reports of a timed section's activity (RecordSectionActivity) one candidate may send per 10
   * minutes (docs/decisions/045); past it they wait in the candidate's outbox.
   */
  SECTION_ACTIVITY_PER_USER: z.coerce.number().int().positive().default(240),
  CLIENT_ERROR_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  /** Registrations (POST /auth/register) one address may send per hour. */
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** Confirmation mail requests (POST /request-new-confirmation-email) per address per hour. */
  CONFIRMATION_RESENDS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** "This wasn't me" links (POST /auth/secure-account) one address may follow per hour. */
  ACCOUNT_RECOVERIES_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** Copies of their data (Download my data) one candidate may take per hour (decision 052). */
  DATA_EXPORTS_PER_HOUR: z.coerce.number().int().positive().default(3),

  // Deploying several replicas (docs/decisions/026).
  /** Apply migrations and the seed at start; false when a release step runs `npm run migrate`. */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  mailboxEnabled: boolean;
  supportEmail: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new StartupRefusal(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  const mailboxEnabled = c.MAILBOX ? c.MAILBOX === 'on' : c.NODE_ENV !== 'production';
  const supportEmail = c.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`;
  return { ...c, publicUrl, mailboxEnabled, supportEmail };
}
