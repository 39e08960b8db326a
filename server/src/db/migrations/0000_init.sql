CREATE TYPE "public"."company" AS ENUM('SOLVE_ACADEMY', 'SOLVE_ONLINE', 'SOLVE_FOUNDATION', 'INDEPENDENT');--> statement-breakpoint
CREATE TYPE "public"."student_enrollment_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."family_account_status" AS ENUM('PROSPECT', 'REFERRED', 'ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE');--> statement-breakpoint
CREATE TYPE "public"."relation" AS ENUM('MOTHER', 'FATHER', 'GUARDIAN', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."code_channel" AS ENUM('SMS', 'CALL');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE');--> statement-breakpoint
CREATE TYPE "public"."file_purpose" AS ENUM('PROFILE_IMAGE', 'ATTACHMENT', 'SCRATCHPAD', 'PROBLEM_IMAGE', 'POST_IMAGE', 'NEWS_IMAGE');--> statement-breakpoint
CREATE TYPE "public"."outbox_kind" AS ENUM('SMS', 'CALL', 'MAIL');--> statement-breakpoint
CREATE TYPE "public"."quarter" AS ENUM('WINTER', 'SPRING', 'SUMMER', 'FALL');--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text,
	"gender" "gender",
	"birthdate" date,
	"image_url" text,
	"position" text DEFAULT '' NOT NULL,
	"company" "company" DEFAULT 'SOLVE_ACADEMY' NOT NULL,
	"work_email" text NOT NULL,
	"personal_email" text,
	"mobile_number" text,
	"password_hash" text NOT NULL,
	"is_teacher" boolean DEFAULT false NOT NULL,
	"is_admin_of_solve" boolean DEFAULT false NOT NULL,
	"is_office_user" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "family_account_status" DEFAULT 'PROSPECT' NOT NULL,
	"customer_profile_id" text,
	"customer_id" text,
	"location_id" integer,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"primary_family_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_accounts_balance_non_negative" CHECK ("family_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relation" "relation" NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"family_account_id" integer NOT NULL,
	"last_login" timestamp with time zone,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"is_center" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"image_url" text,
	"new_image_url" text,
	"birthdate" date,
	"over13" boolean DEFAULT false NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"grade" smallint DEFAULT 0 NOT NULL,
	"grade_updated" boolean DEFAULT false NOT NULL,
	"gender" "gender",
	"family_account_id" integer,
	"location_id" integer,
	"enrollment_status" "student_enrollment_status" DEFAULT 'ACTIVE' NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_grade_range" CHECK ("students"."grade" between 0 and 12),
	CONSTRAINT "students_coins_non_negative" CHECK ("students"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guest_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_type" "user_type" NOT NULL,
	"student_id" integer,
	"family_member_id" integer,
	"employee_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "guest_links_not_employee" CHECK ("guest_links"."user_type" <> 'EMPLOYEE'),
	CONSTRAINT "guest_links_one_user" CHECK ((case when "guest_links"."user_type" = 'STUDENT' then "guest_links"."student_id" is not null and "guest_links"."family_member_id" is null and "guest_links"."employee_id" is null
            when "guest_links"."user_type" = 'FAMILY_MEMBER' then "guest_links"."family_member_id" is not null and "guest_links"."student_id" is null and "guest_links"."employee_id" is null
            else "guest_links"."employee_id" is not null and "guest_links"."student_id" is null and "guest_links"."family_member_id" is null end))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_type" "user_type" NOT NULL,
	"student_id" integer,
	"family_member_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_one_user" CHECK ((case when "password_reset_tokens"."user_type" = 'STUDENT' then "password_reset_tokens"."student_id" is not null and "password_reset_tokens"."family_member_id" is null and "password_reset_tokens"."employee_id" is null
            when "password_reset_tokens"."user_type" = 'FAMILY_MEMBER' then "password_reset_tokens"."family_member_id" is not null and "password_reset_tokens"."student_id" is null and "password_reset_tokens"."employee_id" is null
            else "password_reset_tokens"."employee_id" is not null and "password_reset_tokens"."student_id" is null and "password_reset_tokens"."family_member_id" is null end))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_type" "user_type" NOT NULL,
	"student_id" integer,
	"family_member_id" integer,
	"employee_id" integer,
	"is_guest" boolean DEFAULT false NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "sessions_one_user" CHECK ((case when "sessions"."user_type" = 'STUDENT' then "sessions"."student_id" is not null and "sessions"."family_member_id" is null and "sessions"."employee_id" is null
            when "sessions"."user_type" = 'FAMILY_MEMBER' then "sessions"."family_member_id" is not null and "sessions"."student_id" is null and "sessions"."employee_id" is null
            else "sessions"."employee_id" is not null and "sessions"."student_id" is null and "sessions"."family_member_id" is null end))
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"channel" "code_channel" DEFAULT 'SMS' NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"session_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"support_email" text NOT NULL,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"current_quarter" "quarter" NOT NULL,
	"current_year" smallint NOT NULL,
	"next_quarter" "quarter" NOT NULL,
	"next_year" smallint NOT NULL,
	"catalog_quarter" "quarter" NOT NULL,
	"catalog_year" smallint NOT NULL,
	"early_bird_deadlines" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"intro_video_url" text DEFAULT '' NOT NULL,
	"help_video_url" text DEFAULT '' NOT NULL,
	"promo_banner" text DEFAULT '' NOT NULL,
	"support_hours" text DEFAULT '10:00 AM to 6:00 PM every day' NOT NULL,
	"default_responsible_employee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_settings_single_row" CHECK ("academy_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "outbox_kind" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"purpose" "file_purpose" NOT NULL,
	"content_type" text NOT NULL,
	"max_bytes" bigint NOT NULL,
	"size_bytes" bigint,
	"original_name" text DEFAULT '' NOT NULL,
	"student_id" integer,
	"family_member_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "family_accounts" ADD CONSTRAINT "family_accounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_accounts" ADD CONSTRAINT "family_accounts_primary_family_member_id_family_members_id_fk" FOREIGN KEY ("primary_family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sessions" ADD CONSTRAINT "student_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sessions" ADD CONSTRAINT "student_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD CONSTRAINT "academy_settings_default_responsible_employee_id_employees_id_fk" FOREIGN KEY ("default_responsible_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_work_email_unique" ON "employees" USING btree (lower("work_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_phone_unique" ON "family_members" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_email_unique" ON "family_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "family_members_family_account_idx" ON "family_members" USING btree ("family_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_username_unique" ON "students" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "students_family_account_idx" ON "students" USING btree ("family_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_links_hash_unique" ON "guest_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_student_idx" ON "sessions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "sessions_family_member_idx" ON "sessions" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "sessions_employee_idx" ON "sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sign_in_codes_phone_idx" ON "sign_in_codes" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "student_sessions_student_idx" ON "student_sessions" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_key_unique" ON "uploaded_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploaded_files_student_idx" ON "uploaded_files" USING btree ("student_id");