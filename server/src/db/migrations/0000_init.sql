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
CREATE TYPE "public"."classroom_status" AS ENUM('OPENED', 'PUBLISHED', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."lesson_plan_type" AS ENUM('INTRODUCTION', 'INSTRUCTION', 'REVIEW', 'ASSESSMENT', 'CONTEST');--> statement-breakpoint
CREATE TYPE "public"."opportunity_stage" AS ENUM('LEAD', 'ASSESSMENT', 'TRIAL', 'ENROLLMENT');--> statement-breakpoint
CREATE TYPE "public"."opportunity_status" AS ENUM('OPEN', 'WON', 'LOST');--> statement-breakpoint
CREATE TYPE "public"."subject" AS ENUM('M', 'N', 'B', 'P', 'C', 'E', 'D');--> statement-breakpoint
CREATE TYPE "public"."teaching_style" AS ENUM('SELF_PACED', 'CLASSROOM', 'BLENDED', 'MENTORED', 'TUTORED', 'COMPETITION');--> statement-breakpoint
CREATE TYPE "public"."tutor_session_status" AS ENUM('SCHEDULED', 'COMPLETED', 'CANCELED', 'ABSENT');--> statement-breakpoint
CREATE TYPE "public"."feedback_type" AS ENUM('INSTANT', 'GRADED', 'DELAYED');--> statement-breakpoint
CREATE TYPE "public"."problem_set_kind" AS ENUM('HOMEWORK', 'EXERCISE', 'QUIZ', 'INSTRUCTION', 'PRACTICE', 'PREVIEW', 'REVIEW', 'CONTEST');--> statement-breakpoint
CREATE TYPE "public"."problem_set_purpose" AS ENUM('MENTAL', 'SKILL', 'PROBLEM_SOLVING');--> statement-breakpoint
CREATE TYPE "public"."problem_type" AS ENUM('FREE_FORM', 'OFFLINE', 'MANY_HOTSPOTS', 'ONE_HOTSPOT', 'MATCHING', 'SCIENTIFIC_UNIT', 'SHORT_NUMBER_RESPONSE', 'SHORT_TEXT_RESPONSE', 'MULTIPLE_TEXT_RESPONSE', 'TRUE_FALSE', 'MULTIPLE_CHOICE_ONE_ANSWER', 'MULTIPLE_CHOICE_MANY_ANSWERS', 'RANKING', 'EMBED', 'DISPLAY');--> statement-breakpoint
CREATE TYPE "public"."assignment_status" AS ENUM('ASSIGNED', 'NOT_ASSIGNED');--> statement-breakpoint
CREATE TYPE "public"."badge_ranking" AS ENUM('HONOR', 'BRONZE', 'SILVER', 'GOLD');--> statement-breakpoint
CREATE TYPE "public"."enrollment_status" AS ENUM('PAID', 'QUALIFY', 'TRIAL');--> statement-breakpoint
CREATE TYPE "public"."attendee_status" AS ENUM('UNKNOWN', 'ABSENT', 'ONTIME', 'LATE', 'EARLY');--> statement-breakpoint
CREATE TYPE "public"."makeup_status" AS ENUM('SCHEDULED', 'ABSENT');--> statement-breakpoint
CREATE TYPE "public"."help_message_author" AS ENUM('STUDENT', 'ASSISTANT', 'STAFF');--> statement-breakpoint
CREATE TYPE "public"."issue_status" AS ENUM('INITIATED', 'RESOLVED');--> statement-breakpoint
CREATE TYPE "public"."issue_type" AS ENUM('NEED_HELP', 'REPORT_PROBLEM', 'ATTENDANCE', 'MESSAGE');--> statement-breakpoint
CREATE TYPE "public"."card_brand" AS ENUM('VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB');--> statement-breakpoint
CREATE TYPE "public"."credit_status" AS ENUM('OPEN', 'USED', 'EXPIRED', 'VOID');--> statement-breakpoint
CREATE TYPE "public"."credit_type" AS ENUM('REFERRAL', 'REFUND', 'WITHDRAWAL', 'PROMOTION', 'COURTESY');--> statement-breakpoint
CREATE TYPE "public"."invoice_item_type" AS ENUM('CLASSROOM', 'OFFER', 'DISCOUNT');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('PENDING', 'OPEN', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."offer_type" AS ENUM('NEW_STUDENT', 'EARLY_BIRD', 'LEARN_MORE', 'REFERRAL', 'SIBLING');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('CREDIT', 'VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'CASH', 'CHECK');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('NEWS', 'EVENT', 'PROMOTION', 'ANNOUNCEMENT');--> statement-breakpoint
CREATE TYPE "public"."referral_status" AS ENUM('INITIATED', 'SIGNEDUP', 'ENROLLED');--> statement-breakpoint
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
CREATE TABLE "classroom_instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"status" "classroom_status" DEFAULT 'PUBLISHED' NOT NULL,
	"year" smallint NOT NULL,
	"quarter" "quarter" NOT NULL,
	"session" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"final_access_date" date,
	"start_time" time,
	"end_time" time,
	"meets" text DEFAULT '' NOT NULL,
	"meets_on_monday" boolean DEFAULT false NOT NULL,
	"meets_on_tuesday" boolean DEFAULT false NOT NULL,
	"meets_on_wednesday" boolean DEFAULT false NOT NULL,
	"meets_on_thursday" boolean DEFAULT false NOT NULL,
	"meets_on_friday" boolean DEFAULT false NOT NULL,
	"meets_on_saturday" boolean DEFAULT false NOT NULL,
	"meets_on_sunday" boolean DEFAULT false NOT NULL,
	"meets_everyday" boolean DEFAULT false NOT NULL,
	"meetings_per_week" smallint DEFAULT 1 NOT NULL,
	"teaching_style" "teaching_style" NOT NULL,
	"on_solve" boolean DEFAULT true NOT NULL,
	"external_url" text,
	"on_catalog" boolean DEFAULT true NOT NULL,
	"center_location_id" integer,
	"tuition_cents" integer DEFAULT 0 NOT NULL,
	"early_bird_tuition_cents" integer,
	"enrollment_max" integer,
	"video_id" text,
	"headline_news_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classrooms_dates_ordered" CHECK ("classrooms"."end_date" >= "classrooms"."start_date"),
	CONSTRAINT "classrooms_tuition_non_negative" CHECK ("classrooms"."tuition_cents" >= 0),
	CONSTRAINT "classrooms_early_bird_tuition_range" CHECK ("classrooms"."early_bird_tuition_cents" is null or "classrooms"."early_bird_tuition_cents" between 0 and "classrooms"."tuition_cents"),
	CONSTRAINT "classrooms_enrollment_max_non_negative" CHECK ("classrooms"."enrollment_max" is null or "classrooms"."enrollment_max" >= 0),
	CONSTRAINT "classrooms_meetings_per_week_range" CHECK ("classrooms"."meetings_per_week" between 0 and 7),
	CONSTRAINT "classrooms_off_platform_has_url" CHECK ("classrooms"."on_solve" or "classrooms"."external_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"subject" "subject" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"start_grade" smallint NOT NULL,
	"end_grade" smallint NOT NULL,
	"image_url" text,
	"category" text DEFAULT '' NOT NULL,
	"lesson_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_grade_band" CHECK ("courses"."start_grade" between 0 and 12 and "courses"."end_grade" between "courses"."start_grade" and 12),
	CONSTRAINT "courses_lesson_count_non_negative" CHECK ("courses"."lesson_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"lesson_plan_type" "lesson_plan_type" DEFAULT 'INSTRUCTION' NOT NULL,
	"order" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "lesson_plans_order_non_negative" CHECK ("lesson_plans"."order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"lesson_plan_id" integer NOT NULL,
	"start_on" timestamp with time zone,
	"end_on" timestamp with time zone,
	"preview_on" timestamp with time zone,
	"due_on" timestamp with time zone,
	"webinar_id" text,
	"webinar_url" text,
	"webinar_replay" text,
	"office_hour_duration" smallint,
	"primary_office_hour_on" timestamp with time zone,
	"makeup_office_hour_on" timestamp with time zone,
	"office_hour_meeting_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_end_after_start" CHECK ("lessons"."end_on" is null or "lessons"."start_on" is null or "lessons"."end_on" >= "lessons"."start_on"),
	CONSTRAINT "lessons_office_hour_duration_range" CHECK ("lessons"."office_hour_duration" is null or "lessons"."office_hour_duration" between 0 and 600)
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"family_account_id" integer,
	"stage" "opportunity_stage" DEFAULT 'LEAD' NOT NULL,
	"status" "opportunity_status" DEFAULT 'OPEN' NOT NULL,
	"responsible_employee_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"to_lesson_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"tutor_id" integer,
	"status" "tutor_session_status" DEFAULT 'SCHEDULED' NOT NULL,
	"order" smallint NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"duration_minutes" smallint DEFAULT 50 NOT NULL,
	"location_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_sessions_duration_positive" CHECK ("tutor_sessions"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"order" smallint NOT NULL,
	"text" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hints" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"order" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_url" text,
	"video_url" text,
	CONSTRAINT "hints_order_positive" CHECK ("hints"."order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "problem_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"file_key" text,
	"image_url" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_images_cost_non_negative" CHECK ("problem_images"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "problem_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_plan_id" integer,
	"order" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"kind" "problem_set_kind" NOT NULL,
	"purpose" "problem_set_purpose" NOT NULL,
	"learning_objective" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"allowed_attempts" smallint,
	"auto_grading" boolean DEFAULT true NOT NULL,
	"video_id" text,
	"feedback_type" "feedback_type" DEFAULT 'INSTANT' NOT NULL,
	"time_limit" integer DEFAULT 0 NOT NULL,
	"allow_skip" boolean DEFAULT true NOT NULL,
	"randomize_order" boolean DEFAULT false NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_sets_allowed_attempts_positive" CHECK ("problem_sets"."allowed_attempts" is null or "problem_sets"."allowed_attempts" > 0),
	CONSTRAINT "problem_sets_time_limit_non_negative" CHECK ("problem_sets"."time_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_set_id" integer NOT NULL,
	"order" smallint NOT NULL,
	"points" smallint DEFAULT 1 NOT NULL,
	"problem_type" "problem_type" NOT NULL,
	"question_text" text DEFAULT '' NOT NULL,
	"question_image_url" text,
	"question_video" text,
	"solution_text" text,
	"solution_image_url" text,
	"solution_video" text,
	"answer" text DEFAULT '' NOT NULL,
	"case_sensitive" boolean DEFAULT false NOT NULL,
	"approximate" boolean DEFAULT false NOT NULL,
	"randomize_choices" boolean DEFAULT false NOT NULL,
	"typeset_math" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problems_points_non_negative" CHECK ("problems"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"problem_set_id" integer NOT NULL,
	"status" "assignment_status" DEFAULT 'ASSIGNED' NOT NULL,
	"start_on" timestamp with time zone,
	"due_on" timestamp with time zone,
	"graded" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"ranking" "badge_ranking" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"min_grade" numeric(5, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "badges_min_grade_range" CHECK ("badges"."min_grade" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "earned_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"badge_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"classroom_id" integer,
	"tentative" boolean DEFAULT true NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"status" "enrollment_status",
	"overall_grade" numeric(5, 2),
	"homework_grade" numeric(5, 2),
	"quiz_grade" numeric(5, 2),
	"contest_grade" numeric(5, 2),
	"percent_completed" numeric(5, 2) DEFAULT 0 NOT NULL,
	"invoice_item_id" integer,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_overall_grade_range" CHECK ("enrollments"."overall_grade" is null or "enrollments"."overall_grade" between -1 and 100),
	CONSTRAINT "enrollments_homework_grade_range" CHECK ("enrollments"."homework_grade" is null or "enrollments"."homework_grade" between -1 and 100),
	CONSTRAINT "enrollments_quiz_grade_range" CHECK ("enrollments"."quiz_grade" is null or "enrollments"."quiz_grade" between -1 and 100),
	CONSTRAINT "enrollments_contest_grade_range" CHECK ("enrollments"."contest_grade" is null or "enrollments"."contest_grade" between -1 and 100),
	CONSTRAINT "enrollments_percent_completed_range" CHECK ("enrollments"."percent_completed" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_points_non_negative" CHECK ("leaderboard_points"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "problem_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"sum" numeric(8, 2) DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"graded" boolean DEFAULT false NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"attachment_key" text,
	"attachment_url" text,
	"scratchpad_key" text,
	"scratchpad_url" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_responses_state_range" CHECK ("problem_responses"."state" between 0 and 6),
	CONSTRAINT "problem_responses_sum_non_negative" CHECK ("problem_responses"."sum" >= 0),
	CONSTRAINT "problem_responses_count_non_negative" CHECK ("problem_responses"."count" >= 0),
	CONSTRAINT "problem_responses_time_non_negative" CHECK ("problem_responses"."time_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"student_session_id" integer,
	"attempt_number" smallint DEFAULT 1 NOT NULL,
	"random_seed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"graded" boolean DEFAULT false NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sum" numeric(8, 2) DEFAULT 0 NOT NULL,
	"overall_grade" numeric(5, 2),
	"total_time_spent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_attempt_positive" CHECK ("submissions"."attempt_number" >= 1),
	CONSTRAINT "submissions_count_non_negative" CHECK ("submissions"."count" >= 0),
	CONSTRAINT "submissions_sum_non_negative" CHECK ("submissions"."sum" >= 0),
	CONSTRAINT "submissions_overall_grade_range" CHECK ("submissions"."overall_grade" is null or "submissions"."overall_grade" between -1 and 100),
	CONSTRAINT "submissions_time_non_negative" CHECK ("submissions"."total_time_spent" >= 0),
	CONSTRAINT "submissions_submitted_after_start" CHECK ("submissions"."submitted_at" is null or "submissions"."submitted_at" >= "submissions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" "attendee_status" DEFAULT 'UNKNOWN' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"overall_grade" numeric(5, 2),
	"percent_completed" numeric(5, 2) DEFAULT 0 NOT NULL,
	"is_makeup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendees_overall_grade_range" CHECK ("attendees"."overall_grade" is null or "attendees"."overall_grade" between -1 and 100),
	CONSTRAINT "attendees_percent_completed_range" CHECK ("attendees"."percent_completed" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "makeups" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"from_lesson_id" integer NOT NULL,
	"to_lesson_id" integer,
	"status" "makeup_status" NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"original_absent" boolean DEFAULT false NOT NULL,
	"created_by_student_id" integer,
	"created_by_family_member_id" integer,
	"created_by_employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makeups_scheduled_has_target" CHECK ("makeups"."status" <> 'SCHEDULED' or "makeups"."to_lesson_id" is not null),
	CONSTRAINT "makeups_target_differs" CHECK ("makeups"."to_lesson_id" is null or "makeups"."to_lesson_id" <> "makeups"."from_lesson_id")
);
--> statement-breakpoint
CREATE TABLE "help_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"author" "help_message_author" NOT NULL,
	"help_order" smallint DEFAULT 0 NOT NULL,
	"message_text" text DEFAULT '' NOT NULL,
	"chat_video" text,
	"chat_image" text,
	"chat_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_type" "issue_type" NOT NULL,
	"issue_status" "issue_status" DEFAULT 'INITIATED' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"response" text,
	"resolution" text,
	"date_assigned" timestamp with time zone DEFAULT now() NOT NULL,
	"date_resolved" timestamp with time zone,
	"lap_code" text,
	"hint_number" smallint DEFAULT 0 NOT NULL,
	"responsible_employee_id" integer,
	"student_id" integer NOT NULL,
	"classroom_id" integer,
	"problem_id" integer,
	"assignment_id" integer,
	"attendee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_resolved_after_assigned" CHECK ("issues"."date_resolved" is null or "issues"."date_resolved" >= "issues"."date_assigned"),
	CONSTRAINT "issues_hint_number_non_negative" CHECK ("issues"."hint_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"announce_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"announcer_id" integer,
	"headline" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_number" text NOT NULL,
	"family_account_id" integer NOT NULL,
	"credit_type" "credit_type" NOT NULL,
	"status" "credit_status" DEFAULT 'OPEN' NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"issue_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expiration_date" date,
	"referral_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_amount_non_negative" CHECK ("credits"."amount_cents" >= 0),
	CONSTRAINT "credits_balance_range" CHECK ("credits"."balance_cents" between 0 and "credits"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"item_type" "invoice_item_type" NOT NULL,
	"student_id" integer,
	"classroom_id" integer,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"early_bird" boolean DEFAULT false NOT NULL,
	"early_bird_discount_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enrolled" boolean DEFAULT false NOT NULL,
	"offer_type" "offer_type",
	"withdrawal" boolean DEFAULT false NOT NULL,
	"withdrawal_amount_cents" integer DEFAULT 0 NOT NULL,
	"archived_on" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_items_classroom_has_student" CHECK ("invoice_items"."item_type" <> 'CLASSROOM' or ("invoice_items"."student_id" is not null and "invoice_items"."classroom_id" is not null)),
	CONSTRAINT "invoice_items_quantity_positive" CHECK ("invoice_items"."quantity" >= 1),
	CONSTRAINT "invoice_items_amounts_non_negative" CHECK ("invoice_items"."unit_price_cents" >= 0 and "invoice_items"."early_bird_discount_cents" >= 0 and "invoice_items"."discount_cents" >= 0
          and "invoice_items"."price_cents" >= 0 and "invoice_items"."withdrawal_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"status" "invoice_status" DEFAULT 'PENDING' NOT NULL,
	"family_account_id" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"short_summary" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"issue_date" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"responsible_employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_price_non_negative" CHECK ("invoices"."price_cents" >= 0),
	CONSTRAINT "invoices_balance_range" CHECK ("invoices"."balance_cents" between 0 and "invoices"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"gateway_customer_profile_id" text NOT NULL,
	"gateway_payment_profile_id" text NOT NULL,
	"card_brand" "card_brand" NOT NULL,
	"last4" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_profiles_last4_digits" CHECK ("payment_profiles"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"credit_id" integer,
	"payment_profile_id" integer,
	"date_received" timestamp with time zone DEFAULT now() NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"method" "payment_method" NOT NULL,
	"identification" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"transaction_id" text,
	"auth_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_credit_method" CHECK (("payments"."method" = 'CREDIT') = ("payments"."credit_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "post_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"student_id" integer,
	"family_member_id" integer,
	"favorited" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_favorites_one_reader" CHECK (("post_favorites"."student_id" is null) <> ("post_favorites"."family_member_id" is null))
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"student_id" integer,
	"family_member_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_views_at_most_one_reader" CHECK ("post_views"."student_id" is null or "post_views"."family_member_id" is null)
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"video" text,
	"post_type" "post_type" DEFAULT 'NEWS' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"classroom_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_expires_after_publish" CHECK ("posts"."expiration_date" is null or "posts"."publish_date" is null or "posts"."expiration_date" >= "posts"."publish_date")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_first_name" text NOT NULL,
	"referee_last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"status" "referral_status" DEFAULT 'INITIATED' NOT NULL,
	"referee_family_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "classroom_instructors" ADD CONSTRAINT "classroom_instructors_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_instructors" ADD CONSTRAINT "classroom_instructors_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_center_location_id_locations_id_fk" FOREIGN KEY ("center_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_headline_news_id_news_id_fk" FOREIGN KEY ("headline_news_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_responsible_employee_id_employees_id_fk" FOREIGN KEY ("responsible_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_to_lesson_id_lessons_id_fk" FOREIGN KEY ("to_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_tutor_id_employees_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hints" ADD CONSTRAINT "hints_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_images" ADD CONSTRAINT "problem_images_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_images" ADD CONSTRAINT "problem_images_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_sets" ADD CONSTRAINT "problem_sets_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_problem_set_id_problem_sets_id_fk" FOREIGN KEY ("problem_set_id") REFERENCES "public"."problem_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_problem_set_id_problem_sets_id_fk" FOREIGN KEY ("problem_set_id") REFERENCES "public"."problem_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_badges" ADD CONSTRAINT "earned_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_badges" ADD CONSTRAINT "earned_badges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_badges" ADD CONSTRAINT "earned_badges_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_points" ADD CONSTRAINT "leaderboard_points_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_points" ADD CONSTRAINT "leaderboard_points_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_points" ADD CONSTRAINT "leaderboard_points_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_points" ADD CONSTRAINT "leaderboard_points_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_responses" ADD CONSTRAINT "problem_responses_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_responses" ADD CONSTRAINT "problem_responses_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_session_id_student_sessions_id_fk" FOREIGN KEY ("student_session_id") REFERENCES "public"."student_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_from_lesson_id_lessons_id_fk" FOREIGN KEY ("from_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_to_lesson_id_lessons_id_fk" FOREIGN KEY ("to_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_created_by_student_id_students_id_fk" FOREIGN KEY ("created_by_student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_created_by_family_member_id_family_members_id_fk" FOREIGN KEY ("created_by_family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_created_by_employee_id_employees_id_fk" FOREIGN KEY ("created_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_messages" ADD CONSTRAINT "help_messages_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_responsible_employee_id_employees_id_fk" FOREIGN KEY ("responsible_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_announcer_id_employees_id_fk" FOREIGN KEY ("announcer_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_likes" ADD CONSTRAINT "news_likes_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_likes" ADD CONSTRAINT "news_likes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_responsible_employee_id_employees_id_fk" FOREIGN KEY ("responsible_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_profile_id_payment_profiles_id_fk" FOREIGN KEY ("payment_profile_id") REFERENCES "public"."payment_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_favorites" ADD CONSTRAINT "post_favorites_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_favorites" ADD CONSTRAINT "post_favorites_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_favorites" ADD CONSTRAINT "post_favorites_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_family_accounts_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_family_account_id_family_accounts_id_fk" FOREIGN KEY ("referee_family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "uploaded_files_student_idx" ON "uploaded_files" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_instructors_unique" ON "classroom_instructors" USING btree ("classroom_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_instructors_one_lead" ON "classroom_instructors" USING btree ("classroom_id") WHERE "classroom_instructors"."is_lead";--> statement-breakpoint
CREATE INDEX "classroom_instructors_employee_idx" ON "classroom_instructors" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "classrooms_code_idx" ON "classrooms" USING btree ("code");--> statement-breakpoint
CREATE INDEX "classrooms_course_idx" ON "classrooms" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "classrooms_status_start_idx" ON "classrooms" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "classrooms_term_idx" ON "classrooms" USING btree ("year","quarter");--> statement-breakpoint
CREATE INDEX "classrooms_center_idx" ON "classrooms" USING btree ("center_location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_unique" ON "courses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "courses_grades_idx" ON "courses" USING btree ("start_grade","end_grade");--> statement-breakpoint
CREATE INDEX "lesson_plans_course_order_idx" ON "lesson_plans" USING btree ("course_id","order");--> statement-breakpoint
CREATE INDEX "lessons_classroom_start_idx" ON "lessons" USING btree ("classroom_id","start_on");--> statement-breakpoint
CREATE INDEX "lessons_lesson_plan_idx" ON "lessons" USING btree ("lesson_plan_id");--> statement-breakpoint
CREATE INDEX "lessons_start_idx" ON "lessons" USING btree ("start_on");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_classroom_plan_unique" ON "lessons" USING btree ("classroom_id","lesson_plan_id");--> statement-breakpoint
CREATE INDEX "opportunities_student_stage_idx" ON "opportunities" USING btree ("student_id","stage","status");--> statement-breakpoint
CREATE UNIQUE INDEX "trials_opportunity_classroom_unique" ON "trials" USING btree ("opportunity_id","classroom_id");--> statement-breakpoint
CREATE INDEX "trials_classroom_idx" ON "trials" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "tutor_sessions_classroom_student_idx" ON "tutor_sessions" USING btree ("classroom_id","student_id","start_date_time");--> statement-breakpoint
CREATE INDEX "tutor_sessions_student_start_idx" ON "tutor_sessions" USING btree ("student_id","start_date_time");--> statement-breakpoint
CREATE INDEX "choices_problem_order_idx" ON "choices" USING btree ("problem_id","order");--> statement-breakpoint
CREATE INDEX "hints_problem_order_idx" ON "hints" USING btree ("problem_id","order");--> statement-breakpoint
CREATE INDEX "problem_images_problem_idx" ON "problem_images" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "problem_sets_lesson_plan_order_idx" ON "problem_sets" USING btree ("lesson_plan_id","order");--> statement-breakpoint
CREATE INDEX "problems_problem_set_order_idx" ON "problems" USING btree ("problem_set_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_lesson_problem_set_unique" ON "assignments" USING btree ("lesson_id","problem_set_id");--> statement-breakpoint
CREATE INDEX "assignments_problem_set_idx" ON "assignments" USING btree ("problem_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_title_ranking_unique" ON "badges" USING btree ("title","ranking");--> statement-breakpoint
CREATE UNIQUE INDEX "earned_badges_unique" ON "earned_badges" USING btree ("student_id","classroom_id","badge_id");--> statement-breakpoint
CREATE INDEX "earned_badges_classroom_idx" ON "earned_badges" USING btree ("classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_student_classroom_unique" ON "enrollments" USING btree ("student_id","classroom_id");--> statement-breakpoint
CREATE INDEX "enrollments_classroom_idx" ON "enrollments" USING btree ("classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_points_submission_unique" ON "leaderboard_points" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "leaderboard_points_classroom_student_idx" ON "leaderboard_points" USING btree ("classroom_id","student_id");--> statement-breakpoint
CREATE INDEX "leaderboard_points_lesson_student_idx" ON "leaderboard_points" USING btree ("lesson_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_responses_submission_problem_unique" ON "problem_responses" USING btree ("submission_id","problem_id");--> statement-breakpoint
CREATE INDEX "problem_responses_problem_idx" ON "problem_responses" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "submissions_student_assignment_idx" ON "submissions" USING btree ("student_id","assignment_id","attempt_number");--> statement-breakpoint
CREATE INDEX "submissions_assignment_idx" ON "submissions" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_attempt_unique" ON "submissions" USING btree ("student_id","assignment_id","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_in_progress" ON "submissions" USING btree ("student_id","assignment_id") WHERE "submissions"."submitted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_student_lesson_unique" ON "attendees" USING btree ("student_id","lesson_id");--> statement-breakpoint
CREATE INDEX "attendees_lesson_idx" ON "attendees" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "makeups_student_from_lesson_unique" ON "makeups" USING btree ("student_id","from_lesson_id");--> statement-breakpoint
CREATE INDEX "makeups_to_lesson_idx" ON "makeups" USING btree ("to_lesson_id");--> statement-breakpoint
CREATE INDEX "help_messages_issue_idx" ON "help_messages" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "issues_student_date_idx" ON "issues" USING btree ("student_id","date_assigned");--> statement-breakpoint
CREATE INDEX "issues_classroom_date_idx" ON "issues" USING btree ("classroom_id","date_assigned");--> statement-breakpoint
CREATE INDEX "issues_responsible_status_idx" ON "issues" USING btree ("responsible_employee_id","issue_status");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_one_per_problem_and_type" ON "issues" USING btree ("student_id","problem_id","issue_type") WHERE "issues"."problem_id" is not null and "issues"."issue_type" in ('NEED_HELP', 'REPORT_PROBLEM');--> statement-breakpoint
CREATE UNIQUE INDEX "issues_one_attendance_per_attendee" ON "issues" USING btree ("student_id","attendee_id") WHERE "issues"."attendee_id" is not null and "issues"."issue_type" = 'ATTENDANCE';--> statement-breakpoint
CREATE INDEX "news_classroom_announce_idx" ON "news" USING btree ("classroom_id","announce_date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "news_likes_news_student_unique" ON "news_likes" USING btree ("news_id","student_id");--> statement-breakpoint
CREATE INDEX "news_likes_student_idx" ON "news_likes" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_number_unique" ON "credits" USING btree ("credit_number");--> statement-breakpoint
CREATE INDEX "credits_family_issue_date_idx" ON "credits" USING btree ("family_account_id","issue_date");--> statement-breakpoint
CREATE INDEX "credits_open_by_family_idx" ON "credits" USING btree ("family_account_id") WHERE "credits"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "credits_one_per_referral" ON "credits" USING btree ("referral_id") WHERE "credits"."referral_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_items_student_classroom_idx" ON "invoice_items" USING btree ("student_id","classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_one_live_classroom" ON "invoice_items" USING btree ("invoice_id","student_id","classroom_id") WHERE "invoice_items"."archived_on" is null and "invoice_items"."item_type" = 'CLASSROOM';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_family_issue_date_idx" ON "invoices" USING btree ("family_account_id","issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_cart_per_family" ON "invoices" USING btree ("family_account_id") WHERE "invoices"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_profiles_gateway_unique" ON "payment_profiles" USING btree ("gateway_customer_profile_id","gateway_payment_profile_id");--> statement-breakpoint
CREATE INDEX "payment_profiles_family_idx" ON "payment_profiles" USING btree ("family_account_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_credit_idx" ON "payments" USING btree ("credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_favorites_student_unique" ON "post_favorites" USING btree ("post_id","student_id") WHERE "post_favorites"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "post_favorites_family_member_unique" ON "post_favorites" USING btree ("post_id","family_member_id") WHERE "post_favorites"."family_member_id" is not null;--> statement-breakpoint
CREATE INDEX "post_views_post_idx" ON "post_views" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "posts_published_publish_date_idx" ON "posts" USING btree ("published","publish_date");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referrer_email_unique" ON "referrals" USING btree ("referrer_id",lower("email"));--> statement-breakpoint
CREATE INDEX "referrals_referee_family_idx" ON "referrals" USING btree ("referee_family_account_id");