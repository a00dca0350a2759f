CREATE TABLE "newest_observations" (
	"item_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"store_id" integer,
	"place" integer NOT NULL,
	"status" text NOT NULL,
	"price_id" integer NOT NULL,
	"cents" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"observed_precision" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "newest_observations_item_id_chain_id_place_status_pk" PRIMARY KEY("item_id","chain_id","place","status")
);
--> statement-breakpoint
-- Room on each page for the next version of its rows: a refresh rewrites the kept row of every place it touches, and
-- a row rewritten on its own page (HOT) leaves the key index as it was (review R78).
ALTER TABLE "newest_observations" SET (fillfactor = 70);--> statement-breakpoint
-- Decision 099: newest_observations is kept by these triggers as an index is kept (decision 046), in the statement that
-- changes prices. Every change of prices first takes the one lock changes of the catalog take (the catalog_state row,
-- which bump_catalog_version updates at the end of the same statement): no two changes interleave, and no order of
-- places or of tables can deadlock two of them. Its statement then, seeing every change committed before, sets the
-- newest row of each place and status it touched: a new row replaces the kept one when it is newer (the kept ones are
-- right: every change passes here); a row changed or deleted has its place and status looked up again in prices, the
-- newest row only (prices_newest_idx), whatever the history.
-- IF NOT EXISTS: on a large prices table, build them first with CREATE INDEX CONCURRENTLY under these names
-- (docs/operations.md).
CREATE INDEX IF NOT EXISTS "prices_newest_idx" ON "prices" USING btree ("item_id","chain_id",coalesce("store_id", 0),"status","observed_at" DESC NULLS LAST,"recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "prices_held_by_idx" ON "prices" USING btree ("reported_by","item_id","chain_id") WHERE "prices"."status" = 'held';--> statement-breakpoint
DROP INDEX IF EXISTS "prices_item_chain_cover_idx";--> statement-breakpoint
CREATE FUNCTION "newest_observations_add_sql"(added text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$INSERT INTO newest_observations AS n (item_id, chain_id, store_id, place, status, price_id, cents, source,
      source_ref, observed_at, observed_precision, recorded_at)
    SELECT DISTINCT ON (r.item_id, r.chain_id, coalesce(r.store_id, 0), r.status) r.item_id, r.chain_id, r.store_id,
      coalesce(r.store_id, 0), r.status, r.id, r.cents, r.source, r.source_ref, r.observed_at, r.observed_precision, r.recorded_at
    FROM %s r
    ORDER BY r.item_id, r.chain_id, coalesce(r.store_id, 0), r.status, r.observed_at DESC, r.recorded_at DESC, r.id DESC
    ON CONFLICT (item_id, chain_id, place, status) DO UPDATE SET store_id = excluded.store_id, price_id = excluded.price_id,
      cents = excluded.cents, source = excluded.source, source_ref = excluded.source_ref, observed_at = excluded.observed_at,
      observed_precision = excluded.observed_precision, recorded_at = excluded.recorded_at
    WHERE (excluded.observed_at, excluded.recorded_at, excluded.price_id) > (n.observed_at, n.recorded_at, n.price_id)$q$, added)
$$;--> statement-breakpoint
-- The places and statuses of the rows given (as they were and as they are, for an update) looked up again in prices:
-- the newest row of each, and none kept where prices has none left.
CREATE FUNCTION "newest_observations_redo_sql"(touched text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$WITH keys AS (SELECT DISTINCT t.item_id, t.chain_id, coalesce(t.store_id, 0) AS place, t.status FROM %s t),
    found AS (
      SELECT k.item_id, k.chain_id, k.place, k.status, w.id, w.store_id, w.cents, w.source, w.source_ref, w.observed_at,
        w.observed_precision, w.recorded_at
      FROM keys k LEFT JOIN LATERAL (
        SELECT p.* FROM prices p
        WHERE p.item_id = k.item_id AND p.chain_id = k.chain_id AND coalesce(p.store_id, 0) = k.place AND p.status = k.status
        ORDER BY p.observed_at DESC NULLS LAST, p.recorded_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT 1) w ON true),
    gone AS (
      DELETE FROM newest_observations n USING found f
      WHERE f.id IS NULL AND n.item_id = f.item_id AND n.chain_id = f.chain_id AND n.place = f.place AND n.status = f.status)
    INSERT INTO newest_observations AS n (item_id, chain_id, store_id, place, status, price_id, cents, source, source_ref,
      observed_at, observed_precision, recorded_at)
    SELECT f.item_id, f.chain_id, f.store_id, f.place, f.status, f.id, f.cents, f.source, f.source_ref, f.observed_at,
      f.observed_precision, f.recorded_at
    FROM found f WHERE f.id IS NOT NULL
    ON CONFLICT (item_id, chain_id, place, status) DO UPDATE SET store_id = excluded.store_id, price_id = excluded.price_id,
      cents = excluded.cents, source = excluded.source, source_ref = excluded.source_ref, observed_at = excluded.observed_at,
      observed_precision = excluded.observed_precision, recorded_at = excluded.recorded_at
    WHERE (n.price_id, n.cents, n.source, n.source_ref, n.observed_at, n.observed_precision, n.recorded_at, n.store_id)
      IS DISTINCT FROM (excluded.price_id, excluded.cents, excluded.source, excluded.source_ref, excluded.observed_at,
        excluded.observed_precision, excluded.recorded_at, excluded.store_id)$q$, touched)
$$;--> statement-breakpoint
-- The rows an update changed in a column the table copies or keys on, as they were and as they are: an update of
-- anything else (say, reported_by set to null when an account goes) looks nothing up.
CREATE FUNCTION "newest_observations_changed_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT $q$(SELECT o.item_id, o.chain_id, o.store_id, o.status FROM old_rows o WHERE NOT EXISTS (
      SELECT 1 FROM new_rows n WHERE n.id = o.id AND (n.item_id, n.chain_id, n.store_id, n.status, n.cents, n.source,
        n.source_ref, n.observed_at, n.observed_precision, n.recorded_at) IS NOT DISTINCT FROM (o.item_id, o.chain_id,
        o.store_id, o.status, o.cents, o.source, o.source_ref, o.observed_at, o.observed_precision, o.recorded_at))
    UNION ALL
    SELECT n.item_id, n.chain_id, n.store_id, n.status FROM new_rows n WHERE NOT EXISTS (
      SELECT 1 FROM old_rows o WHERE o.id = n.id AND (n.item_id, n.chain_id, n.store_id, n.status, n.cents, n.source,
        n.source_ref, n.observed_at, n.observed_precision, n.recorded_at) IS NOT DISTINCT FROM (o.item_id, o.chain_id,
        o.store_id, o.status, o.cents, o.source, o.source_ref, o.observed_at, o.observed_precision, o.recorded_at)))$q$
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_before_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM 1 FROM "catalog_state" FOR UPDATE;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_on_insert"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  EXECUTE newest_observations_add_sql('new_rows');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_on_update"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  EXECUTE newest_observations_redo_sql(newest_observations_changed_sql());
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_on_delete"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  EXECUTE newest_observations_redo_sql('old_rows');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_on_truncate"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  TRUNCATE "newest_observations";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "prices_newest_lock" BEFORE INSERT OR UPDATE OR DELETE ON "prices"
FOR EACH STATEMENT EXECUTE FUNCTION "newest_observations_before_change"();--> statement-breakpoint
CREATE TRIGGER "prices_newest_on_insert" AFTER INSERT ON "prices"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "newest_observations_on_insert"();--> statement-breakpoint
CREATE TRIGGER "prices_newest_on_update" AFTER UPDATE ON "prices"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "newest_observations_on_update"();--> statement-breakpoint
CREATE TRIGGER "prices_newest_on_delete" AFTER DELETE ON "prices"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "newest_observations_on_delete"();--> statement-breakpoint
CREATE TRIGGER "prices_newest_on_truncate" AFTER TRUNCATE ON "prices"
FOR EACH STATEMENT EXECUTE FUNCTION "newest_observations_on_truncate"();--> statement-breakpoint
INSERT INTO newest_observations (item_id, chain_id, store_id, place, status, price_id, cents, source, source_ref, observed_at,
  observed_precision, recorded_at)
SELECT DISTINCT ON (item_id, chain_id, coalesce(store_id, 0), status) item_id, chain_id, store_id, coalesce(store_id, 0), status,
  id, cents, source, source_ref, observed_at, observed_precision, recorded_at
FROM prices
ORDER BY item_id, chain_id, coalesce(store_id, 0), status, observed_at DESC, recorded_at DESC, id DESC;--> statement-breakpoint
ANALYZE "newest_observations";
