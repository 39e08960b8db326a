ALTER TABLE "family_accounts" ADD COLUMN "registration_key" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "invite_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "family_accounts_registration_key_unique" ON "family_accounts" USING btree ("registration_key");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invite_code_unique" ON "referrals" USING btree ("invite_code");