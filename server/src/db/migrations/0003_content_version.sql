-- The content version: a number that grows with every change to what saving an answer reads of a
-- problem set (its problems and choices, the set, the assignment, the lesson, the lesson plan and
-- the classroom's title and teaching style). Server processes remember that content between
-- answers and write an answer only while the version they read it at is still the current one
-- (modules/player/answer-memory.ts). Inserts of new classrooms, lessons, plans, sets and
-- assignments change nothing already read, so they leave the version alone.
INSERT INTO "counter_shards" ("name", "shard", "value") VALUES ('content_version', 0, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "counter_shards" SET "value" = "value" + 1 WHERE "name" = 'content_version' AND "shard" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "problems_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "choices_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "choices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "problem_sets_content_changed" AFTER UPDATE OR DELETE ON "problem_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "assignments_content_changed" AFTER UPDATE OF "lesson_id", "problem_set_id" OR DELETE ON "assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "lessons_content_changed" AFTER UPDATE OF "classroom_id", "lesson_plan_id" OR DELETE ON "lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "lesson_plans_content_changed" AFTER UPDATE OF "title", "lesson_plan_type", "order" OR DELETE ON "lesson_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "classrooms_content_changed" AFTER UPDATE OF "title", "teaching_style" OR DELETE ON "classrooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "problems_content_truncated" AFTER TRUNCATE ON "problems" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "choices_content_truncated" AFTER TRUNCATE ON "choices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "problem_sets_content_truncated" AFTER TRUNCATE ON "problem_sets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "assignments_content_truncated" AFTER TRUNCATE ON "assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "lessons_content_truncated" AFTER TRUNCATE ON "lessons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "lesson_plans_content_truncated" AFTER TRUNCATE ON "lesson_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "classrooms_content_truncated" AFTER TRUNCATE ON "classrooms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
