CREATE TYPE "public"."charge_attempt_status" AS ENUM('PENDING', 'SUCCEEDED', 'DECLINED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."sandbox_transaction_status" AS ENUM('capturedPendingSettlement', 'declined', 'voided', 'refundPendingSettlement');--> statement-breakpoint
CREATE TABLE "charge_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" charge_attempt_status DEFAULT 'PENDING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"gateway_invoice_number" text NOT NULL,
	"request" jsonb NOT NULL,
	"outcome" jsonb,
	"transaction_id" text,
	"card_brand" "card_brand",
	"last4" text,
	"payee" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_attempts_amount_non_negative" CHECK ("charge_attempts"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_profiles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payment_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700000001 CACHE 1),
	"customer_profile_id" text NOT NULL,
	"card_brand" "card_brand" NOT NULL,
	"last4" text NOT NULL,
	"expiration" text NOT NULL,
	"behaviour" jsonb NOT NULL,
	"merchant_customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 60200000001 CACHE 1),
	"kind" text NOT NULL,
	"status" "sandbox_transaction_status" NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_brand" "card_brand" NOT NULL,
	"last4" text NOT NULL,
	"expiration" text NOT NULL,
	"auth_code" text DEFAULT '' NOT NULL,
	"card_key" text NOT NULL,
	"token_id" text,
	"ref_trans_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD COLUMN "expiration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_attempts_family_key_unique" ON "charge_attempts" USING btree ("family_account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_attempts_one_pending_per_invoice" ON "charge_attempts" USING btree ("invoice_id") WHERE "charge_attempts"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "charge_attempts_pending_idx" ON "charge_attempts" USING btree ("created_at") WHERE "charge_attempts"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sandbox_payment_profiles_customer_idx" ON "sandbox_payment_profiles" USING btree ("customer_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_token_unique" ON "sandbox_transactions" USING btree ("token_id") WHERE "sandbox_transactions"."token_id" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_transactions_invoice_idx" ON "sandbox_transactions" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "sandbox_transactions_card_idx" ON "sandbox_transactions" USING btree ("card_key","created_at");--> statement-breakpoint
-- hand-written: a class's seat limit (enrollment_max) holds for every enrolment, paid or free,
-- however many requests race: each enrolment that takes a seat locks its classroom row first,
-- so concurrent ones count the seats one after another.
CREATE FUNCTION enforce_classroom_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF taken >= seat_limit THEN
    RAISE EXCEPTION 'classroom % is full', NEW.classroom_id USING ERRCODE = 'SV001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER enrollments_capacity BEFORE INSERT OR UPDATE OF withdrawn_at, classroom_id ON enrollments
  FOR EACH ROW EXECUTE FUNCTION enforce_classroom_capacity();
