CREATE TABLE "counter_shards" (
	"name" text NOT NULL,
	"shard" smallint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "counter_shards_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
DROP INDEX "lesson_plans_course_order_idx";--> statement-breakpoint
DROP INDEX "choices_problem_order_idx";--> statement-breakpoint
DROP INDEX "hints_problem_order_idx";--> statement-breakpoint
DROP INDEX "problems_problem_set_order_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_sets" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "problem_sets" SET "code" = 'set-' || "id";--> statement-breakpoint
ALTER TABLE "problem_sets" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_plans_course_order_unique" ON "lesson_plans" USING btree ("course_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "choices_problem_order_unique" ON "choices" USING btree ("problem_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "hints_problem_order_unique" ON "hints" USING btree ("problem_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_sets_code_unique" ON "problem_sets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "problems_problem_set_order_unique" ON "problems" USING btree ("problem_set_id","order");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_level_positive" CHECK ("courses"."level" >= 1);--> statement-breakpoint
-- The problems-solved counter: statement triggers add each statement's rows to the shard of the
-- connection that ran it, so concurrent writers on different connections never share a row.
CREATE FUNCTION "count_problem_responses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM inserted_rows;
  ELSE
    SELECT -count(*) INTO delta FROM deleted_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "counter_shards" ("name", "shard", "value")
    VALUES ('problem_responses', pg_backend_pid() % 16, delta)
    ON CONFLICT ("name", "shard") DO UPDATE SET "value" = "counter_shards"."value" + excluded."value";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "problem_responses_counted_on_insert" AFTER INSERT ON "problem_responses"
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_problem_responses"();--> statement-breakpoint
CREATE TRIGGER "problem_responses_counted_on_delete" AFTER DELETE ON "problem_responses"
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_problem_responses"();--> statement-breakpoint
INSERT INTO "counter_shards" ("name", "shard", "value") SELECT 'problem_responses', 0, count(*) FROM "problem_responses";
