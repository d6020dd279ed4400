/**
 * Voiding a candidate's assessment for a violation of the assessment policy (spec 001 section 1:
 * "Cheating is flagged and results may be voided. Employers are notified of violations."), by an
 * operator (`assessments:void`, docs/decisions/046).
 *
 * In one transaction: the attempt becomes VOIDED with the reason, who and when; the candidate is
 * mailed a notice with the support address; so is every firm the candidate is or was connected
 * with (ACTIVE or INACTIVE association, docs/decisions/055) that has a contact address. The mails go through the mailer with the
 * transaction (mail/mailer.ts): the outbox row commits with the void, and an SMTP failure rolls the
 * void back, so the operator runs the command again and nothing is half done. Voiding again
 * changes nothing and sends nothing.
 *
 * What follows from VOIDED lives where each rule is: the candidate's reads and writes of it are
 * refused (errors.ts `refuseVoided`), and firms see completed assessments only
 * (invitations/visibility.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/email.ts';
import { hasLoneSurrogate } from '../../../domain/unicode.ts';
import type { Config } from '../../config.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import {
  assessments,
  candidateAssessments,
  companyCandidateAssociations,
  firms,
  users,
} from '../../db/schema.ts';
import { assessmentLandingLink } from '../../mail/links.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { assessmentVoidedFirmMail, assessmentVoidedMail } from '../../mail/templates.ts';
import { findAccountByAddress } from '../invitations/invite.ts';
import { assessmentNamed } from './assessment-name.ts';

export const VOID_REASON_MAX_LENGTH = 2000;
export const VOIDED_BY_MAX_LENGTH = 200;

export interface VoidServices {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
  mailer: Mailer;
}

export interface VoidInput {
  /** The candidate's sign-in address (or their verified secondary one). */
  email: string;
  /** The assessment: its definition id, its kind or its title (findAssessmentOfCandidate). */
  assessment: string;
  reason: string;
  /** Who voids it (kept with the reason). */
  by: string;
}

export interface FirmNotice {
  firm: string;
  /** Null: the firm has no contact address, so it was not notified (firms:set-contact). */
  contactEmail: string | null;
  mailed: boolean;
}

export interface VoidOutcome {
  /** The candidate's sign-in address. */
  email: string;
  assessmentId: string;
  title: string;
  /** It was voided before: nothing changed and nothing was sent. */
  alreadyVoided: boolean;
  voidedAt: Date;
  voidedBy: string;
  reason: string;
  candidateMailed: boolean;
  /** The firms the candidate is or was connected with, by name (empty when already voided). */
  firms: FirmNotice[];
}

/** A text the record keeps: trimmed, not empty, not too long, storable. */
function recordText(value: string, label: string, maxLength: number): string {
  const text = value.trim();
  if (text.length === 0) throw new Error(`The ${label} is required.`);
  if (text.length > maxLength) throw new Error(`The ${label} has at most ${maxLength} characters.`);
  if (text.includes('\u0000') || hasLoneSurrogate(text))
    throw new Error(`The ${label} contains a character that cannot be stored.`);
  return text;
}

/**
 * The candidate's assessment named by `name` (assessment-name.ts).
 * Locked FOR UPDATE, so two operators voiding at once take turns. An Error when none or several
 * match, naming the candidate's assessments.
 */
export async function findAssessmentOfCandidate(
  tx: DbExecutor,
  candidate: { id: string; email: string },
  name: string,
) {
  const rows = await tx
    .select({
      row: candidateAssessments,
      kind: assessments.kind,
      title: assessments.title,
      named: sql<boolean>`${assessmentNamed(name)}`,
    })
    .from(candidateAssessments)
    .innerJoin(assessments, eq(assessments.id, candidateAssessments.assessmentId))
    .where(eq(candidateAssessments.userId, candidate.id))
    .orderBy(asc(candidateAssessments.createdAt))
    .for('update', { of: candidateAssessments });
  const matches = rows.filter((r) => r.named);
  if (matches.length === 1) return matches[0]!;
  const theirs =
    rows.length === 0
      ? 'They have none yet.'
      : `Theirs: ${rows.map((r) => `${r.row.assessmentId} (${r.title}, ${r.row.status})`).join('; ')}.`;
  throw new Error(
    matches.length === 0
      ? `${candidate.email} has no assessment "${name.trim()}". ${theirs}`
      : `"${name.trim()}" names several assessments of ${candidate.email}: give its id. ${theirs}`,
  );
}

/**
 * Every firm the candidate was ever connected with, by name, once each (one association row per
 * firm and candidate): ACTIVE ones and those the candidate disconnected from (INACTIVE), which may
 * have seen the results before (docs/decisions/055). Firms that could see a public profile are not
 * here: no record says which of them looked, and telling every firm would tell many that never did.
 */
function firmsEverConnected(tx: DbExecutor, userId: string) {
  return tx
    .select({
      name: firms.name,
      contactEmail: firms.contactEmail,
      connected: sql<boolean>`${companyCandidateAssociations.status} = 'ACTIVE'`,
    })
    .from(companyCandidateAssociations)
    .innerJoin(firms, eq(firms.id, companyCandidateAssociations.firmId))
    .where(eq(companyCandidateAssociations.userId, userId))
    .orderBy(asc(firms.name));
}

export async function voidAssessment(
  { db, config, mailer }: VoidServices,
  input: VoidInput,
): Promise<VoidOutcome> {
  const reason = recordText(input.reason, 'reason', VOID_REASON_MAX_LENGTH);
  const by = recordText(input.by, "voider's name", VOIDED_BY_MAX_LENGTH);
  const email = normalizeEmail(input.email);

  return db.transaction(async (tx) => {
    const account = await findAccountByAddress(tx, email);
    if (!account) throw new Error(`No account has the e-mail address ${email}.`);
    const { row, kind, title } = await findAssessmentOfCandidate(tx, account, input.assessment);
    const outcome = { email: account.email, assessmentId: row.assessmentId, title };

    if (row.status === 'VOIDED') {
      return {
        ...outcome,
        alreadyVoided: true,
        voidedAt: row.voidedAt!,
        voidedBy: row.voidedBy!,
        reason: row.voidedReason!,
        candidateMailed: false,
        firms: [],
      };
    }
    if (row.status === 'READY') {
      throw new Error(
        `The ${title} of ${account.email} has not been started: there are no results to void.`,
      );
    }

    const voidedAt = new Date();
    await tx
      .update(candidateAssessments)
      .set({ status: 'VOIDED', voidedAt, voidedReason: reason, voidedBy: by })
      .where(and(eq(candidateAssessments.userId, account.id), eq(candidateAssessments.id, row.id)));

    const [candidate] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, account.id));
    await mailer.send(
      assessmentVoidedMail({
        to: account.email,
        firstName: candidate!.firstName,
        assessmentTitle: title,
        landingLink: assessmentLandingLink(config.publicUrl, kind),
        supportEmail: config.supportEmail,
      }),
      tx,
    );

    const notices: FirmNotice[] = [];
    for (const firm of await firmsEverConnected(tx, account.id)) {
      if (firm.contactEmail) {
        await mailer.send(
          assessmentVoidedFirmMail({
            to: firm.contactEmail,
            firmName: firm.name,
            candidateName: `${candidate!.firstName} ${candidate!.lastName}`,
            candidateEmail: account.email,
            stillConnected: firm.connected,
            assessmentTitle: title,
            voidedAt,
            supportEmail: config.supportEmail,
          }),
          tx,
        );
      }
      notices.push({
        firm: firm.name,
        contactEmail: firm.contactEmail,
        mailed: firm.contactEmail !== null,
      });
    }

    return {
      ...outcome,
      alreadyVoided: false,
      voidedAt,
      voidedBy: by,
      reason,
      candidateMailed: true,
      firms: notices,
    };
  });
}
