CREATE TYPE "public"."assessment_kind" AS ENUM('COGNITIVE', 'LATERAL');--> statement-breakpoint
CREATE TYPE "public"."assessment_status" AS ENUM('READY', 'IN_PROGRESS', 'COMPLETE');--> statement-breakpoint
CREATE TYPE "public"."item_type" AS ENUM('MATRIXTABLE', 'MULTISELECT', 'TEXTINPUT', 'MULTIPLE_CHOICE', 'POINTALLOCATION');--> statement-breakpoint
CREATE TYPE "public"."section_close_type" AS ENUM('MANUAL', 'TIMER');--> statement-breakpoint
CREATE TYPE "public"."section_status" AS ENUM('NOT_STARTED', 'IN_PROGRESS', 'COMPLETE');--> statement-breakpoint
CREATE TABLE "assessment_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"instructions" jsonb NOT NULL,
	"is_informational" boolean DEFAULT false NOT NULL,
	"time_limit_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "assessment_kind" NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assessment_id" text NOT NULL,
	"status" "assessment_status" DEFAULT 'READY' NOT NULL,
	"acknowledgements" jsonb,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_sections" (
	"candidate_assessment_id" uuid NOT NULL,
	"section_id" text NOT NULL,
	"status" "section_status" DEFAULT 'NOT_STARTED' NOT NULL,
	"timer_multiplier" numeric(4, 2) DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_type" "section_close_type",
	"score" integer,
	"max_score" integer,
	CONSTRAINT "candidate_sections_candidate_assessment_id_section_id_pk" PRIMARY KEY("candidate_assessment_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "item_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"section_id" text NOT NULL,
	"position" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"item_type" "item_type" NOT NULL,
	"leading_text" text NOT NULL,
	"headers" jsonb NOT NULL,
	"total_points" integer,
	"explanation" text
);
--> statement-breakpoint
CREATE TABLE "item_options" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_responses" (
	"candidate_assessment_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"section_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_responses_candidate_assessment_id_item_id_pk" PRIMARY KEY("candidate_assessment_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"item_group_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"value" text
);
--> statement-breakpoint
ALTER TABLE "assessment_sections" ADD CONSTRAINT "assessment_sections_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD CONSTRAINT "candidate_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_assessments" ADD CONSTRAINT "candidate_assessments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD CONSTRAINT "candidate_sections_candidate_assessment_id_candidate_assessments_id_fk" FOREIGN KEY ("candidate_assessment_id") REFERENCES "public"."candidate_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_sections" ADD CONSTRAINT "candidate_sections_section_id_assessment_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."assessment_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_groups" ADD CONSTRAINT "item_groups_section_id_assessment_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."assessment_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_options" ADD CONSTRAINT "item_options_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_candidate_assessment_id_candidate_assessments_id_fk" FOREIGN KEY ("candidate_assessment_id") REFERENCES "public"."candidate_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_responses" ADD CONSTRAINT "item_responses_section_id_assessment_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."assessment_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_group_id_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."item_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_sections_position_idx" ON "assessment_sections" USING btree ("assessment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_assessments_user_idx" ON "candidate_assessments" USING btree ("user_id","assessment_id");--> statement-breakpoint
CREATE INDEX "item_groups_section_idx" ON "item_groups" USING btree ("section_id","is_sample","position");--> statement-breakpoint
CREATE INDEX "item_options_item_idx" ON "item_options" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "items_group_idx" ON "items" USING btree ("item_group_id","position");