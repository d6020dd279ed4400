/**
 * A candidate's whole profile written straight into the database: every check of their menu
 * marked, so that firms see them (docs/decisions/054). For tests of what a firm sees, where how the
 * profile was filled in is beside the point (each form's own tests cover that). Works with the
 * server tests' pool and the browser tests' client (tests/support/database.ts) alike.
 *
 * Written: an approved school with a Bachelors (and a JD for the law context), demographics opted
 * out, "No Preference" for locations, a resume, the behavioral survey submitted, and every
 * assessment of the candidate COMPLETE (the one of their account type provisioned first when they
 * have none; Campus when no type is set). An assessment already VOIDED stays voided.
 */
interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

export async function completeProfileInDatabase(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `WITH school AS (
       INSERT INTO schools (name, status) VALUES ('Complete Profile University', 'APPROVED')
       RETURNING id
     )
     INSERT INTO user_schools (user_id, school_id, degree, major, gpa, graduation_date, position)
     SELECT $1, school.id, degree.id, degree.major, '3.5', '2020-05-07', degree.position
     FROM school, users u,
       (VALUES ('BACHELORS', 'Economics', 0, false), ('JD', NULL, 1, true))
         AS degree(id, major, position, law_only)
     WHERE u.id = $1 AND (NOT degree.law_only OR u.industry_context_id = 'law')`,
    [userId],
  );
  await db.query(
    `INSERT INTO personal_information (user_id, diversity_opt_in) VALUES ($1, false)
     ON CONFLICT (user_id) DO UPDATE SET diversity_opt_in = false`,
    [userId],
  );
  await db.query(
    `INSERT INTO work_preferences (user_id, no_preference) VALUES ($1, true)
     ON CONFLICT (user_id) DO UPDATE SET no_preference = true`,
    [userId],
  );
  await db.query(
    `INSERT INTO resumes (user_id, filename, filesize, content)
     VALUES ($1, 'resume.pdf', 8, '%PDF-1.4'::bytea) ON CONFLICT (user_id) DO NOTHING`,
    [userId],
  );
  await db.query(
    `INSERT INTO user_surveys (user_id, survey_id, status, completed_at)
     SELECT $1, id, 'complete', now() FROM survey_definitions ORDER BY version DESC LIMIT 1
     ON CONFLICT (user_id) DO UPDATE SET status = 'complete', completed_at = now()`,
    [userId],
  );
  await db.query(
    `INSERT INTO candidate_assessments (user_id, assessment_id, status, started_at, completed_at)
     SELECT $1, a.id, 'COMPLETE', now(), now()
     FROM users u JOIN assessments a
       ON a.kind = (CASE WHEN u.account_type = 'LATERAL' THEN 'LATERAL' ELSE 'COGNITIVE' END)::assessment_kind
     WHERE u.id = $1 AND NOT EXISTS (SELECT 1 FROM candidate_assessments WHERE user_id = $1)
     ORDER BY a.version DESC LIMIT 1`,
    [userId],
  );
  await db.query(
    `UPDATE candidate_assessments SET status = 'COMPLETE', completed_at = coalesce(completed_at, now())
     WHERE user_id = $1 AND status IN ('READY', 'IN_PROGRESS')`,
    [userId],
  );
}
