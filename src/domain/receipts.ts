/**
 * Signed receipts (docs/decisions/048-signed-receipts.md): what the server gives a candidate when a
 * timed section closes or the questionnaire is submitted, signed with its Ed25519 key, kept on the
 * device and checked there (WebCrypto) and by the operator (`receipts:verify`). Shared by the
 * server (signing, checking), the app (checking, showing) and the operator command.
 *
 * A receipt holds who, what, how it closed and when, the number of answers recorded and a SHA-256
 * digest over them; never a correct answer or a score.
 */
import { z } from 'zod';
import { canonicalJson } from './canonical-json.ts';

export const RECEIPT_VERSION = 1;

/** MANUAL and TIMER: a timed section's close; SUBMIT: the questionnaire's. */
export const RECEIPT_CLOSE_TYPES = ['MANUAL', 'TIMER', 'SUBMIT'] as const;
export type ReceiptCloseType = (typeof RECEIPT_CLOSE_TYPES)[number];

/** What is signed. Every field is recomputed from the database by `receipts:verify`. */
export const receiptPayloadSchema = z.object({
  version: z.number().int().positive(),
  /** The candidate's user id. */
  candidateId: z.string().min(1),
  /** The assessment definition (cognitive-v1, lateral-v1) or the questionnaire's version. */
  assessmentId: z.string().min(1),
  /** The section; null for the questionnaire. */
  sectionId: z.string().min(1).nullable(),
  closeType: z.enum(RECEIPT_CLOSE_TYPES),
  /** When the section closed or the questionnaire was submitted (ISO 8601, UTC, milliseconds). */
  closedAt: z.string().min(1),
  answerCount: z.number().int().min(0),
  /** SHA-256 of `answersDigestInput(answers)`, lowercase hex. */
  answersDigest: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ReceiptPayload = z.infer<typeof receiptPayloadSchema>;

/**
 * An Ed25519 signature (64 bytes) as issued: base64url with no padding, 86 characters, the last
 * one's 4 unused bits zero. Another spelling of the same bytes (a changed last character, padding)
 * is not the text the server gave, so it does not verify.
 */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{85}[AQgw]$/;

/** A receipt as issued, kept and downloaded. `title` is for people and is not signed. */
export const receiptSchema = z.object({
  payload: receiptPayloadSchema,
  /** Ed25519 over `receiptSignedText(payload)` (UTF-8), base64url. */
  signature: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /** The signing key's JWK thumbprint (RFC 7638), base64url: the `kid` of its public JWK. */
  keyId: z.string().regex(/^[A-Za-z0-9_-]+$/),
  title: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * The fields of `raw` (a receipt as read from a file or a device) that a receipt does not have,
 * e.g. `payload.score`: nothing signs them, so a receipt carrying one is refused rather than
 * read without it. GraphQL's `__typename` is the API's, not the receipt's, and is left aside.
 */
export function unknownReceiptFields(raw: unknown): string[] {
  const extra = (value: unknown, known: readonly string[], prefix: string) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.keys(value)
          .filter((k) => k !== '__typename' && !known.includes(k))
          .map((k) => `${prefix}${k}`)
      : [];
  return [
    ...extra(raw, Object.keys(receiptSchema.shape), ''),
    ...extra(
      (raw as { payload?: unknown } | null)?.payload,
      Object.keys(receiptPayloadSchema.shape),
      'payload.',
    ),
  ];
}

/** The file "Download receipts" saves, which `receipts:verify` reads (a lone receipt too). */
export const RECEIPTS_FILE_FORMAT = 'candidate-portal-receipts';
export const receiptsFileSchema = z.object({
  format: z.literal(RECEIPTS_FILE_FORMAT),
  receipts: z.array(receiptSchema),
});

/** The text signed: the payload's canonical JSON (sorted keys, no whitespace). */
export function receiptSignedText(payload: ReceiptPayload): string {
  return canonicalJson(payload);
}

/** One recorded answer as the digest covers it. */
export interface RecordedAnswer {
  /** The item's id (a timed section) or the question's (the questionnaire). */
  itemId: string;
  /** The answer as stored: a timed item's values, a question's value or values. */
  value: unknown;
  /** When the server received it (ISO 8601, UTC, milliseconds). */
  receivedAt: string;
}

/**
 * What the digest is taken over: the answers sorted by item id (JavaScript's string order), each
 * `{itemId, receivedAt, value}`, as one canonical JSON array.
 */
export function answersDigestInput(answers: readonly RecordedAnswer[]): string {
  const sorted = [...answers].sort((a, b) =>
    a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0,
  );
  return canonicalJson(
    sorted.map(({ itemId, value, receivedAt }) => ({ itemId, receivedAt, value })),
  );
}

/** The short id shown to candidates: the digest's first 8 hex digits, "7F3A-19C2". */
export function receiptShortId(payload: Pick<ReceiptPayload, 'answersDigest'>): string {
  const head = payload.answersDigest.slice(0, 8).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4)}`;
}

export const receiptMessages = {
  line: (payload: ReceiptPayload) =>
    `Receipt ${receiptShortId(payload)}: ${payload.answerCount} ${
      payload.answerCount === 1 ? 'answer' : 'answers'
    } received`,
  verified: 'Verified',
  notVerified: 'Could not verify',
} as const;
