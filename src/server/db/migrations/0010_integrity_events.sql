CREATE TYPE "public"."integrity_event_type" AS ENUM('TAB_HIDDEN', 'WINDOW_LEFT', 'COPY', 'CUT', 'PASTE', 'TAB_TAKEN_OVER', 'CLOCK_SKEW', 'SIGN_IN_ELSEWHERE');--> statement-breakpoint
CREATE TABLE "integrity_events" (
	"user_id" uuid NOT NULL,
	"candidate_assessment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"section_id" text NOT NULL,
	"type" "integrity_event_type" NOT NULL,
	"duration_ms" integer,
	"skew_ms" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrity_events_user_id_candidate_assessment_id_event_id_pk" PRIMARY KEY("user_id","candidate_assessment_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "integrity_events" ADD CONSTRAINT "integrity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_events" ADD CONSTRAINT "integrity_events_section_id_assessment_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."assessment_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_events" ADD CONSTRAINT "integrity_events_candidate_assessment_fk" FOREIGN KEY ("user_id","candidate_assessment_id") REFERENCES "public"."candidate_assessments"("user_id","id") ON DELETE cascade ON UPDATE no action;