-- Decision 100: the cart read takes the trusted rows of newest_observations for its items (pricing.repository.ts) and
-- keeps those at the shopper's chains and stores. By the key alone it visited a table page for nearly every row it
-- looked at (531 rows of 38 items on 280 pages in the bench), most of them at other chains. This index carries every
-- column the read gives, so the read is an index-only scan that never visits the table; only trusted rows, which are
-- all the read takes from here. Its price: a change of a kept row's price or moment is no longer a HOT update.
-- IF NOT EXISTS: on a large table, build it first with CREATE INDEX CONCURRENTLY under this name.
CREATE INDEX IF NOT EXISTS "newest_observations_trusted_idx" ON "newest_observations" USING btree ("item_id", "chain_id", "place")
  INCLUDE ("store_id", "cents", "source", "source_ref", "observed_at", "observed_precision", "recorded_at", "price_id")
  WHERE "status" = 'trusted';
