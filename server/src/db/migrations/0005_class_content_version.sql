-- The content version (0003) also covers everything a class's lesson list reads, which server
-- processes now remember per classroom (modules/classroom/class-lessons.ts): any change to a
-- lesson, lesson plan or assignment, new lessons and assignments included, raises it. Problem sets
-- and their problems already raise it on every update and delete; a new set changes nothing until
-- an assignment uses it.
DROP TRIGGER "assignments_content_changed" ON "assignments";--> statement-breakpoint
DROP TRIGGER "lessons_content_changed" ON "lessons";--> statement-breakpoint
DROP TRIGGER "lesson_plans_content_changed" ON "lesson_plans";--> statement-breakpoint
CREATE TRIGGER "assignments_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "lessons_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "lesson_plans_content_changed" AFTER UPDATE OR DELETE ON "lesson_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
