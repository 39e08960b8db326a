-- hand-written:
-- Server processes remember what never changes once an attempt or an answer is written
-- (modules/player/answer-memory.ts): an attempt's student, assignment, seed and start, and an
-- answer's attempt and problem. The database refuses any change to them, whoever tries it.
CREATE FUNCTION "refuse_fixed_fact_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the attempt and problem facts of % row % are fixed once written', TG_TABLE_NAME, OLD.id
    USING ERRCODE = 'integrity_constraint_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "submissions_facts_fixed" BEFORE UPDATE OF "id", "student_id", "assignment_id", "random_seed", "started_at" ON "submissions"
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.student_id IS DISTINCT FROM NEW.student_id
    OR OLD.assignment_id IS DISTINCT FROM NEW.assignment_id OR OLD.random_seed IS DISTINCT FROM NEW.random_seed
    OR OLD.started_at IS DISTINCT FROM NEW.started_at)
  EXECUTE FUNCTION "refuse_fixed_fact_change"();--> statement-breakpoint
CREATE TRIGGER "problem_responses_facts_fixed" BEFORE UPDATE OF "id", "submission_id", "problem_id" ON "problem_responses"
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.submission_id IS DISTINCT FROM NEW.submission_id
    OR OLD.problem_id IS DISTINCT FROM NEW.problem_id)
  EXECUTE FUNCTION "refuse_fixed_fact_change"();
