ALTER TABLE "problem_responses" ADD COLUMN "staff_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "problem_responses_to_grade_idx" ON "problem_responses" USING btree ("submission_id") WHERE "problem_responses"."state" = 4 or ("problem_responses"."staff_seen_at" is null and ("problem_responses"."attachment_url" is not null or "problem_responses"."scratchpad_url" is not null));--> statement-breakpoint
-- Hand-written: answers a teacher graded before this column existed (states 3, 5 and 6 come only
-- from a grader's points) count as seen, so that their attached work does not return to the queue.
UPDATE "problem_responses" SET "staff_seen_at" = "updated_at" WHERE "state" IN (3, 5, 6);
