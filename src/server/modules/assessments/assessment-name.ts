/**
 * How an operator names an assessment on the command line (assessments:void, integrity:list): by
 * its definition id ("cognitive-v1"), its kind ("cognitive", "lateral") or its title ("Cognitive
 * Skills Assessment"), without regard to case or repeated spaces.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { assessments } from '../../db/schema.ts';

/** A condition on `assessments`: true for the assessments `name` means. */
export function assessmentNamed(name: string): SQL {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const matchable = (column: SQL) => sql`lower(regexp_replace(${column}, '\\s+', ' ', 'g'))`;
  return or(
    eq(matchable(sql`${assessments.id}`), wanted),
    eq(matchable(sql`${assessments.kind}::text`), wanted),
    eq(matchable(sql`${assessments.title}`), wanted),
  )!;
}
