ALTER TABLE "section_contacts" ADD COLUMN "late_gained_ms" integer;--> statement-breakpoint
-- Late answers accepted before the budget existed count against it (docs/decisions/053).
INSERT INTO "section_contacts" ("user_id", "candidate_assessment_id", "section_id", "outbox_id", "late_gained_ms")
SELECT "user_id", "candidate_assessment_id", "section_id", '', max("late_by_ms")
FROM "item_responses" WHERE "late_by_ms" IS NOT NULL
GROUP BY "user_id", "candidate_assessment_id", "section_id"
ON CONFLICT ("user_id", "candidate_assessment_id", "section_id", "outbox_id") DO UPDATE
  SET "late_gained_ms" = greatest("section_contacts"."late_gained_ms", excluded."late_gained_ms");
