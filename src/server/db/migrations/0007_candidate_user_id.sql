-- Decision 027: candidate_sections and item_responses name their candidate (user_id), their keys start with it, and their foreign key to candidate_assessments includes it. Hand-ordered: drizzle-kit's order would add the column NOT NULL to tables that have rows, and the foreign keys before the unique constraint they need.
ALTER TABLE "candidate_assessments" ADD CONSTRAINT "candidate_assessments_user_id_id_unique" UNIQUE("user_id","id");--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "item_responses" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "candidate_sections" cs SET "user_id" = ca."user_id" FROM "candidate_assessments" ca WHERE ca."id" = cs."candidate_assessment_id";--> statement-breakpoint
UPDATE "item_responses" r SET "user_id" = ca."user_id" FROM "candidate_assessments" ca WHERE ca."id" = r."candidate_assessment_id";--> statement-breakpoint
ALTER TABLE "candidate_sections" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "item_responses" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_sections" DROP CONSTRAINT "candidate_sections_candidate_assessment_id_candidate_assessments_id_fk";--> statement-breakpoint
ALTER TABLE "item_responses" DROP CONSTRAINT "item_responses_candidate_assessment_id_candidate_assessments_id_fk";--> statement-breakpoint
ALTER TABLE "candidate_sections" DROP CONSTRAINT "candidate_sections_candidate_assessment_id_section_id_pk";--> statement-breakpoint
ALTER TABLE "item_responses" DROP CONSTRAINT "item_responses_candidate_assessment_id_item_id_pk";--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD CONSTRAINT "candidate_sections_user_id_candidate_assessment_id_section_id_pk" PRIMARY KEY("user_id","candidate_assessment_id","section_id");--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_user_id_candidate_assessment_id_item_id_pk" PRIMARY KEY("user_id","candidate_assessment_id","item_id");--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD CONSTRAINT "candidate_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD CONSTRAINT "candidate_sections_candidate_assessment_fk" FOREIGN KEY ("user_id","candidate_assessment_id") REFERENCES "public"."candidate_assessments"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_candidate_assessment_fk" FOREIGN KEY ("user_id","candidate_assessment_id") REFERENCES "public"."candidate_assessments"("user_id","id") ON DELETE cascade ON UPDATE no action;
