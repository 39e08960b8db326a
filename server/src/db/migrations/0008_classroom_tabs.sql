ALTER TABLE "students" ADD COLUMN "leaderboard_initials" boolean;--> statement-breakpoint
ALTER TABLE "academy_settings" ADD COLUMN "leaderboard_initials_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "issues_status_date_idx" ON "issues" USING btree ("issue_status","date_assigned");