CREATE TABLE "academy_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"quarter" "quarter" NOT NULL,
	"session" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_terms_dates_ordered" CHECK ("academy_terms"."end_date" >= "academy_terms"."start_date")
);
--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "promotions_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "refund_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_holidays_date_unique" ON "academy_holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "academy_holidays_name_idx" ON "academy_holidays" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_terms_unique" ON "academy_terms" USING btree ("year","quarter","session");