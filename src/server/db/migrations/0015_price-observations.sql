DROP INDEX "prices_item_chain_store_source_key";--> statement-breakpoint
DROP INDEX "prices_chain_item_idx";--> statement-breakpoint
-- Rows of databases filled before this migration get placeholder provenance; the seed replaces its
-- estimates with ones that carry their reference and period at the next start (decision 016).
ALTER TABLE "prices" ADD COLUMN "source_ref" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "observed_precision" text DEFAULT 'moment' NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ALTER COLUMN "source_ref" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "prices" ALTER COLUMN "observed_precision" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "status" text DEFAULT 'trusted' NOT NULL;--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "reported_by" uuid;--> statement-breakpoint
UPDATE "prices" SET "source" = CASE "source" WHEN 'estimate' THEN 'team-estimate' WHEN 'kroger' THEN 'store-api' ELSE 'import' END,
  "source_ref" = 'legacy ' || "source", "recorded_at" = "observed_at";--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prices_observation_key" ON "prices" USING btree ("item_id","chain_id",coalesce("store_id", 0),"source","observed_at") WHERE "prices"."source" <> 'shopper-report';--> statement-breakpoint
CREATE INDEX "prices_reported_by_idx" ON "prices" USING btree ("reported_by","recorded_at");--> statement-breakpoint
CREATE INDEX "prices_chain_item_idx" ON "prices" USING btree ("chain_id","item_id","observed_at");
--> statement-breakpoint
-- Decision 016: the newest trusted observation for each item at each place (a store, or a whole
-- chain when store_id is null); the pricing service prefers a store's row to its chain's.
CREATE VIEW "current_prices" AS
SELECT DISTINCT ON ("item_id", "chain_id", coalesce("store_id", 0))
  "id", "item_id", "chain_id", "store_id", "cents", "source", "source_ref", "observed_at", "observed_precision", "recorded_at"
FROM "prices"
WHERE "status" = 'trusted'
ORDER BY "item_id", "chain_id", coalesce("store_id", 0), "observed_at" DESC, "recorded_at" DESC, "id" DESC;
