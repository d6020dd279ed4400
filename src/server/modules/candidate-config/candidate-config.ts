/**
 * Operator-set content every candidate sees (GetCandidateConfig): the info banner's message and the
 * maintenance modal's content. One row (id 1); no row yet means neither is set. Stored as plain
 * text: the app renders it as text, never as HTML (docs/pitfalls.md, "The session token is
 * readable by scripts").
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { candidateConfig } from '../../db/schema.ts';

const CONFIG_ROW_ID = 1;
export const BANNER_MESSAGE_MAX_LENGTH = 1000;
export const MAINTENANCE_CONTENT_MAX_LENGTH = 5000;

export interface CandidateConfigView {
  bannerNotificationMessage: string | null;
  maintenanceModalContent: string | null;
}

export async function getCandidateConfig(db: DbExecutor): Promise<CandidateConfigView> {
  const [row] = await db
    .select({
      bannerNotificationMessage: candidateConfig.bannerNotificationMessage,
      maintenanceModalContent: candidateConfig.maintenanceModalContent,
    })
    .from(candidateConfig)
    .where(eq(candidateConfig.id, CONFIG_ROW_ID));
  return row ?? { bannerNotificationMessage: null, maintenanceModalContent: null };
}

/** Trimmed text, or null for "clear"; refuses blank and over-long text (operator input). */
function normalize(text: string | null, maxLength: number, what: string): string | null {
  if (text === null) return null;
  const trimmed = text.trim();
  if (trimmed === '') throw new Error(`The ${what} is empty; use --clear to remove it.`);
  if (trimmed.length > maxLength) {
    throw new Error(`The ${what} is ${trimmed.length} characters long; at most ${maxLength}.`);
  }
  return trimmed;
}

async function upsert(db: DbExecutor, values: Partial<CandidateConfigView>): Promise<void> {
  await db
    .insert(candidateConfig)
    .values({ id: CONFIG_ROW_ID, ...values })
    .onConflictDoUpdate({ target: candidateConfig.id, set: values });
}

/** Sets the banner's message (null clears it). A new text shows again to those who dismissed one. */
export async function setBannerMessage(
  db: DbExecutor,
  message: string | null,
): Promise<string | null> {
  const value = normalize(message, BANNER_MESSAGE_MAX_LENGTH, 'banner message');
  await upsert(db, { bannerNotificationMessage: value });
  return value;
}

/** Sets the maintenance modal's content (null clears it). */
export async function setMaintenanceContent(
  db: DbExecutor,
  content: string | null,
): Promise<string | null> {
  const value = normalize(content, MAINTENANCE_CONTENT_MAX_LENGTH, 'maintenance content');
  await upsert(db, { maintenanceModalContent: value });
  return value;
}
