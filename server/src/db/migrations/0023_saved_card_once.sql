-- A card saved more than once before one card meant one profile: the family keeps its default copy
-- (else its first) and the others are marked deleted, so payments that name them keep their rows.
UPDATE "payment_profiles" AS "p" SET "deleted_at" = now()
WHERE "p"."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "payment_profiles" AS "q"
  WHERE "q"."deleted_at" IS NULL
    AND "q"."family_account_id" = "p"."family_account_id"
    AND "q"."card_brand" = "p"."card_brand"
    AND "q"."last4" = "p"."last4"
    AND "q"."expiration" = "p"."expiration"
    AND ("q"."is_default", -"q"."id") > ("p"."is_default", -"p"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_profiles_one_per_card" ON "payment_profiles" USING btree ("family_account_id","card_brand","last4","expiration") WHERE "payment_profiles"."deleted_at" is null;
