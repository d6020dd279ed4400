/**
 * Download my data (docs/decisions/052, the file's shape in docs/data-export.md): one JSON document
 * of everything the server holds about the candidate, read from every table of the registry in
 * one snapshot, with the receipts computed from the stored answers. Each copy is logged
 * (account_data_requests) in the same transaction, so the file lists itself.
 */
import { sql } from 'drizzle-orm';
import { ACCOUNT_DATA_SCHEMA_VERSION } from '../../../domain/account-data.ts';
import type { Config } from '../../config.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { accountDataRequests } from '../../db/schema.ts';
import { receiptKeyOf } from '../receipts/receipt-key.ts';
import type { Receipt } from '../../../domain/receipts.ts';
import { candidateReceipts } from '../receipts/receipts.ts';
import { PERSONAL_DATA, type PersonalDataTable, type Subject } from './registry.ts';
import { subjectOf } from './subject.ts';

type Row = Record<string, unknown>;

export interface AccountDataExport {
  schemaVersion: typeof ACCOUNT_DATA_SCHEMA_VERSION;
  generatedAt: string;
  about: string;
  /** The account row itself (one object); every other section is a list of rows. */
  account: Row;
  /** The signed receipts of the closed sections and the submitted questionnaire. */
  receipts: Receipt[];
  /** What each section holds, in words. */
  sections: Record<string, string>;
  [section: string]: unknown;
}

/** Who asked: the candidate in User Settings, or an operator by name. */
export interface DataRequestActor {
  actor: string;
  reason?: string | null;
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function exportRow(entry: PersonalDataTable, row: Row): Row {
  const kept = Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !entry.omit?.includes(column))
      .map(([column, value]) => [camel(column), value]),
  );
  return entry.transform ? entry.transform(kept) : kept;
}

async function sectionRows(tx: DbExecutor, entry: PersonalDataTable, s: Subject): Promise<Row[]> {
  const query =
    entry.exportQuery?.(s) ??
    sql`select * from ${sql.identifier(entry.table)} where ${entry.rows(s)}`;
  const { rows } = await tx.execute<Row>(query);
  return rows.map((row) => exportRow(entry, row));
}

/** The candidate's data as one document, or null when there is no such account. */
export async function exportAccountData(
  db: Database,
  config: Config,
  userId: string,
  request: DataRequestActor,
): Promise<AccountDataExport | null> {
  return db.transaction(
    async (tx) => {
      const subject = await subjectOf(tx, userId);
      if (!subject) return null;
      await tx.insert(accountDataRequests).values({
        kind: 'EXPORT',
        userId,
        actor: request.actor,
        reason: request.reason ?? null,
      });
      const document: AccountDataExport = {
        schemaVersion: ACCOUNT_DATA_SCHEMA_VERSION,
        generatedAt: new Date().toISOString(),
        about:
          'Everything this service holds about you, one section per kind of record; each section says what it holds. Times are UTC (ISO 8601).',
        account: {},
        receipts: await candidateReceipts(tx, receiptKeyOf(config), userId),
        sections: {},
      };
      for (const entry of PERSONAL_DATA) {
        const rows = await sectionRows(tx, entry, subject);
        document.sections[entry.section] = entry.about;
        if (entry.table === 'users') document.account = rows[0] ?? {};
        else document[entry.section] = rows;
      }
      document.sections.receipts =
        'the signed receipts of your closed sections and your submitted questionnaire';
      return document;
    },
    // One snapshot: no section reads a change another one missed.
    { isolationLevel: 'repeatable read' },
  );
}
