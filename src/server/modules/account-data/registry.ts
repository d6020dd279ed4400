/**
 * The one list of the tables that hold a candidate's personal data (docs/decisions/052): the
 * export reads each one into its section of the file, the erasure empties each one. A table the
 * list does not name is in `NO_PERSONAL_DATA` below, and account-data.test.ts fails on a table of the
 * migrated database that is in neither: a new table with personal data fails the test until it is
 * added here, and so reaches both the export and the erasure at once.
 *
 * Each entry says how to find the candidate's rows (by their id, or by their addresses for the
 * tables keyed by e-mail), which columns never leave the server (secrets, live link tokens), and
 * how erasure treats the rows: deleted, unless the entry says otherwise.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

/** Who the data is about: the account, and every address and name found on it. */
export interface Subject {
  userId: string;
  /** Lower-cased: the addresses the account proved it holds (subject.ts). */
  emails: string[];
  /**
   * Addresses the account only typed (an unverified secondary, an unconfirmed change): the mails
   * it had sent there go with it; nothing else is found by them, as they may be someone else's.
   */
  typedEmails: string[];
  /** "First Last" as stored, to find the mails about the candidate. */
  fullName: string;
  /** The first and the last name, taken out of the reason kept with an erasure. */
  names: string[];
}

export interface PersonalDataTable {
  /** The table's name in PostgreSQL. */
  table: string;
  /** The key of its rows in the export (docs/data-export.md). */
  section: string;
  /** What the rows are, in the export's own words. */
  about: string;
  /** The candidate's rows: the `where` of the export's select. */
  rows: (s: Subject) => SQL;
  /** The export's own select, when it is not every column of `rows` (joins, encodings). */
  exportQuery?: (s: Subject) => SQL;
  /** Columns never exported: secrets and link tokens that may still work. */
  omit?: readonly string[];
  /** How a row reads in the export (links that may still work taken out). */
  transform?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Erasure other than deleting `rows` (a wider match, or rows kept anonymous); rows changed. */
  erase?: (tx: DbExecutor, s: Subject) => Promise<number>;
}

/** Tables with no personal data: content, firms, counters with no person in them. */
export const NO_PERSONAL_DATA: Readonly<Record<string, string>> = {
  industry_contexts: 'content: the industries offered at registration',
  survey_definitions: 'content: the behavioral survey versions',
  assessments: 'content: the assessment definitions',
  assessment_sections: 'content',
  item_groups: 'content',
  items: 'content',
  item_options: 'content',
  candidate_config: "the operator's banner and maintenance notice",
  firms: 'hiring firms and their contact addresses (a firm, not a candidate)',
  erased_attempts:
    'what stays of an erased attempt: assessment, outcome and days, with no candidate (052)',
};

const byUser =
  (column = 'user_id') =>
  (s: Subject) =>
    sql`${sql.identifier(column)} = ${s.userId}::uuid`;

/** The addresses as a PostgreSQL text array (node-postgres sends a JavaScript array as one). */
const emailArray = (s: Subject) => sql`${sql.param(s.emails)}::text[]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * PostgreSQL regular expressions for the candidate's addresses and names as whole tokens, not
 * inside other ones ("jo@ex.com" is not in "bojo@ex.com", "Al Li" not in "formal list"); an
 * address may end a sentence ("… jo@ex.com.").
 */
const wholeAddresses = (emails: string[]) =>
  `(?<![[:alnum:]._%+-])(${emails.map(escapeRegExp).join('|')})(?![[:alnum:]_-]|\\.[[:alnum:]])`;
const wholeWords = (words: string[]) =>
  `(?<![[:alnum:]])(${words.map(escapeRegExp).join('|')})(?![[:alnum:]])`;

/** Whether `text` holds one of the candidate's addresses or, with `name`, their full name. */
const mentions = (s: Subject, text: SQL, { name = false } = {}) =>
  name
    ? sql`(coalesce(${text}, '') ~* ${wholeAddresses(s.emails)}
        or coalesce(${text}, '') ~* ${wholeWords([s.fullName])})`
    : sql`coalesce(${text}, '') ~* ${wholeAddresses(s.emails)}`;

/**
 * `column` with the candidate's addresses and names replaced by "[erased]": the full name first,
 * then the first and the last name as whole words (only in rows found by address or full name).
 */
const redacted = (s: Subject, column: SQL) => {
  const names = s.names.filter((n) => n.trim());
  return sql`regexp_replace(regexp_replace(regexp_replace(${column},
    ${wholeAddresses(s.emails)}, '[erased]', 'gi'), ${wholeWords([s.fullName])}, '[erased]', 'gi'),
    ${wholeWords(names)}, '[erased]', 'gi')`;
};

async function changed(tx: DbExecutor, statement: SQL): Promise<number> {
  const result = await tx.execute(statement);
  return result.rowCount ?? 0;
}

/**
 * In the order erasure goes: rows that refer to others first, the account last. Sections are the
 * export's keys.
 */
export const PERSONAL_DATA: readonly PersonalDataTable[] = [
  {
    table: 'item_responses',
    section: 'assessmentAnswers',
    about:
      'your latest answer to each question of the timed assessments, with when it was given and received',
    rows: byUser(),
  },
  {
    table: 'integrity_events',
    section: 'integrityEvents',
    about:
      'what was recorded during your timed sections (leaving the tab or window, copy and paste, a take-over, clock skew, a sign-in elsewhere)',
    rows: byUser(),
  },
  {
    table: 'section_contacts',
    section: 'sectionContacts',
    about: 'when your device was last in touch with the server before each section ended',
    rows: byUser(),
  },
  {
    table: 'candidate_sections',
    section: 'assessmentSections',
    about: 'each section you started: its clock, how it closed, and its score',
    rows: byUser(),
  },
  {
    table: 'candidate_assessments',
    section: 'assessments',
    about: 'each assessment of yours: its status, your initials, when it started and ended',
    rows: byUser(),
    exportQuery: (s) => sql`select ca.*, a.title as assessment_title
      from candidate_assessments ca join assessments a on a.id = ca.assessment_id
      where ca.user_id = ${s.userId}::uuid order by ca.created_at`,
    // Completed and voided attempts stay as anonymous rows (erasure.ts, decision 052).
    erase: (tx, s) => changed(tx, sql`delete from candidate_assessments where ${byUser()(s)}`),
  },
  {
    table: 'survey_answers',
    section: 'surveyAnswers',
    about: 'your answers to the behavioral questionnaire',
    rows: byUser(),
  },
  {
    table: 'user_surveys',
    section: 'survey',
    about: 'the questionnaire version you answered and when you submitted it',
    rows: byUser(),
  },
  {
    table: 'user_schools',
    section: 'education',
    about: 'your schools, degrees, majors, GPAs and graduation dates',
    rows: byUser(),
    exportQuery: (s) => sql`select us.*, sc.name as school_name
      from user_schools us join schools sc on sc.id = us.school_id
      where us.user_id = ${s.userId}::uuid order by us.position`,
  },
  {
    table: 'schools',
    section: 'schoolsYouAdded',
    about: 'school names you typed under "Other - my school is not listed"',
    rows: byUser('created_by_user_id'),
    exportQuery: (s) => sql`select id, name, status, created_at from schools
      where created_by_user_id = ${s.userId}::uuid`,
    // A name nobody else chose goes; one others chose too stays, no longer linked to the candidate.
    erase: async (tx, s) =>
      (await changed(
        tx,
        sql`delete from schools sc where sc.created_by_user_id = ${s.userId}::uuid
          and sc.status <> 'APPROVED'
          and not exists (select 1 from user_schools us
            where us.school_id = sc.id and us.user_id <> ${s.userId}::uuid)`,
      )) +
      (await changed(
        tx,
        sql`update schools set created_by_user_id = null where created_by_user_id = ${s.userId}::uuid`,
      )),
  },
  {
    table: 'personal_information',
    section: 'demographics',
    about: 'your demographics and whether you share them',
    rows: byUser(),
  },
  {
    table: 'work_preferences',
    section: 'locations',
    about: 'your preferred work locations and style',
    rows: byUser(),
  },
  {
    table: 'resumes',
    section: 'resume',
    about: 'your resume: its name, size, dates and the PDF itself (base64)',
    rows: byUser(),
    exportQuery: (s) => sql`select id, filename, filesize, created_at, updated_at,
      encode(content, 'base64') as content_base64 from resumes where user_id = ${s.userId}::uuid`,
  },
  {
    table: 'candidate_invitations',
    section: 'invitations',
    about: "firms' invitations to you, with their status",
    rows: (s) => sql`(user_id = ${s.userId}::uuid or email = any(${emailArray(s)}))`,
    exportQuery: (s) => sql`select ci.id, f.name as firm, ci.email, ci.status, ci.expires_at,
      ci.created_at, ci.updated_at
      from candidate_invitations ci join firms f on f.id = ci.firm_id
      where ci.user_id = ${s.userId}::uuid or ci.email = any(${emailArray(s)})
      order by ci.created_at`,
  },
  {
    table: 'company_candidate_associations',
    section: 'connections',
    about: 'the firms you connected with, and whether the connection is active',
    rows: byUser(),
    exportQuery: (
      s,
    ) => sql`select cca.id, f.name as firm, cca.status, cca.created_at, cca.updated_at
      from company_candidate_associations cca join firms f on f.id = cca.firm_id
      where cca.user_id = ${s.userId}::uuid order by cca.created_at`,
  },
  {
    table: 'idempotency_keys',
    section: 'savedChanges',
    about:
      'the changes your devices sent in the last 30 days: which kind and when (the stored answers themselves are in their own sections)',
    rows: byUser(),
    exportQuery: (s) => sql`select key, operation, created_at from idempotency_keys
      where user_id = ${s.userId}::uuid order by created_at`,
  },
  {
    table: 'client_errors',
    section: 'errorReports',
    about: 'error reports the app sent while you used it',
    rows: byUser(),
    // Reports sent before sign-in carry no account, but their page address may hold the e-mail.
    erase: (tx, s) =>
      changed(
        tx,
        sql`delete from client_errors where user_id = ${s.userId}::uuid
          or ${mentions(s, sql`error_message || ' ' || coalesce(info::text, '')`)}`,
      ),
  },
  {
    table: 'feedback',
    section: 'feedback',
    about: 'the feedback you sent',
    rows: byUser(),
    erase: (tx, s) =>
      changed(
        tx,
        sql`delete from feedback where user_id = ${s.userId}::uuid
          or ${mentions(s, sql`message || ' ' || coalesce(page, '')`)}`,
      ),
  },
  {
    table: 'mail_outbox',
    section: 'mails',
    about:
      'the mails we sent to your addresses, where we keep a copy of them; links that may still work are taken out',
    rows: (s) => sql`"to" = any(${emailArray(s)})`,
    exportQuery: (s) => sql`select id, "to", subject, text, links, created_at from mail_outbox
      where "to" = any(${emailArray(s)}) order by id`,
    // A reset or confirmation link in a file the candidate keeps could still be used by whoever
    // reads it: the text says where a link was, the links go.
    transform: ({ links, text, ...mail }) => ({
      ...mail,
      text: (links as string[]).reduce(
        (t, link) => t.replaceAll(link, '[link removed]'),
        String(text),
      ),
    }),
    // Mails to the candidate go, and those the account had sent to an address it only typed (they
    // name the candidate); mails to others that name them (a firm's notice) stay for their readers'
    // record, with the candidate's addresses and names taken out, their links too.
    erase: async (tx, s) => {
      const all = sql`subject || ' ' || text || ' ' || html || ' ' || links::text`;
      const deleted = await changed(
        tx,
        sql`delete from mail_outbox where "to" = any(${emailArray(s)})
          or ("to" = any(${sql.param(s.typedEmails)}::text[]) and ${mentions(s, all, { name: true })})`,
      );
      const scrubbed = await changed(
        tx,
        sql`update mail_outbox set subject = ${redacted(s, sql`subject`)},
          text = ${redacted(s, sql`text`)}, html = ${redacted(s, sql`html`)},
          links = ${redacted(s, sql`links::text`)}::jsonb
          where ${mentions(s, all, { name: true })}`,
      );
      return deleted + scrubbed;
    },
  },
  {
    table: 'login_attempts',
    section: 'signInAttempts',
    about: 'sign-ins and wrong passwords with your address, and the network address they came from',
    rows: (s) => sql`email = any(${emailArray(s)})`,
  },
  {
    table: 'rate_limit_counters',
    section: 'limits',
    about: 'the counters that limit how often you may do something (e.g. download your data)',
    rows: (s) => sql`(subject = ${s.userId} or subject = any(${emailArray(s)}))`,
  },
  {
    table: 'email_confirmations',
    section: 'emailConfirmations',
    about: 'the links that confirmed your address at registration',
    rows: byUser(),
    omit: ['id', 'request_id'],
  },
  {
    table: 'password_resets',
    section: 'passwordResets',
    about: 'the password reset links you asked for',
    rows: byUser(),
    omit: ['id'],
  },
  {
    table: 'secondary_email_verifications',
    section: 'secondaryEmailVerifications',
    about: 'the links that verified your secondary address',
    rows: byUser(),
    omit: ['id'],
  },
  {
    table: 'email_changes',
    section: 'emailChanges',
    about: 'changes of your sign-in address',
    rows: byUser(),
    omit: ['id'],
  },
  {
    table: 'account_change_notices',
    section: 'accountChangeNotices',
    about: 'the notices of password and address changes, with the addresses each change replaced',
    rows: byUser(),
    omit: ['token_hash'],
  },
  {
    table: 'sessions',
    section: 'sessions',
    about: 'your sign-ins: when each began, was last used, ends or ended',
    rows: byUser(),
    omit: ['token_hash'],
  },
  {
    table: 'account_data_requests',
    section: 'dataRequests',
    about: 'each copy of your data taken, by you or by our staff, and why',
    rows: byUser(),
    // The log stays (that a request happened, when, by whom), no longer saying whose it was.
    erase: (tx, s) =>
      changed(
        tx,
        sql`update account_data_requests set user_id = null, reason = null
          where user_id = ${s.userId}::uuid`,
      ),
  },
  {
    table: 'users',
    section: 'account',
    about:
      'your account: name, addresses, phone, LinkedIn, account type, privacy choice, accommodation and dates',
    rows: byUser('id'),
    omit: ['password_hash'],
  },
];
