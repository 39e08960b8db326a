ALTER TABLE "post_views" ADD COLUMN "viewed_on" date DEFAULT current_date NOT NULL;--> statement-breakpoint
-- hand-written: views recorded before this migration get their own day, and a reader's repeated
-- views of one day are kept once, before the indexes that allow one view per reader and day.
UPDATE "post_views" SET "viewed_on" = ("viewed_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
DELETE FROM "post_views" v USING "post_views" w
  WHERE v."post_id" = w."post_id" AND v."viewed_on" = w."viewed_on" AND v."id" > w."id"
    AND (v."student_id" = w."student_id" OR v."family_member_id" = w."family_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_views_student_day_unique" ON "post_views" USING btree ("post_id","student_id","viewed_on") WHERE "post_views"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "post_views_family_member_day_unique" ON "post_views" USING btree ("post_id","family_member_id","viewed_on") WHERE "post_views"."family_member_id" is not null;
