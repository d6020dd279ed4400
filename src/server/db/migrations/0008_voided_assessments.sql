ALTER TYPE "public"."assessment_status" ADD VALUE 'VOIDED';--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "voided_reason" text;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "contact_email" text;