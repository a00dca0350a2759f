CREATE TABLE "price_feeds" (
	"source" text PRIMARY KEY NOT NULL,
	"budget_day" date,
	"product_calls" integer DEFAULT 0 NOT NULL,
	"location_calls" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kroger_location_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kroger_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_kroger_location_id_unique" UNIQUE("kroger_location_id");