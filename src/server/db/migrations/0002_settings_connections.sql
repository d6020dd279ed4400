CREATE TYPE "public"."email_change_status" AS ENUM('SENT', 'CANCELLED', 'CONFIRMED');--> statement-breakpoint
CREATE TYPE "public"."profile_visibility" AS ENUM('public', 'invite_only');--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"status" "email_change_status" DEFAULT 'SENT' NOT NULL,
	"initiated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_closes_at" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_new_email_lower_case" CHECK ("email_changes"."new_email" = lower("email_changes"."new_email"))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "visibility" "profile_visibility" DEFAULT 'invite_only' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_id_idx" ON "email_changes" USING btree ("user_id","initiated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_invitations_firm_user_idx" ON "candidate_invitations" USING btree ("firm_id","user_id");--> statement-breakpoint
CREATE INDEX "candidate_invitations_email_idx" ON "candidate_invitations" USING btree ("email");