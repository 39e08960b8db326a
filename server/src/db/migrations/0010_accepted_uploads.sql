ALTER TABLE "uploaded_files" ADD COLUMN "upload_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_upload_key_unique" ON "uploaded_files" USING btree ("upload_key");--> statement-breakpoint
CREATE INDEX "uploaded_files_family_member_idx" ON "uploaded_files" USING btree ("family_member_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_employee_idx" ON "uploaded_files" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_unattached_idx" ON "uploaded_files" USING btree ("created_at") WHERE "uploaded_files"."attached_at" is null and "uploaded_files"."deleted_at" is null;--> statement-breakpoint
-- hand-written: uploads accepted before this migration are in use (they were stored when a profile saved them).
UPDATE "uploaded_files" SET "attached_at" = "uploaded_at" WHERE "uploaded_at" IS NOT NULL;
