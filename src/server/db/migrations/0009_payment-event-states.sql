ALTER TABLE "payment_events" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "subscription_ended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_events_ended_subscription_idx" ON "payment_events" USING btree ("provider","subscription_id") WHERE "payment_events"."subscription_ended";