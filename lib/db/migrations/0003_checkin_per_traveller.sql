DROP INDEX "checkins_booking_idx";--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "traveller" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_traveller_idx" ON "checkins" USING btree ("booking_id","traveller");--> statement-breakpoint
-- A row checked in a whole booking until now: its other travellers (or tickets) boarded with it.
INSERT INTO "checkins" ("booking_id", "traveller", "journey_id", "boarded_at", "synced_at", "staff_user_id")
SELECT c."booking_id", n, c."journey_id", c."boarded_at", c."synced_at", c."staff_user_id"
FROM "checkins" c
JOIN "bookings" b ON b."id" = c."booking_id"
CROSS JOIN LATERAL generate_series(1, (CASE WHEN b."form"->>'variant' = 'trip' THEN jsonb_array_length(b."form"->'teilnehmer') ELSE (b."form"->>'teilnehmer_count')::int END) - 1) AS n
WHERE c."traveller" = 0;
