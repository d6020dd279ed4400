/**
 * The candidate's location preferences (WorkPreferences): one row per candidate, upserted, the
 * locations kept in the candidate's order.
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_PREFERRED_STYLE,
  type GeoLocation,
  type WorkPreferencesInput,
} from '../../../domain/work-preferences.ts';
import type { DbExecutor } from '../../db/client.ts';
import { workPreferences } from '../../db/schema.ts';

/** GraphQL WorkPreferences as plain JSON data (also what an idempotent replay returns). */
export interface WorkPreferencesView {
  /** The owner's id: one set of preferences per candidate. */
  id: string;
  noPreference: boolean;
  locations: GeoLocation[];
  workStyle: { preferredStyle: string };
}

type Row = Pick<
  typeof workPreferences.$inferSelect,
  'noPreference' | 'preferredStyle' | 'locations'
>;

const columns = {
  noPreference: workPreferences.noPreference,
  preferredStyle: workPreferences.preferredStyle,
  locations: workPreferences.locations,
};

function toView(userId: string, row: Row): WorkPreferencesView {
  return {
    id: userId,
    noPreference: row.noPreference,
    locations: row.locations.map(({ label, lat, lng }) => ({ label, lat, lng })),
    workStyle: { preferredStyle: row.preferredStyle },
  };
}

/** The stored preferences; without a row, nothing is chosen yet: not No Preference, no places. */
export async function findWorkPreferences(
  db: DbExecutor,
  userId: string,
): Promise<WorkPreferencesView> {
  const [row] = await db
    .select(columns)
    .from(workPreferences)
    .where(eq(workPreferences.userId, userId));
  return toView(
    userId,
    row ?? { noPreference: false, preferredStyle: DEFAULT_PREFERRED_STYLE, locations: [] },
  );
}

/** Stores `input` (validated by the domain schema) in one statement, replacing what was there. */
export async function saveWorkPreferences(
  db: DbExecutor,
  userId: string,
  input: WorkPreferencesInput,
): Promise<WorkPreferencesView> {
  const values = {
    noPreference: input.noPreference,
    preferredStyle: input.preferredStyle,
    locations: input.locations.map(({ label, lat, lng }) => ({ label, lat, lng })),
  };
  const [saved] = await db
    .insert(workPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: workPreferences.userId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning(columns);
  return toView(userId, saved!);
}
