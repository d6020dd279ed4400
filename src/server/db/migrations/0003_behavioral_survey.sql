CREATE TYPE "public"."user_survey_status" AS ENUM('in_progress', 'complete');--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"value" text,
	"multi_value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_surveys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"status" "user_survey_status" DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_user_surveys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_surveys"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_surveys" ADD CONSTRAINT "user_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_surveys" ADD CONSTRAINT "user_surveys_survey_id_survey_definitions_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_definitions_version_idx" ON "survey_definitions" USING btree ("version");