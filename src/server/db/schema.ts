/**
 * The database schema (Drizzle). `npm run db:generate` turns changes here into SQL migrations
 * under ./migrations, applied at start. Timestamps are `timestamptz`; e-mail addresses are stored
 * trimmed and lower-cased (normalizeEmail), which a check constraint enforces.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_TYPES,
  ASSOCIATION_STATUSES,
  EMAIL_CHANGE_STATUSES,
  INVITATION_STATUSES,
  PASSWORD_RESET_STATUSES,
  PROFILE_VISIBILITIES,
} from '../../domain/constants.ts';
import {
  ASSESSMENT_KINDS,
  ASSESSMENT_STATUSES,
  ITEM_TYPES,
  SECTION_CLOSE_TYPES,
  SECTION_STATUSES,
  type Acknowledgements,
} from '../../domain/assessments.ts';
import { INTEGRITY_EVENT_TYPES } from '../../domain/integrity.ts';
import type { SurveyField } from '../../domain/survey.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const accountType = pgEnum('account_type', ACCOUNT_TYPES);
export const passwordResetStatus = pgEnum('password_reset_status', PASSWORD_RESET_STATUSES);
export const loginOutcome = pgEnum('login_outcome', ['SUCCESS', 'FAILURE']);
/** Who sees the candidate (spec section 6): every partner firm, or only connected firms. */
export const profileVisibility = pgEnum('profile_visibility', PROFILE_VISIBILITIES);

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
    /** The personal address (never used to sign in); counts once verified through its link. */
    secondaryEmail: text('secondary_email').unique(),
    secondaryEmailVerifiedAt: timestampColumn('secondary_email_verified_at'),
    linkedinUrl: text('linkedin_url'),
    phoneNumber: text('phone_number'),
    phoneNumberLocale: text('phone_number_locale'),
    /** Private by default: only firms the candidate is connected with see the profile. */
    visibility: profileVisibility('visibility').notNull().default('invite_only'),
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
    /** When the password was last re-entered in this session (VerifyUserPassword). */
    passwordVerifiedAt: timestampColumn('password_verified_at'),
    /**
     * The device id the sign-in named (the app's, kept in the browser: lib/device-id.ts); null
     * when it named none. A sign-in during a section from another device is flagged (045).
     */
    deviceId: uuid('device_id'),
    /**
     * The browser's User-Agent at sign-in (its first SESSION_USER_AGENT_MAX_CHARS), so that User
     * Settings can name the device of each session (docs/decisions/049).
     */
    userAgent: text('user_agent'),
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

/**
 * Abuse limits on public calls (modules/rate-limit, docs/decisions/024): one fixed-window counter
 * per limit and subject (a network address), shared by every replica.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** Which limit: 'client-error', 'registration', 'confirmation-resend'. */
    scope: text('scope').notNull(),
    /** Whom it counts: the client's network address. */
    subject: text('subject').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestampColumn('window_ends_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.subject] }),
    index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt),
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

/** Links that verify a secondary (personal) address; a new one supersedes the older ones. */
export const secondaryEmailVerifications = pgTable(
  'secondary_email_verifications',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    supersededAt: timestampColumn('superseded_at'),
  },
  (t) => [index('secondary_email_verifications_user_id_idx').on(t.userId, t.createdAt)],
);

export const emailChangeStatus = pgEnum('email_change_status', EMAIL_CHANGE_STATUSES);

/**
 * Changes of the sign-in address. The row's id is the link's token, mailed to the new address; the
 * link works while the status is SENT and the change window (EMAIL_CHANGE_WINDOW_MS from
 * initiatedAt) is open. A newer change supersedes (CANCELLED) the open one.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    status: emailChangeStatus('status').notNull().default('SENT'),
    initiatedAt: timestampColumn('initiated_at').notNull().defaultNow(),
    windowClosesAt: timestampColumn('window_closes_at').notNull(),
    /** Set when the candidate dismissed the timed-out notice ("click to dismiss"). */
    dismissedAt: timestampColumn('dismissed_at'),
    updatedAt: timestampColumn('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('email_changes_user_id_idx').on(t.userId, t.initiatedAt),
    check('email_changes_new_email_lower_case', sql`${t.newEmail} = lower(${t.newEmail})`),
  ],
);

/**
 * A change of a sign-in or recovery address, or of the password (docs/decisions/049): the notice
 * mailed to the addresses the account had before it carries a "this wasn't me" link. Its token is
 * stored as a SHA-256 hash; the link works once, until expires_at (ACCOUNT_RECOVERY_LINK_LIFETIME_MS),
 * and puts back the addresses recorded here.
 */
export const accountChangeNotices = pgTable(
  'account_change_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What changed: PRIMARY_EMAIL, EMAILS_SWAPPED, SECONDARY_EMAIL, PASSWORD. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The addresses before the change. */
    previousEmail: text('previous_email').notNull(),
    previousSecondaryEmail: text('previous_secondary_email'),
    previousSecondaryVerifiedAt: timestampColumn('previous_secondary_verified_at'),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
  },
  (t) => [index('account_change_notices_user_id_idx').on(t.userId, t.createdAt)],
);

export const schoolStatus = pgEnum('school_status', ['APPROVED', 'PENDING', 'REJECTED']);

/**
 * Institutions candidates pick from: US institutions seeded from IPEDS (APPROVED), plus names
 * candidates typed for "Other - my school is not listed" (PENDING until an operator reviews them).
 */
export const schools = pgTable(
  'schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: schoolStatus('status').notNull().default('APPROVED'),
    /** IPEDS unit id of seeded institutions; null for names typed by candidates. */
    ipedsUnitId: integer('ipeds_unit_id').unique(),
    city: text('city'),
    state: text('state'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('schools_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** A candidate's education, one row per school entry; UpdateUserSchoolsArray replaces them all. */
export const userSchools = pgTable(
  'user_schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    /** One of the degree ids of src/domain (ASSOCIATES, BACHELORS, ..., JD). */
    degree: text('degree').notNull(),
    /** Null for a JD, which has no major. */
    major: text('major'),
    /** A GPA option as text ("4.0" ... "1.0"), or a single space for N/A (spec section 3). */
    gpa: text('gpa').notNull(),
    /** Always the 7th of the chosen month (spec section 3). */
    graduationDate: date('graduation_date', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: timestampColumn('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('user_schools_user_id_idx').on(t.userId, t.position)],
);

/** Demographics (spec PersonalInformation): optional, shared only when the candidate opts in. */
export const personalInformation = pgTable('personal_information', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  diversityOptIn: boolean('diversity_opt_in').notNull(),
  birthYear: integer('birth_year'),
  gender: text('gender'),
  ethnicity: jsonb('ethnicity').$type<string[]>().notNull().default([]),
  veteran: text('veteran'),
  lgbtq: text('lgbtq'),
  firstGenCollege: text('first_gen_college'),
  updatedAt: timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export interface StoredLocation {
  label: string;
  lat: number;
  lng: number;
}

/** Location preferences: an ordered list of places, or none for "No Preference". */
export const workPreferences = pgTable('work_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  noPreference: boolean('no_preference').notNull(),
  preferredStyle: text('preferred_style').notNull().default('NO_PREFERENCE'),
  locations: jsonb('locations').$type<StoredLocation[]>().notNull().default([]),
  updatedAt: timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** One resume per candidate: a PDF checked by its bytes, at most 5 MB. */
export const resumes = pgTable('resumes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  filesize: integer('filesize').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
  updatedAt: timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Operator-set content for every candidate (GetCandidateConfig): one row, id 1. */
export const candidateConfig = pgTable(
  'candidate_config',
  {
    id: integer('id').primaryKey().default(1),
    bannerNotificationMessage: text('banner_notification_message'),
    maintenanceModalContent: text('maintenance_modal_content'),
    updatedAt: timestampColumn('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('candidate_config_single_row', sql`${t.id} = 1`)],
);

/** What candidates send from the feedback panel; listed by an operator command. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    page: text('page'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt)],
);

export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES);
export const associationStatus = pgEnum('association_status', ASSOCIATION_STATUSES);

/** Hiring firms (created by operators; the recruiter side is out of scope). */
export const firms = pgTable('firms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** Where the firm's notices go (a voided assessment of a connected candidate); null: none. */
  contactEmail: text('contact_email'),
  createdAt: createdAt(),
});

/** A firm's invitation of a candidate, by e-mail and code (30 days). */
export const candidateInvitations = pgTable(
  'candidate_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** Set once the invited person has an account (found by e-mail, or at registration). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    code: text('code').notNull().unique(),
    status: invitationStatus('status').notNull().default('PENDING'),
    expiresAt: timestampColumn('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestampColumn('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('candidate_invitations_user_id_idx').on(t.userId, t.status),
    // One invitation per firm and candidate: a new invite or code renews it.
    uniqueIndex('candidate_invitations_firm_user_idx').on(t.firmId, t.userId),
    index('candidate_invitations_email_idx').on(t.email),
  ],
);

/** A firm's connection with a candidate, made when an invitation is accepted. */
export const companyCandidateAssociations = pgTable(
  'company_candidate_associations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: associationStatus('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: timestampColumn('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('company_candidate_associations_firm_user_idx').on(t.firmId, t.userId)],
);

/** Versions of the behavioral survey, seeded from src/server/modules/survey (never edited once used). */
export const surveyDefinitions = pgTable(
  'survey_definitions',
  {
    id: text('id').primaryKey(),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<SurveyField[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_definitions_version_idx').on(t.version)],
);

export const userSurveyStatus = pgEnum('user_survey_status', ['in_progress', 'complete']);

/** A candidate's one behavioral survey: the version they answer, and whether it is submitted. */
export const userSurveys = pgTable('user_surveys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  surveyId: text('survey_id')
    .notNull()
    .references(() => surveyDefinitions.id),
  status: userSurveyStatus('status').notNull().default('in_progress'),
  startedAt: timestampColumn('started_at').notNull().defaultNow(),
  completedAt: timestampColumn('completed_at'),
  updatedAt: timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** The latest answer to each question: one row per candidate and question. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => userSurveys.userId, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    value: text('value'),
    multiValue: jsonb('multi_value').$type<string[]>(),
    updatedAt: timestampColumn('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

// ---- Timed assessments (spec 001). Content tables are seeded from src/server/modules/assessments
// content files and never edited once used; candidate tables hold each candidate's progress.

export const assessmentKind = pgEnum('assessment_kind', ASSESSMENT_KINDS);
export const assessmentStatus = pgEnum('assessment_status', ASSESSMENT_STATUSES);
export const sectionStatus = pgEnum('section_status', SECTION_STATUSES);
export const sectionCloseType = pgEnum('section_close_type', SECTION_CLOSE_TYPES);
export const itemType = pgEnum('item_type', ITEM_TYPES);

/** An assessment definition (a version of the cognitive or the lateral assessment). */
export const assessments = pgTable('assessments', {
  id: text('id').primaryKey(),
  kind: assessmentKind('kind').notNull(),
  version: integer('version').notNull(),
  title: text('title').notNull(),
  createdAt: createdAt(),
});

export const assessmentSections = pgTable(
  'assessment_sections',
  {
    id: text('id').primaryKey(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    isInformational: boolean('is_informational').notNull().default(false),
    /** Before the accommodation multiplier; null: untimed. */
    timeLimitSeconds: integer('time_limit_seconds'),
  },
  (t) => [uniqueIndex('assessment_sections_position_idx').on(t.assessmentId, t.position)],
);

export const itemGroups = pgTable(
  'item_groups',
  {
    id: text('id').primaryKey(),
    sectionId: text('section_id')
      .notNull()
      .references(() => assessmentSections.id),
    position: integer('position').notNull(),
    /** Sample groups are shown (with their answers) on the section's info screen only. */
    isSample: boolean('is_sample').notNull().default(false),
    itemType: itemType('item_type').notNull(),
    leadingText: text('leading_text').notNull(),
    headers: jsonb('headers').$type<{ label: string; value: string }[]>().notNull(),
    totalPoints: integer('total_points'),
    explanation: text('explanation'),
  },
  (t) => [index('item_groups_section_idx').on(t.sectionId, t.isSample, t.position)],
);

export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    itemGroupId: text('item_group_id')
      .notNull()
      .references(() => itemGroups.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    value: text('value'),
  },
  (t) => [index('items_group_idx').on(t.itemGroupId, t.position)],
);

export const itemOptions = pgTable(
  'item_options',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    /** Server-only (scoring); served for sample items only. */
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [index('item_options_item_idx').on(t.itemId, t.position)],
);

/** A candidate's assessment: provisioned (READY), started (acknowledgements kept), COMPLETE. */
export const candidateAssessments = pgTable(
  'candidate_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id),
    status: assessmentStatus('status').notNull().default('READY'),
    acknowledgements: jsonb('acknowledgements').$type<Acknowledgements>(),
    /** The multiplier when started: later changes apply to sections not started yet only. */
    startedAt: timestampColumn('started_at'),
    completedAt: timestampColumn('completed_at'),
    /** Set with status VOIDED (operator `assessments:void`, docs/decisions/046). */
    voidedAt: timestampColumn('voided_at'),
    /** The operator's reason, kept for the record; never shown to firms or the candidate. */
    voidedReason: text('voided_reason'),
    /** Who voided it (the operator's `--by`, else their login name). */
    voidedBy: text('voided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('candidate_assessments_user_idx').on(t.userId, t.assessmentId),
    /** The target of its sections' and responses' foreign keys, which name the candidate (027). */
    unique('candidate_assessments_user_id_id_unique').on(t.userId, t.id),
  ],
);

/** A candidate's section: its clock (started when the questions are first served) and score. */
export const candidateSections = pgTable(
  'candidate_sections',
  {
    /** The candidate again (their candidate_assessments row names them): decision 027. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateAssessmentId: uuid('candidate_assessment_id').notNull(),
    sectionId: text('section_id')
      .notNull()
      .references(() => assessmentSections.id),
    status: sectionStatus('status').notNull().default('NOT_STARTED'),
    /** The accommodation multiplier applied when the section started. */
    timerMultiplier: numeric('timer_multiplier', { precision: 4, scale: 2, mode: 'number' })
      .notNull()
      .default(1),
    startedAt: timestampColumn('started_at'),
    /** startedAt + limit x multiplier; null while not started or untimed. */
    deadlineAt: timestampColumn('deadline_at'),
    closedAt: timestampColumn('closed_at'),
    closeType: sectionCloseType('close_type'),
    /**
     * Cognitive sections only, never served to the candidate (docs/decisions/020): rightAnswers
     * minus, for each wrong answer, 1 / (its options - 1), so a wrong answer costs more than one
     * left blank and random picking gains nothing on average; out of maxScore (the scored items).
     */
    score: doublePrecision('score'),
    maxScore: integer('max_score'),
    rightAnswers: integer('right_answers'),
    wrongAnswers: integer('wrong_answers'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.candidateAssessmentId, t.sectionId] }),
    foreignKey({
      name: 'candidate_sections_candidate_assessment_fk',
      columns: [t.userId, t.candidateAssessmentId],
      foreignColumns: [candidateAssessments.userId, candidateAssessments.id],
    }).onDelete('cascade'),
  ],
);

/** The latest response to each item: one row per candidate assessment and item. */
export const itemResponses = pgTable(
  'item_responses',
  {
    /** The candidate again (their candidate_assessments row names them): decision 027. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateAssessmentId: uuid('candidate_assessment_id').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    sectionId: text('section_id')
      .notNull()
      .references(() => assessmentSections.id),
    values: jsonb('values').$type<{ id?: string | null; value?: string | null }[]>().notNull(),
    /** When the candidate answered (device clock, corrected by the client). */
    answeredAt: timestampColumn('answered_at').notNull(),
    receivedAt: timestampColumn('received_at').notNull().defaultNow(),
    /**
     * How long after the section's deadline an answer accepted late arrived (ms); null when it
     * arrived in time (docs/decisions/047). Integrity flags read it.
     */
    lateByMs: integer('late_by_ms'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.candidateAssessmentId, t.itemId] }),
    foreignKey({
      name: 'item_responses_candidate_assessment_fk',
      columns: [t.userId, t.candidateAssessmentId],
      foreignColumns: [candidateAssessments.userId, candidateAssessments.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The evidence behind late answers (docs/decisions/047): per section of a candidate's attempt and
 * per sender (an outbox, named by the id its answers carry; '' for requests that name none), the
 * latest contact that reached the server at or before the section's deadline, and the highest
 * outbox sequence number of an answer received. A late answer is accepted only when no row of its
 * section has a contact at or after the answer's claimed creation time.
 */
export const sectionContacts = pgTable(
  'section_contacts',
  {
    /** The candidate again (decision 027). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateAssessmentId: uuid('candidate_assessment_id').notNull(),
    sectionId: text('section_id').notNull(),
    outboxId: text('outbox_id').notNull().default(''),
    /** The latest contact at or before the deadline (later ones prove nothing and are not kept). */
    lastContactAt: timestampColumn('last_contact_at'),
    highestSequence: integer('highest_sequence'),
    /**
     * How long after the deadline this sender's latest accepted late answer arrived (ms): the late
     * time the attempt gained in this section (its greatest over senders). The attempt's sections
     * together may gain at most ANSWER_GRACE_BUDGET_MS (docs/decisions/053). Kept when the answer's
     * own row goes (a late answer that clears its item).
     */
    lateGainedMs: integer('late_gained_ms'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.candidateAssessmentId, t.sectionId, t.outboxId] }),
    foreignKey({
      name: 'section_contacts_candidate_section_fk',
      columns: [t.userId, t.candidateAssessmentId, t.sectionId],
      foreignColumns: [
        candidateSections.userId,
        candidateSections.candidateAssessmentId,
        candidateSections.sectionId,
      ],
    }).onDelete('cascade'),
  ],
);

export const integrityEventType = pgEnum('integrity_event_type', INTEGRITY_EVENT_TYPES);

/**
 * What was recorded during a candidate's timed section (docs/decisions/045): the browser's reports
 * (each once: its id is unique per attempt) and the server's own (a sign-in while it ran).
 */
export const integrityEvents = pgTable(
  'integrity_events',
  {
    /** The candidate again (their candidate_assessments row names them): decision 027. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateAssessmentId: uuid('candidate_assessment_id').notNull(),
    /** The browser's id for its report (a replay is the same report), or the server's own. */
    eventId: text('event_id').notNull(),
    sectionId: text('section_id')
      .notNull()
      .references(() => assessmentSections.id),
    type: integrityEventType('type').notNull(),
    /** TAB_HIDDEN and WINDOW_LEFT: how long the candidate was away. */
    durationMs: integer('duration_ms'),
    /** CLOCK_SKEW: the device's clock minus the server's. */
    skewMs: integer('skew_ms'),
    /** When it happened: the device's clock for the browser's reports, the server's for its own. */
    occurredAt: timestampColumn('occurred_at').notNull(),
    receivedAt: timestampColumn('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.candidateAssessmentId, t.eventId] }),
    foreignKey({
      name: 'integrity_events_candidate_assessment_fk',
      columns: [t.userId, t.candidateAssessmentId],
      foreignColumns: [candidateAssessments.userId, candidateAssessments.id],
    }).onDelete('cascade'),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const accountDataRequestKind = pgEnum('account_data_request_kind', ['EXPORT', 'ERASURE']);

/**
 * Every copy of a candidate's data and every erasure, by the candidate or an operator
 * (modules/account-data, docs/decisions/052): the operators' log of these requests. An erasure
 * unlinks the candidate's rows (user_id set null) and takes their addresses and names out of the
 * reason, so what stays says that something happened, when and by whom, never to whom.
 */
export const accountDataRequests = pgTable(
  'account_data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountDataRequestKind('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'candidate' (User Settings), or 'operator <name>' (the operator CLI). */
    actor: text('actor').notNull(),
    /** Why (the operator's `--reason`, the candidate's optional words); scrubbed at erasure. */
    reason: text('reason'),
    /** ERASURE: how many rows each table lost (numbers only). */
    erasedRows: jsonb('erased_rows').$type<Record<string, number>>(),
    createdAt: createdAt(),
  },
  (t) => [index('account_data_requests_user_id_idx').on(t.userId, t.kind, t.createdAt)],
);

/**
 * What stays of an erased candidate's completed or voided attempts, for the firms' audits
 * (docs/decisions/052): that an attempt of this assessment existed and how it ended, on which
 * day. No candidate, no answers, no score, no firm.
 */
export const erasedAttempts = pgTable('erased_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  erasureId: uuid('erasure_id')
    .notNull()
    .references(() => accountDataRequests.id),
  assessmentId: text('assessment_id')
    .notNull()
    .references(() => assessments.id),
  status: assessmentStatus('status').notNull(),
  /** The day it started, and the day it was completed or voided (UTC). */
  startedOn: date('started_on', { mode: 'string' }),
  endedOn: date('ended_on', { mode: 'string' }),
});
