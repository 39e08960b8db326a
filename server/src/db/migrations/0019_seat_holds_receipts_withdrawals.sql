CREATE TYPE "public"."withdrawal_mode" AS ENUM('REFUND', 'CREDIT');--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_attempt_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"invoice_item_id" integer NOT NULL,
	"mode" "withdrawal_mode" NOT NULL,
	"status" charge_attempt_status DEFAULT 'PENDING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"ref_transaction_id" text,
	"card_identification" text DEFAULT '' NOT NULL,
	"gateway_invoice_number" text DEFAULT '' NOT NULL,
	"transaction_id" text,
	"note" text DEFAULT '' NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."refund_cents" >= 0 and "withdrawals"."credit_cents" >= 0 and "withdrawals"."amount_cents" = "withdrawals"."refund_cents" + "withdrawals"."credit_cents")
);
--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD COLUMN "receipt_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_charge_attempt_id_charge_attempts_id_fk" FOREIGN KEY ("charge_attempt_id") REFERENCES "public"."charge_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_holds_attempt_classroom_student_unique" ON "seat_holds" USING btree ("charge_attempt_id","classroom_id","student_id");--> statement-breakpoint
CREATE INDEX "seat_holds_classroom_idx" ON "seat_holds" USING btree ("classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_per_enrollment" ON "withdrawals" USING btree ("enrollment_id") WHERE "withdrawals"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "charge_attempts_receipt_due_idx" ON "charge_attempts" USING btree ("receipt_due_at") WHERE "charge_attempts"."receipt_sent_at" is null and "charge_attempts"."receipt_due_at" is not null;--> statement-breakpoint
-- hand-written: seat holds count like enrolments. A class's seats taken are its enrolments that
-- are not withdrawn plus the seats held by payments still with the card service; both kinds of
-- row lock the classroom row before counting, so racing requests count one after another.
-- An enrolment does not count a hold of the same student: that hold is the seat it takes.
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
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- hand-written: a hold is refused (SV001) when the class has no seat for it.
CREATE FUNCTION enforce_seat_hold_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER seat_holds_capacity BEFORE INSERT ON seat_holds
  FOR EACH ROW EXECUTE FUNCTION enforce_seat_hold_capacity();--> statement-breakpoint
-- hand-written: a payment that leaves PENDING gives its held seats back, whatever path closed it
-- (approved and enrolled, declined, failed, voided, or closed by the reconciler).
CREATE FUNCTION release_seat_holds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM seat_holds WHERE charge_attempt_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER charge_attempts_release_seats AFTER UPDATE OF status ON charge_attempts
  FOR EACH ROW WHEN (OLD.status = 'PENDING' AND NEW.status <> 'PENDING')
  EXECUTE FUNCTION release_seat_holds();
