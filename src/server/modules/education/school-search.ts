/**
 * GetSchoolOptions / GetSchoolNameList: the APPROVED schools whose name holds every word typed,
 * whatever the case and punctuation ("texas austin" finds "The University of Texas at Austin").
 * Ranked: names that begin with the text, then names with a word beginning with it, then names
 * containing it, then the rest; shorter names first within a rank. At most SCHOOL_SEARCH_LIMIT.
 */
import { sql } from 'drizzle-orm';
import { SCHOOL_SEARCH_LIMIT } from '../../../domain/education.ts';
import type { DbExecutor } from '../../db/client.ts';

export const SCHOOL_SEARCH_MAX_LENGTH = 100;

export interface SchoolOption {
  label: string;
  /** The school's id, what UpdateUserSchoolsArray takes as `school`. */
  value: string;
}

/** Lower case, no accents, words of letters and digits separated by single spaces. */
export function normalizeSchoolSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The limit asked for, kept within 1 and SCHOOL_SEARCH_LIMIT (25); 25 when none is given. */
export function clampSchoolSearchLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return SCHOOL_SEARCH_LIMIT;
  return Math.min(Math.max(Math.trunc(limit), 1), SCHOOL_SEARCH_LIMIT);
}

export async function searchSchools(
  db: DbExecutor,
  text: string,
  limit?: number | null,
): Promise<SchoolOption[]> {
  const phrase = normalizeSchoolSearch(text.slice(0, SCHOOL_SEARCH_MAX_LENGTH));
  if (phrase === '') return [];
  // The same normalization in SQL; words are [a-z0-9]+, so they hold no LIKE wildcards.
  const name = sql`(' ' || trim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g')) || ' ')`;
  const everyWord = sql.join(
    phrase.split(' ').map((word) => sql`${name} like ${`%${word}%`}`),
    sql` and `,
  );
  const result = await db.execute<{ id: string; name: string }>(sql`
    select id, name from schools
    where status = 'APPROVED' and ${everyWord}
    order by
      case
        when ${name} like ${` ${phrase}%`} then 0
        when ${name} like ${`% ${phrase}%`} then 1
        when ${name} like ${`%${phrase}%`} then 2
        else 3
      end,
      length(name),
      name
    limit ${clampSchoolSearchLimit(limit)}
  `);
  return result.rows.map((row) => ({ label: row.name, value: row.id }));
}
