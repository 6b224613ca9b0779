-- Rooms still to close become jobs of the durable queue (api/src/video/closures.ts); the table goes.
INSERT INTO "jobs" ("name", "key", "payload", "run_at")
  SELECT 'video.close_room', "room_name", jsonb_build_object('roomName', "room_name"), "close_at"
    FROM "video_room_closures" WHERE "closed_at" IS NULL
  ON CONFLICT ("name", "key") DO NOTHING;--> statement-breakpoint
DROP TABLE "video_room_closures" CASCADE;--> statement-breakpoint
ALTER TABLE "meeting_charges" DROP CONSTRAINT "meeting_charges_status";--> statement-breakpoint
ALTER TABLE "meeting_charges" ADD CONSTRAINT "meeting_charges_status" CHECK ("meeting_charges"."status" in ('pending', 'succeeded', 'failed', 'refunding', 'refunded'));--> statement-breakpoint
-- Charged but not taken effect, refund not confirmed: a late booking (was `succeeded` on a meeting
-- still reserved) and a refused extension (was `pending` with its payment intent).
UPDATE "meeting_charges" SET "status" = 'refunding'
  WHERE "kind" = 'booking' AND "status" = 'succeeded'
    AND "meeting_id" IN (SELECT "id" FROM "meetings" WHERE "state" = 'reserved');--> statement-breakpoint
UPDATE "meeting_charges" SET "status" = 'refunding'
  WHERE "kind" = 'extension' AND "status" = 'pending' AND "payment_intent_id" IS NOT NULL;--> statement-breakpoint
-- One reconciliation job per charge now (api/src/charges), planned again at start for every open
-- charge; the paid meeting's set-up job belongs to meetings.
DELETE FROM "jobs" WHERE "name" = 'booking.reconcile';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'meeting.prepare' WHERE "name" = 'booking.prepare';
