/**
 * `npm run operator -- receipts:verify <file>` (docs/decisions/048): a candidate's receipts file
 * (what "Download receipts" saves) or one receipt, each checked with this server's key and against
 * the database (receipts.ts, checkReceipt).
 */
import { readFile } from 'node:fs/promises';
import {
  receiptSchema,
  receiptsFileSchema,
  receiptShortId,
  type Receipt,
} from '../../../domain/receipts.ts';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import { receiptKeyOf } from './receipt-key.ts';
import { checkReceipt } from './receipts.ts';

export interface ReceiptFileCheck {
  receipt: string;
  candidate: string;
  assessment: string;
  section: string;
  answers: number;
  result: 'matches' | 'does not match';
  /** What differs, or '-'. */
  problems: string;
}

/** A receipt as parsed, and as read (its check refuses fields that parsing would drop). */
interface ReadReceipt {
  receipt: Receipt;
  raw: unknown;
}

/** The receipts in the file; throws with a message people can act on when it holds none. */
function receiptsIn(text: string, file: string): ReadReceipt[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON: not a receipts file.`);
  }
  const many = receiptsFileSchema.safeParse(json);
  if (many.success) {
    const raws = (json as { receipts: unknown[] }).receipts;
    return many.data.receipts.map((receipt, i) => ({ receipt, raw: raws[i] }));
  }
  const one = receiptSchema.safeParse(json);
  if (one.success) return [{ receipt: one.data, raw: json }];
  throw new Error(`${file} is not a receipts file, or a field of it was changed beyond reading.`);
}

export async function verifyReceiptsFile(
  db: DbExecutor,
  config: Config,
  file: string,
): Promise<ReceiptFileCheck[]> {
  const receipts = receiptsIn(await readFile(file, 'utf8'), file);
  const key = receiptKeyOf(config);
  const checks: ReceiptFileCheck[] = [];
  for (const { receipt, raw } of receipts) {
    const check = await checkReceipt(db, key, receipt, raw);
    const { payload } = receipt;
    checks.push({
      receipt: receiptShortId(payload),
      candidate: payload.candidateId,
      assessment: payload.assessmentId,
      section: payload.sectionId ?? '(questionnaire)',
      answers: payload.answerCount,
      result: check.matches ? 'matches' : 'does not match',
      problems: check.matches ? '-' : check.problems.join('; '),
    });
  }
  return checks;
}
