-- The trigram operator classes of the search indexes (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "enrollments_classroom_idx";--> statement-breakpoint
CREATE INDEX "family_members_search_idx" ON "family_members" USING gin ("first_name" gin_trgm_ops,"last_name" gin_trgm_ops,"email" gin_trgm_ops,"phone_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "students_search_idx" ON "students" USING gin ("first_name" gin_trgm_ops,"last_name" gin_trgm_ops,"username" gin_trgm_ops,"email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "enrollments_classroom_idx" ON "enrollments" USING btree ("classroom_id","withdrawn_at");