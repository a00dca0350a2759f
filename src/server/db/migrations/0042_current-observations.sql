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
CREATE INDEX IF NOT EXISTS "prices_held_by_idx" ON "prices" USING btree ("reported_by") WHERE "prices"."status" = 'held';--> statement-breakpoint
-- Decision 099: newest_observations is kept by these triggers as an index is kept (decision 046), in the statement that
-- changes prices: a change of prices serialises with every other one (an advisory lock held to the end of its
-- transaction), then its statement, seeing every change committed before, sets the newest row of each place it touched.
-- A new row is the newest of its place and status when it is newer than the one kept (the kept ones are right: every
-- change passes here); a row changed or deleted has its places worked out again from prices.
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
-- The places of the rows given (old and new rows of an update, deleted rows) worked out again from prices: the newest
-- row of each status there, and none where prices has none left.
CREATE FUNCTION "newest_observations_redo_sql"(touched text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$WITH places AS (SELECT DISTINCT t.item_id, t.chain_id, coalesce(t.store_id, 0) AS place FROM %s t),
    newest AS (
      SELECT DISTINCT ON (p.item_id, p.chain_id, coalesce(p.store_id, 0), p.status) p.*
      FROM places k JOIN prices p ON p.item_id = k.item_id AND p.chain_id = k.chain_id AND coalesce(p.store_id, 0) = k.place
      ORDER BY p.item_id, p.chain_id, coalesce(p.store_id, 0), p.status, p.observed_at DESC, p.recorded_at DESC, p.id DESC),
    gone AS (
      DELETE FROM newest_observations n USING places k
      WHERE n.item_id = k.item_id AND n.chain_id = k.chain_id AND n.place = k.place AND NOT EXISTS (
        SELECT 1 FROM newest w WHERE w.item_id = n.item_id AND w.chain_id = n.chain_id AND coalesce(w.store_id, 0) = n.place
          AND w.status = n.status))
    INSERT INTO newest_observations AS n (item_id, chain_id, store_id, place, status, price_id, cents, source, source_ref,
      observed_at, observed_precision, recorded_at)
    SELECT w.item_id, w.chain_id, w.store_id, coalesce(w.store_id, 0), w.status, w.id, w.cents, w.source, w.source_ref,
      w.observed_at, w.observed_precision, w.recorded_at
    FROM newest w
    ON CONFLICT (item_id, chain_id, place, status) DO UPDATE SET store_id = excluded.store_id, price_id = excluded.price_id,
      cents = excluded.cents, source = excluded.source, source_ref = excluded.source_ref, observed_at = excluded.observed_at,
      observed_precision = excluded.observed_precision, recorded_at = excluded.recorded_at
    WHERE (n.price_id, n.cents, n.source, n.source_ref, n.observed_at, n.observed_precision, n.recorded_at, n.store_id)
      IS DISTINCT FROM (excluded.price_id, excluded.cents, excluded.source, excluded.source_ref, excluded.observed_at,
        excluded.observed_precision, excluded.recorded_at, excluded.store_id)$q$, touched)
$$;--> statement-breakpoint
-- One lock for every change of prices (a change is rare beside the reads): no two changes interleave, and no order
-- of places can deadlock two of them. It is taken before a statement locks any row of prices (the BEFORE trigger), so a
-- change waiting for it holds no row another change needs.
CREATE FUNCTION "newest_observations_lock"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7382912)
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_before_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM newest_observations_lock();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_on_insert"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM newest_observations_lock();
  EXECUTE newest_observations_add_sql('new_rows');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_on_update"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM newest_observations_lock();
  EXECUTE newest_observations_redo_sql('(SELECT item_id, chain_id, store_id FROM old_rows UNION SELECT item_id, chain_id, store_id FROM new_rows)');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "newest_observations_on_delete"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM newest_observations_lock();
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
