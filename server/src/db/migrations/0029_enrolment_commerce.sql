CREATE TYPE "public"."discount_kind" AS ENUM('SIBLING', 'MULTI_CLASS', 'COUPON');--> statement-breakpoint
CREATE TYPE "public"."instalment_status" AS ENUM('SCHEDULED', 'PAID', 'FAILED', 'DEFAULTED');--> statement-breakpoint
CREATE TYPE "public"."payment_plan_status" AS ENUM('ACTIVE', 'PAID', 'DEFAULTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."waitlist_status" AS ENUM('WAITING', 'OFFERED', 'ENROLLED', 'LEFT', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"family_account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"charge_attempt_id" integer,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"total_limit" integer,
	"per_family_limit" integer,
	"first_enrolment_only" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by_employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_limits_positive" CHECK (coalesce("coupons"."total_limit", 1) >= 1 and coalesce("coupons"."per_family_limit", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"family_account_id" integer NOT NULL,
	"payment_profile_id" integer,
	"total_cents" integer NOT NULL,
	"deposit_percent" smallint NOT NULL,
	"instalments" smallint NOT NULL,
	"status" "payment_plan_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_total_non_negative" CHECK ("payment_plans"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"due_date" date NOT NULL,
	"cents" integer NOT NULL,
	"status" "instalment_status" DEFAULT 'SCHEDULED' NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"next_attempt_on" date,
	"last_error" text DEFAULT '' NOT NULL,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_instalments_cents_non_negative" CHECK ("plan_instalments"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"family_account_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" "waitlist_status" DEFAULT 'WAITING' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offered_by_employee_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_offer_has_end" CHECK ("waitlist_entries"."status" <> 'OFFERED' or "waitlist_entries"."offer_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "waitlist_offer_hours" smallint DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "sibling_discount" jsonb;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "multi_class_discount" jsonb;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "payment_plan_threshold_cents" integer;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "payment_plan_deposit_percent" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "payment_plan_instalments" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "payment_plan_default_action" text DEFAULT 'KEEP' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "discount_kind" "discount_kind";--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_charge_attempt_id_charge_attempts_id_fk" FOREIGN KEY ("charge_attempt_id") REFERENCES "public"."charge_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_employee_id_employees_id_fk" FOREIGN KEY ("created_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_payment_profile_id_payment_profiles_id_fk" FOREIGN KEY ("payment_profile_id") REFERENCES "public"."payment_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_instalments" ADD CONSTRAINT "plan_instalments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offered_by_employee_id_employees_id_fk" FOREIGN KEY ("offered_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_one_per_invoice" ON "coupon_uses" USING btree ("invoice_id") WHERE "coupon_uses"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_family_idx" ON "coupon_uses" USING btree ("family_account_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_one_per_invoice" ON "payment_plans" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_plans_family_idx" ON "payment_plans" USING btree ("family_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_instalments_plan_number_unique" ON "plan_instalments" USING btree ("plan_id","number");--> statement-breakpoint
CREATE INDEX "plan_instalments_due_idx" ON "plan_instalments" USING btree ("next_attempt_on") WHERE "plan_instalments"."status" in ('SCHEDULED', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_live_per_student" ON "waitlist_entries" USING btree ("classroom_id","student_id") WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("classroom_id","position") WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "waitlist_entries_family_idx" ON "waitlist_entries" USING btree ("family_account_id");--> statement-breakpoint
ALTER TABLE "academy_settings" ADD CONSTRAINT "academy_settings_offer_hours" CHECK ("academy_settings"."waitlist_offer_hours" between 1 and 336);--> statement-breakpoint
ALTER TABLE "academy_settings" ADD CONSTRAINT "academy_settings_plan_terms" CHECK ("academy_settings"."payment_plan_deposit_percent" between 1 and 99 and "academy_settings"."payment_plan_instalments" between 2 and 4);--> statement-breakpoint
ALTER TABLE "academy_settings" ADD CONSTRAINT "academy_settings_plan_default_action" CHECK ("academy_settings"."payment_plan_default_action" in ('KEEP', 'WITHDRAW'));--> statement-breakpoint
-- hand-written: a live waitlist offer holds its seat. A class's seats taken are its enrolments
-- that are not withdrawn, the seats held by payments still with the card service, and the seats
-- held by live offers (OFFERED, before their end). A student's own hold and own offer are the seat
-- their enrolment or hold takes, so they are not counted against them.
CREATE OR REPLACE FUNCTION enforce_classroom_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seat_limit integer;
  taken integer;
BEGIN
  IF NEW.withdrawn_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.withdrawn_at IS NULL AND OLD.classroom_id = NEW.classroom_id THEN
    RETURN NEW;
  END IF;
  SELECT enrollment_max INTO seat_limit FROM classrooms WHERE id = NEW.classroom_id FOR UPDATE;
  IF seat_limit IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO taken FROM enrollments
    WHERE classroom_id = NEW.classroom_id AND withdrawn_at IS NULL AND id <> NEW.id;
  taken := taken + (SELECT count(*) FROM seat_holds
    WHERE classroom_id = NEW.classroom_id AND student_id <> NEW.student_id);
  taken := taken + (SELECT count(*) FROM waitlist_entries
    WHERE classroom_id = NEW.classroom_id AND status = 'OFFERED' AND offer_expires_at > now()
      AND student_id <> NEW.student_id);
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION enforce_seat_hold_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seat_limit integer;
  taken integer;
BEGIN
  SELECT enrollment_max INTO seat_limit FROM classrooms WHERE id = NEW.classroom_id FOR UPDATE;
  IF seat_limit IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO taken FROM enrollments
    WHERE classroom_id = NEW.classroom_id AND withdrawn_at IS NULL;
  taken := taken + (SELECT count(*) FROM seat_holds WHERE classroom_id = NEW.classroom_id);
  taken := taken + (SELECT count(*) FROM waitlist_entries
    WHERE classroom_id = NEW.classroom_id AND status = 'OFFERED' AND offer_expires_at > now()
      AND student_id <> NEW.student_id);
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- hand-written: an offer is made under the classroom's row lock and only into a free seat (SV001
-- when none is left), so an offer never takes a seat a payment or another offer holds.
CREATE FUNCTION enforce_waitlist_offer_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seat_limit integer;
  taken integer;
BEGIN
  IF NEW.status <> 'OFFERED' OR NEW.offer_expires_at <= now() THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'OFFERED' AND OLD.offer_expires_at > now() THEN
    RETURN NEW;
  END IF;
  SELECT enrollment_max INTO seat_limit FROM classrooms WHERE id = NEW.classroom_id FOR UPDATE;
  IF seat_limit IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO taken FROM enrollments
    WHERE classroom_id = NEW.classroom_id AND withdrawn_at IS NULL;
  taken := taken + (SELECT count(*) FROM seat_holds WHERE classroom_id = NEW.classroom_id);
  taken := taken + (SELECT count(*) FROM waitlist_entries
    WHERE classroom_id = NEW.classroom_id AND status = 'OFFERED' AND offer_expires_at > now() AND id <> NEW.id);
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER waitlist_entries_offer_capacity BEFORE INSERT OR UPDATE OF status, offer_expires_at ON waitlist_entries
  FOR EACH ROW EXECUTE FUNCTION enforce_waitlist_offer_capacity();--> statement-breakpoint
-- hand-written: a payment that closes unpaid gives its coupon use back at once (declined, failed
-- or voided), whatever path closed it; a paid one keeps it until a refund returns it.
CREATE FUNCTION release_coupon_uses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM coupon_uses WHERE charge_attempt_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER charge_attempts_release_coupon_uses AFTER UPDATE OF status ON charge_attempts
  FOR EACH ROW WHEN (OLD.status = 'PENDING' AND NEW.status NOT IN ('PENDING', 'SUCCEEDED'))
  EXECUTE FUNCTION release_coupon_uses();
