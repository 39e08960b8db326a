-- Grades and badges are computed from submissions (core/progress.ts, core/family-home.ts), so the
-- enrolment grade columns and the earned-badge rows that only the demo seed ever wrote are dropped.
ALTER TABLE "earned_badges" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "earned_badges" CASCADE;--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_overall_grade_range";--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_homework_grade_range";--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_quiz_grade_range";--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_contest_grade_range";--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_percent_completed_range";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "overall_grade";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "homework_grade";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "quiz_grade";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "contest_grade";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "percent_completed";