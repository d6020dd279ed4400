/**
 * The database schema (Drizzle). `npm run db:generate` turns changes here into SQL migrations
 * under ./migrations, applied at start. Timestamps are `timestamptz`; e-mail addresses are stored
 * trimmed and lower-cased (normalizeEmail), which a check constraint enforces.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, PASSWORD_RESET_STATUSES } from '../../domain/constants.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

export const accountType = pgEnum('account_type', ACCOUNT_TYPES);
export const passwordResetStatus = pgEnum('password_reset_status', PASSWORD_RESET_STATUSES);
export const loginOutcome = pgEnum('login_outcome', ['SUCCESS', 'FAILURE']);

export const industryContexts = pgTable('industry_contexts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    industryContextId: text('industry_context_id')
      .notNull()
      .default('none')
      .references(() => industryContexts.id),
    accountType: accountType('account_type'),
    emailConfirmedAt: timestampColumn('email_confirmed_at'),
    termsAgreedAt: timestampColumn('terms_agreed_at').notNull(),
    utm: jsonb('utm').$type<Record<string, string | null | undefined>>(),
    autopilotSessionId: text('autopilot_session_id'),
    invitationCode: text('invitation_code'),
    /** Multiplies every timed section's limit; 1 means no accommodation. */
    accommodationMultiplier: numeric('accommodation_multiplier', {
      precision: 4,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(1),
    secondaryEmail: text('secondary_email').unique(),
    linkedinUrl: text('linkedin_url'),
    phoneNumber: text('phone_number'),
    phoneNumberLocale: text('phone_number_locale'),
    createdAt: createdAt(),
    updatedAt: timestampColumn('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check(
      'users_secondary_email_lower_case',
      sql`${t.secondaryEmail} = lower(${t.secondaryEmail})`,
    ),
  ],
);

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    lastSeenAt: timestampColumn('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Links that confirm a registration's e-mail address; a resend supersedes the older ones. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Shown to the client (registration thank-you page, 403 on sign-in) to ask for a resend. */
    requestId: text('request_id').notNull(),
    invitationCode: text('invitation_code'),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    supersededAt: timestampColumn('superseded_at'),
  },
  (t) => [index('email_confirmations_user_id_idx').on(t.userId, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: passwordResetStatus('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** Every sign-in attempt, for throttling per account (e-mail) and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    outcome: loginOutcome('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** Mail kept instead of sent when no SMTP server is configured (shown at /dev/mailbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/** The first response of each (user, clientMutationId), replayed for repeats of that write. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null only inside the transaction that does the work. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/** Errors reported by the app (POST /client/error), listed by an operator command. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    errorMessage: text('error_message').notNull(),
    info: jsonb('info'),
    platform: text('platform'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('client_errors_created_at_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
