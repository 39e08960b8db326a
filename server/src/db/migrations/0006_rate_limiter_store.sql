ALTER TABLE "rate_limits" ADD COLUMN "expire" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "blocked_until";--> statement-breakpoint
-- hand-written:
-- Counters kept in the former layout have no end time: the limits start afresh.
DELETE FROM "rate_limits";
