-- The current prices of given items at given chains (the cart read, pricing.repository.ts) read from the index alone:
-- every column that read and its filter touch is in the index, so PostgreSQL no longer visits ~250 heap pages of
-- prices to keep ~150 rows of a 20-item cart at 5 stores (bench/history/2026-11-28-cold-path.md). It replaces
-- prices_item_chain_idx (the same key). IF NOT EXISTS: on a large prices table, build it first with
-- CREATE INDEX CONCURRENTLY under this name (docs/operations.md).
CREATE INDEX IF NOT EXISTS "prices_item_chain_cover_idx" ON "prices" USING btree ("item_id","chain_id")
  INCLUDE ("store_id","status","reported_by","observed_at","recorded_at","id","cents","source","observed_precision","source_ref");--> statement-breakpoint
DROP INDEX IF EXISTS "prices_item_chain_idx";
