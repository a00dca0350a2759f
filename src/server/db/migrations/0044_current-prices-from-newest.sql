-- current_prices (migration 0015, read by the price mix) is the newest trusted prices row of each item and place: the
-- trusted rows newest_observations keeps (decision 099). Read from there, it is one definition instead of two, and
-- the price mix no longer sorts every row of the prices' history. Same columns, same order, same types.
CREATE OR REPLACE VIEW "current_prices" AS
SELECT "price_id" AS "id", "item_id", "chain_id", "store_id", "cents", "source", "source_ref", "observed_at",
  "observed_precision", "recorded_at"
FROM "newest_observations"
WHERE "status" = 'trusted';
