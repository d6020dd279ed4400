/**
 * The embedded list of US institutions candidates pick their school from, seeded as APPROVED
 * schools at every start. `institutions.json` is a curated list written for this product
 * (no npm package ships IPEDS institution names): real US institutions named as the IPEDS
 * directory names them, with their IPEDS unit id where it was known; provenance in the README.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import institutionsJson from './institutions.json' with { type: 'json' };

export interface Institution {
  name: string;
  city: string;
  /** Two-letter state or territory code. */
  state: string;
  /** IPEDS unit id (UNITID), or null where the list does not know it. */
  ipedsUnitId: number | null;
}

export const INSTITUTIONS: readonly Institution[] = institutionsJson;

/**
 * One statement, whatever the list's size: rows already there (same IPEDS unit id, or a seeded
 * school of the same name) are left alone, so names an operator corrected stay corrected.
 * Returns how many schools were added.
 */
export async function seedInstitutions(
  db: DbExecutor,
  institutions: readonly Institution[] = INSTITUTIONS,
): Promise<number> {
  const result = await db.execute(sql`
    insert into schools (name, status, ipeds_unit_id, city, state)
    select v.name, 'APPROVED', v."ipedsUnitId", v.city, v.state
    from jsonb_to_recordset(${JSON.stringify(institutions)}::jsonb)
      as v(name text, city text, state text, "ipedsUnitId" integer)
    where not exists (
      select 1 from schools s
      where s.created_by_user_id is null and lower(s.name) = lower(v.name)
    )
    on conflict (ipeds_unit_id) do nothing
  `);
  return result.rowCount ?? 0;
}
