CREATE TYPE "public"."account_data_request_kind" AS ENUM('EXPORT', 'ERASURE');--> statement-breakpoint
CREATE TABLE "account_data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "account_data_request_kind" NOT NULL,
	"user_id" uuid,
	"actor" text NOT NULL,
	"reason" text,
	"erased_rows" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erased_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erased_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"erasure_id" uuid NOT NULL,
	"assessment_id" text NOT NULL,
	"status" "assessment_status" NOT NULL,
	"started_on" date,
	"ended_on" date
);
--> statement-breakpoint
ALTER TABLE "account_data_requests" ADD CONSTRAINT "account_data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erased_attempts" ADD CONSTRAINT "erased_attempts_erasure_id_account_data_requests_id_fk" FOREIGN KEY ("erasure_id") REFERENCES "public"."account_data_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erased_attempts" ADD CONSTRAINT "erased_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_data_requests_user_id_idx" ON "account_data_requests" USING btree ("user_id","kind","created_at");