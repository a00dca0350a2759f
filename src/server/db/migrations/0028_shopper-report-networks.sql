ALTER TABLE "prices" ADD COLUMN "reporter_network" text;--> statement-breakpoint
-- Decision 040: shopper reports trusted by the old rule (a single report near the price it moved) are held again:
-- they still price their reporter's own view and wait in the admin queue, and no one else sees them until
-- shoppers agree or an admin approves.
UPDATE "prices" SET "status" = 'held' WHERE "source" = 'shopper-report' AND "status" = 'trusted';
