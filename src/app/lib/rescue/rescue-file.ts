/**
 * The rescue file (docs/decisions/043-rescue-file.md): a candidate's unsent changes, saved on a
 * device that cannot reach the server and loaded on another signed in as the same user, where they
 * go into the outbox with their own ids (clientMutationId) and times. The server then treats them
 * exactly as a replay from the first device: its deadline rules apply, and an answer it already
 * has is answered with its first result and stored once.
 *
 * The file is JSON signed with the user's rescue key (HMAC-SHA-256 over canonical-json.ts's
 * serialization of everything but the signature), so a changed or broken file, or another
 * account's, is refused before anything from it is queued.
 */
import { z } from 'zod';
import type { ImportedEntry, OutboxEntry } from '../outbox/types.ts';
import { canonicalJson } from '../../../domain/canonical-json.ts';

export const RESCUE_FILE_FORMAT = 'candidate-portal-rescue-file';
export const RESCUE_FILE_VERSION = 1;

/** What the candidate reads when a file is refused or loaded (the spec's plain style). */
export const rescueMessages = {
  notARescueFile: 'This is not a file of unsent answers saved by this portal.',
  newerVersion:
    'This file was saved by a newer version of the portal. Reload the page, then load it again.',
  otherAccount: 'This file belongs to another account. Sign in as that candidate to load it.',
  changed: 'This file was changed after it was saved and cannot be used.',
  noKey: 'Connect to the internet once, then load the file again: it is checked with your account.',
  noKeyToSave:
    'This device cannot save a file yet: connect to the internet once while signed in, then try again.',
  nothingNew: 'The answers in this file are already on this device.',
  loaded: (count: number) =>
    `${count} ${count === 1 ? 'answer' : 'answers'} loaded; they are sent when you are online.`,
} as const;

const entrySchema = z.object({
  id: z.string().min(1).max(100),
  operation: z.string().min(1).max(100),
  document: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()),
  createdAt: z.number().int().nonnegative(),
  seq: z.number().int(),
  coalesceKey: z.string().max(500).optional(),
});

const fileSchema = z.object({
  format: z.literal(RESCUE_FILE_FORMAT),
  version: z.number().int().positive(),
  userId: z.string().min(1),
  exportedAt: z.string(),
  entries: z.array(entrySchema).max(10_000),
  signature: z.string().min(1),
});

/** Enough to tell a rescue file (of some version) from any other JSON. */
const headerSchema = z.object({ format: z.literal(RESCUE_FILE_FORMAT), version: z.number() });

export type RescueFile = z.infer<typeof fileSchema>;
type RescueFileEntry = z.infer<typeof entrySchema>;

// --- Signing (WebCrypto HMAC-SHA-256) ----------------------------------------------------------

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function toBase64Url(bytes: ArrayBuffer): string {
  const binary = String.fromCharCode(...new Uint8Array(bytes));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const hmacKey = (rescueKey: string) =>
  crypto.subtle.importKey(
    'raw',
    fromBase64Url(rescueKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

/** The bytes signed: the canonical serialization of the file without its signature. */
function signedBytes(file: Omit<RescueFile, 'signature'>): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(canonicalJson(file));
}

// --- Saving ------------------------------------------------------------------------------------

/** The file's text for the user's unsent entries (in queue order), signed with their key. */
export async function createRescueFile(
  userId: string,
  entries: readonly OutboxEntry[],
  rescueKey: string,
  now: Date = new Date(),
): Promise<string> {
  const unsigned: Omit<RescueFile, 'signature'> = {
    format: RESCUE_FILE_FORMAT,
    version: RESCUE_FILE_VERSION,
    userId,
    exportedAt: now.toISOString(),
    entries: entries
      .filter((e) => e.userId === userId)
      .sort((a, b) => a.seq - b.seq)
      .map((e): RescueFileEntry => ({
        id: e.id,
        operation: e.operation,
        document: e.document,
        variables: e.variables,
        createdAt: e.createdAt,
        seq: e.seq,
        ...(e.coalesceKey === undefined ? {} : { coalesceKey: e.coalesceKey }),
      })),
  };
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(rescueKey),
    signedBytes(unsigned),
  );
  return JSON.stringify({ ...unsigned, signature: toBase64Url(signature) }, null, 2);
}

/** "unsent-answers-2026-11-26-1605.json": the time it was saved, in the device's time zone. */
export function rescueFileName(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `unsent-answers-${day}-${two(now.getHours())}${two(now.getMinutes())}.json`;
}

// --- Loading -----------------------------------------------------------------------------------

export type CheckedRescueFile =
  { ok: true; entries: ImportedEntry[] } | { ok: false; message: string };

/**
 * Reads a file's text for the signed-in user: its entries, ready for the outbox, or why it is
 * refused. `keyFor` gives the user's rescue key (null: none to be had, e.g. offline on a new device).
 */
export async function checkRescueFile(
  text: string,
  userId: string,
  keyFor: (userId: string) => Promise<string | null>,
): Promise<CheckedRescueFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: rescueMessages.notARescueFile };
  }
  const header = headerSchema.safeParse(json);
  if (!header.success) return { ok: false, message: rescueMessages.notARescueFile };
  if (header.data.version > RESCUE_FILE_VERSION) {
    return { ok: false, message: rescueMessages.newerVersion };
  }
  const parsed = fileSchema.safeParse(json);
  // A file of this format that does not parse was cut short or edited: "changed" says what to do.
  if (!parsed.success) return { ok: false, message: rescueMessages.changed };
  const { signature, ...unsigned } = parsed.data;
  if (unsigned.userId !== userId) return { ok: false, message: rescueMessages.otherAccount };

  const rescueKey = await keyFor(userId);
  if (!rescueKey) return { ok: false, message: rescueMessages.noKey };
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(rescueKey),
      fromBase64Url(signature),
      signedBytes(unsigned),
    );
  } catch {
    valid = false; // a signature that is not base64url, data that cannot be serialized
  }
  if (!valid) return { ok: false, message: rescueMessages.changed };

  return {
    ok: true,
    entries: unsigned.entries.map((e) => ({
      id: e.id,
      userId,
      operation: e.operation,
      document: e.document,
      variables: e.variables,
      createdAt: e.createdAt,
      ...(e.coalesceKey === undefined ? {} : { coalesceKey: e.coalesceKey }),
    })),
  };
}
