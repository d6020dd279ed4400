CREATE TABLE "section_contacts" (
	"user_id" uuid NOT NULL,
	"candidate_assessment_id" uuid NOT NULL,
	"section_id" text NOT NULL,
	"outbox_id" text DEFAULT '' NOT NULL,
	"last_contact_at" timestamp with time zone,
	"highest_sequence" integer,
	CONSTRAINT "section_contacts_user_id_candidate_assessment_id_section_id_outbox_id_pk" PRIMARY KEY("user_id","candidate_assessment_id","section_id","outbox_id")
);
--> statement-breakpoint
ALTER TABLE "item_responses" ADD COLUMN "late_by_ms" integer;--> statement-breakpoint
ALTER TABLE "section_contacts" ADD CONSTRAINT "section_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_contacts" ADD CONSTRAINT "section_contacts_candidate_section_fk" FOREIGN KEY ("user_id","candidate_assessment_id","section_id") REFERENCES "public"."candidate_sections"("user_id","candidate_assessment_id","section_id") ON DELETE cascade ON UPDATE no action;