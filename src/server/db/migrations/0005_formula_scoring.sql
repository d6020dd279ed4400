ALTER TABLE "candidate_sections" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD COLUMN "right_answers" integer;--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD COLUMN "wrong_answers" integer;--> statement-breakpoint
-- Sections scored before decision 020 counted right answers only: that count is their right_answers; their wrong answers were not counted (left null).
UPDATE "candidate_sections" SET "right_answers" = "score"::integer WHERE "score" IS NOT NULL;
