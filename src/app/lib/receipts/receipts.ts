/**
 * The candidate's signed receipts on this device (docs/decisions/048-signed-receipts.md).
 *
 * The server computes them (GetReceipts; a delivered close or submit answers its own, kept at
 * once by keepDeliveredReceipts, which the outbox runs for every delivery); each one is kept in
 * IndexedDB per user the first time it is seen and never replaced, so the device holds what the
 * server said at the close. They are checked here with WebCrypto Ed25519 against the server's
 * public key (GET /.well-known/receipt-key), fetched once and kept beside them: showing and
 * checking work offline.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createStore, get, set, update, type UseStore } from 'idb-keyval';
import {
  RECEIPTS_FILE_FORMAT,
  receiptSchema,
  receiptSignedText,
  SIGNATURE_PATTERN,
  unknownReceiptFields,
  type Receipt,
} from '../../../domain/receipts.ts';
import { RECEIPTS_DB_NAME, RECEIPTS_STORE_NAME } from '../../config/storage-keys.ts';
import { graphql } from '../../gql/gql.ts';
import { gqlRequest } from '../api/graphql.ts';
import { receiptsQueryKey } from '../api/query-keys.ts';

export const GetReceiptsDocument = graphql(`
  query GetReceipts {
    receipts {
      ...ReceiptFields
    }
  }
`);

/**
 * What a receipt holds; the close and submit mutations select it too.
 * @public Read by codegen (other documents spread it by name); nothing imports the constant.
 */
export const ReceiptFieldsFragment = graphql(`
  fragment ReceiptFields on Receipt {
    payload {
      version
      candidateId
      assessmentId
      sectionId
      closeType
      closedAt
      answerCount
      answersDigest
    }
    signature
    keyId
    title
  }
`);

export const RECEIPT_KEY_PATH = '/.well-known/receipt-key';

/** A kept receipt and whether its signature checked out on this device. */
export interface CheckedReceipt {
  receipt: Receipt;
  verified: boolean;
}

let store: UseStore | undefined;
// Opened on first use: importing this module must not touch IndexedDB.
const receiptStore = () => (store ??= createStore(RECEIPTS_DB_NAME, RECEIPTS_STORE_NAME));

const subjectOf = ({ payload }: Receipt) => `${payload.assessmentId}/${payload.sectionId ?? ''}`;

/** The receipts among `values` (the schema also drops what GraphQL adds, such as __typename). */
const parsedReceipts = (values: unknown): Receipt[] =>
  Array.isArray(values)
    ? values.flatMap((r) => {
        const parsed = receiptSchema.safeParse(r);
        return parsed.success ? [parsed.data] : [];
      })
    : [];

async function keptReceipts(userId: string): Promise<Receipt[]> {
  return parsedReceipts(await get(userId, receiptStore()));
}

/**
 * Keeps the receipts not yet kept (one per section or questionnaire: the first one seen), in one
 * IndexedDB transaction, so a delivery and a read keeping at the same moment both count.
 */
async function keepReceipts(userId: string, fromServer: readonly unknown[]): Promise<void> {
  await update(
    userId,
    (stored: unknown) => {
      const kept = parsedReceipts(stored);
      const known = new Set(kept.map(subjectOf));
      const fresh = parsedReceipts(fromServer).filter((r) => !known.has(subjectOf(r)));
      return [...kept, ...fresh];
    },
    receiptStore(),
  );
}

/**
 * A delivered write whose answer carries a receipt (`{ field: { receipt } }`: a section's close,
 * the questionnaire's submit): kept at once, and the list read again. A read in flight may have
 * started before the close was stored: it is cancelled first, since an invalidation would join
 * it while the list has never been read (TanStack cancels only a refetch of data it holds).
 */
export async function keepDeliveredReceipts(
  queryClient: QueryClient,
  userId: string,
  result: unknown,
): Promise<void> {
  if (!result || typeof result !== 'object') return;
  const receipts = Object.values(result).flatMap((field: unknown) =>
    field && typeof field === 'object' && 'receipt' in field && field.receipt
      ? [field.receipt]
      : [],
  );
  if (receipts.length === 0) return;
  await keepReceipts(userId, receipts);
  const queryKey = [...receiptsQueryKey, userId];
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** The server's public key with this id: kept, else fetched (online) and kept. */
async function publicKeyFor(keyId: string): Promise<JsonWebKey | null> {
  const name = `key:${keyId}`;
  const kept = await get<JsonWebKey>(name, receiptStore());
  if (kept) return kept;
  try {
    const response = await fetch(RECEIPT_KEY_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const jwk = (await response.json()) as JsonWebKey & { kid?: string };
    if (jwk.kid !== keyId) return null; // signed with a key the server no longer uses
    await set(name, jwk, receiptStore());
    return jwk;
  } catch {
    return null;
  }
}

/**
 * Whether the receipt's signature is the server's over its payload (WebCrypto Ed25519), checking
 * exactly what was issued: the signature spelled as the server wrote it (atob would read another
 * spelling of the same bytes) and no field that nothing signs.
 */
export async function verifyReceipt(receipt: Receipt): Promise<boolean> {
  if (!SIGNATURE_PATTERN.test(receipt.signature) || unknownReceiptFields(receipt).length > 0)
    return false;
  try {
    const jwk = await publicKeyFor(receipt.keyId);
    if (!jwk) return false;
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['verify']);
    const signature = Uint8Array.from(
      atob(receipt.signature.replaceAll('-', '+').replaceAll('_', '/')),
      (c) => c.charCodeAt(0),
    );
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      signature,
      new TextEncoder().encode(receiptSignedText(receipt.payload)),
    );
  } catch {
    return false; // a browser without Ed25519, a broken signature
  }
}

/**
 * The user's receipts on this device, each checked: the server's newest first added to them when
 * it can be reached (a failure leaves the kept ones, offline too).
 */
export async function receiptsOnThisDevice(userId: string): Promise<CheckedReceipt[]> {
  try {
    const { receipts } = await gqlRequest(GetReceiptsDocument);
    await keepReceipts(userId, receipts);
  } catch {
    // Offline or the server away: what is kept is what there is.
  }
  const kept = await keptReceipts(userId);
  return Promise.all(
    kept.map(async (receipt) => ({ receipt, verified: await verifyReceipt(receipt) })),
  );
}

/** The file "Download receipts" saves; `npm run operator -- receipts:verify <file>` reads it. */
export function receiptsFileText(receipts: readonly Receipt[]): string {
  return `${JSON.stringify({ format: RECEIPTS_FILE_FORMAT, receipts }, null, 2)}\n`;
}
