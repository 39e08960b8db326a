ALTER TYPE "public"."attendee_status" ADD VALUE 'EXCUSED';--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"family_account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_family_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "recorded_by_employee_id" integer;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_family_member_id_family_members_id_fk" FOREIGN KEY ("created_by_family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_student_unique" ON "calendar_feeds" USING btree ("student_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_recorded_by_employee_id_employees_id_fk" FOREIGN KEY ("recorded_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;