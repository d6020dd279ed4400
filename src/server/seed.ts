/**
 * Reference data every installation needs. Idempotent: safe to run at every start, and by several
 * replicas starting at once, which take turns under the schema lock (docs/decisions/026).
 *
 * It lives beside main.ts, not in db/: it writes the modules' content (institutions, the survey, the
 * assessments), and db/ sits below the modules and imports none of them (eslint.config.js).
 */
import { sql } from 'drizzle-orm';
import { INDUSTRY_CONTEXTS } from '../domain/constants.ts';
import type { DbExecutor } from './db/client.ts';
import { withSchemaLock } from './db/migrate.ts';
import { industryContexts } from './db/schema.ts';
import { seedAssessmentContents } from './modules/assessments/content-store.ts';
import { seedInstitutions } from './modules/education/institutions.ts';
import { seedSurveyDefinitions } from './modules/survey/survey.ts';

export async function seed(db: DbExecutor): Promise<void> {
  await withSchemaLock(db, async (tx) => {
    await tx
      .insert(industryContexts)
      .values(INDUSTRY_CONTEXTS.map((c, index) => ({ id: c.id, name: c.name, sortOrder: index })))
      .onConflictDoUpdate({
        target: industryContexts.id,
        set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
      });
    // The US institutions of the school search (one statement; existing rows are left alone).
    await seedInstitutions(tx);
    // The behavioral survey's versions: inserted when missing, a stored version never overwritten.
    await seedSurveyDefinitions(tx);
    // The timed assessments' definitions: inserted whole when missing, a stored one never updated.
    await seedAssessmentContents(tx);
  });
}
