DROP INDEX "meeting_attendance_live_idx";--> statement-breakpoint
CREATE INDEX "meeting_attendance_user_idx" ON "meeting_attendance" USING btree ("user_id");--> statement-breakpoint
-- Room in each page for a heartbeat's new row version next to the old one (a HOT update; see meetings.table.ts).
ALTER TABLE "meeting_attendance" SET (fillfactor = 80);