CREATE TABLE "notification_templates" (
	"message" text PRIMARY KEY NOT NULL,
	"subject" text,
	"text" text,
	"sms" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
