CREATE TYPE "public"."notification_delivery_status" AS ENUM('QUEUED', 'HELD', 'SENT', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."notification_channel" AS ENUM('EMAIL', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."notification_recipient_type" AS ENUM('STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE');--> statement-breakpoint
CREATE TABLE "grade_alert_thresholds" (
	"family_member_id" integer PRIMARY KEY NOT NULL,
	"percent" smallint NOT NULL,
	CONSTRAINT "grade_alert_thresholds_percent_range" CHECK ("grade_alert_thresholds"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "notification_academy_off" (
	"kind" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_choices" (
	"recipient_type" "notification_recipient_type" NOT NULL,
	"recipient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"on" boolean NOT NULL,
	CONSTRAINT "notification_choices_recipient_type_recipient_id_kind_channel_pk" PRIMARY KEY("recipient_type","recipient_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"address" text NOT NULL,
	"status" "notification_delivery_status" NOT NULL,
	"job_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_type" "notification_recipient_type" NOT NULL,
	"recipient_id" integer NOT NULL,
	"student_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_notification_channel_unique" ON "notification_deliveries" USING btree ("notification_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_created_idx" ON "notification_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_recipient_unique" ON "notifications" USING btree ("event_key","recipient_type","recipient_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_type","recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_type","recipient_id") WHERE "notifications"."read_at" is null;