-- Decision 102: newest_observations keeps the newest trusted row of each item and place only. Nothing read its held and
-- rejected rows (a viewer's held reports come from prices by prices_held_by_idx), yet every report and review kept them,
-- and each kept row was written to two indexes: the key and the trusted rows' covering index of 0043. Now the key is
-- the covering index: one index to keep, and the cart read is still an index-only scan. The status column stays (always
-- 'trusted') so instances of the release before keep reading it during a rolling deploy (review R88); a later release
-- drops it.
-- First the lock every change of prices takes (decision 099): writers wait for this migration's commit and then run the
-- functions below, so no held row is written by the old ones after the delete (review R87).
SELECT 1 FROM "catalog_state" FOR UPDATE;--> statement-breakpoint
-- The upkeep of 0042 for trusted rows only: a new trusted row replaces the kept one of its place when it is newer; the
-- places of trusted rows changed or deleted (as they were and as they are, for an update) are looked up again in prices,
-- the newest trusted row of each (prices_newest_idx), and none kept where prices has none left. A held or rejected row
-- touches nothing here.
CREATE OR REPLACE FUNCTION "newest_observations_add_sql"(added text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$INSERT INTO newest_observations AS n (item_id, chain_id, store_id, place, status, price_id, cents, source,
      source_ref, observed_at, observed_precision, recorded_at)
    SELECT DISTINCT ON (r.item_id, r.chain_id, coalesce(r.store_id, 0)) r.item_id, r.chain_id, r.store_id,
      coalesce(r.store_id, 0), 'trusted', r.id, r.cents, r.source, r.source_ref, r.observed_at, r.observed_precision, r.recorded_at
    FROM %s r WHERE r.status = 'trusted'
    ORDER BY r.item_id, r.chain_id, coalesce(r.store_id, 0), r.observed_at DESC, r.recorded_at DESC, r.id DESC
    ON CONFLICT (item_id, chain_id, place, status) DO UPDATE SET store_id = excluded.store_id, price_id = excluded.price_id,
      cents = excluded.cents, source = excluded.source, source_ref = excluded.source_ref, observed_at = excluded.observed_at,
      observed_precision = excluded.observed_precision, recorded_at = excluded.recorded_at
    WHERE (excluded.observed_at, excluded.recorded_at, excluded.price_id) > (n.observed_at, n.recorded_at, n.price_id)$q$, added)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "newest_observations_redo_sql"(touched text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$WITH keys AS (
      SELECT DISTINCT t.item_id, t.chain_id, coalesce(t.store_id, 0) AS place FROM %s t WHERE t.status = 'trusted'),
    found AS (
      SELECT k.item_id, k.chain_id, k.place, w.id, w.store_id, w.cents, w.source, w.source_ref, w.observed_at,
        w.observed_precision, w.recorded_at
      FROM keys k LEFT JOIN LATERAL (
        SELECT p.* FROM prices p
        WHERE p.item_id = k.item_id AND p.chain_id = k.chain_id AND coalesce(p.store_id, 0) = k.place AND p.status = 'trusted'
        ORDER BY p.observed_at DESC NULLS LAST, p.recorded_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT 1) w ON true),
    gone AS (
      DELETE FROM newest_observations n USING found f
      WHERE f.id IS NULL AND n.item_id = f.item_id AND n.chain_id = f.chain_id AND n.place = f.place)
    INSERT INTO newest_observations AS n (item_id, chain_id, store_id, place, status, price_id, cents, source, source_ref,
      observed_at, observed_precision, recorded_at)
    SELECT f.item_id, f.chain_id, f.store_id, f.place, 'trusted', f.id, f.cents, f.source, f.source_ref, f.observed_at,
      f.observed_precision, f.recorded_at
    FROM found f WHERE f.id IS NOT NULL
    ON CONFLICT (item_id, chain_id, place, status) DO UPDATE SET store_id = excluded.store_id, price_id = excluded.price_id,
      cents = excluded.cents, source = excluded.source, source_ref = excluded.source_ref, observed_at = excluded.observed_at,
      observed_precision = excluded.observed_precision, recorded_at = excluded.recorded_at
    WHERE (n.price_id, n.cents, n.source, n.source_ref, n.observed_at, n.observed_precision, n.recorded_at, n.store_id)
      IS DISTINCT FROM (excluded.price_id, excluded.cents, excluded.source, excluded.source_ref, excluded.observed_at,
        excluded.observed_precision, excluded.recorded_at, excluded.store_id)$q$, touched)
$$;--> statement-breakpoint
DELETE FROM "newest_observations" WHERE "status" <> 'trusted';--> statement-breakpoint
ALTER TABLE "newest_observations" ADD CONSTRAINT "newest_observations_trusted_only" CHECK ("status" = 'trusted');--> statement-breakpoint
DROP INDEX IF EXISTS "newest_observations_trusted_idx";--> statement-breakpoint
ALTER TABLE "newest_observations" DROP CONSTRAINT "newest_observations_item_id_chain_id_place_status_pk";--> statement-breakpoint
ALTER TABLE "newest_observations" ADD CONSTRAINT "newest_observations_item_id_chain_id_place_status_pk"
  PRIMARY KEY ("item_id", "chain_id", "place", "status")
  INCLUDE ("store_id", "cents", "source", "source_ref", "observed_at", "observed_precision", "recorded_at", "price_id");--> statement-breakpoint
-- Every column is in the key now, so no update of a kept row is a HOT update: the room 0042 left on each page for one
-- is no use (review R90).
ALTER TABLE "newest_observations" RESET (fillfactor);--> statement-breakpoint
ANALYZE "newest_observations";
