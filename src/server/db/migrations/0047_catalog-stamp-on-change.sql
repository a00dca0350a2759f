-- Decision 106 (review R105): catalog_state.version, the change stamp the kept cart parts and the price mix are checked
-- against (decisions 046, 105), moves only when a statement of grocery_items, chains, stores or prices changed a row.
-- The statement triggers of 0005 raised it for every statement, so an import batch writing the same prices again, an
-- upsert that inserted nothing or the Kroger job's bookkeeping on stores emptied every kept part. Now an insert or a
-- delete raises it when its transition table holds a row; an update when a row differs from its old version (joined by
-- id, so a row moved to another id counts), leaving out the columns named as the trigger's arguments: on stores only the
-- Kroger job's bookkeeping, kroger_checked_at and kroger_read_at, which no reader of the stamp reads. A truncate still
-- raises it unconditionally. Still stamp upkeep only (decision 046): no product rule. The functions read their
-- transition tables and take no lock before updating catalog_state, so prices' BEFORE statement trigger
-- (newest_observations_before_change, decision 099) is still the first lock a change of prices takes.
-- The four tables first, in the order the writers change them (the catalog, then prices), each at once in the mode
-- DROP TRIGGER takes: no lock is raised half-way beside a writer.
LOCK TABLE "grocery_items", "chains", "stores", "prices" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version_on_rows"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF EXISTS (SELECT FROM changed_rows) THEN
    UPDATE "catalog_state" SET "version" = "version" + 1 + floor(random() * 1000000)::bigint;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version_on_update"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  -- The columns a change of which does not count. TG_ARGV is NULL, not empty, for a trigger given no argument, and
  -- jsonb - NULL is NULL, which IS DISTINCT FROM no NULL: the stamp would never move.
  ignored text[] := coalesce(TG_ARGV, '{}'::text[]);
BEGIN
  IF EXISTS (
    SELECT FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
    WHERE to_jsonb(o) - ignored IS DISTINCT FROM to_jsonb(n) - ignored
  ) THEN
    UPDATE "catalog_state" SET "version" = "version" + 1 + floor(random() * 1000000)::bigint;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "grocery_items_bump_catalog_version" ON "grocery_items";--> statement-breakpoint
CREATE TRIGGER "grocery_items_bump_catalog_version_on_insert" AFTER INSERT ON "grocery_items"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_bump_catalog_version_on_update" AFTER UPDATE ON "grocery_items"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_update"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_bump_catalog_version_on_delete" AFTER DELETE ON "grocery_items"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_bump_catalog_version_on_truncate" AFTER TRUNCATE ON "grocery_items"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
DROP TRIGGER "chains_bump_catalog_version" ON "chains";--> statement-breakpoint
CREATE TRIGGER "chains_bump_catalog_version_on_insert" AFTER INSERT ON "chains"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "chains_bump_catalog_version_on_update" AFTER UPDATE ON "chains"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_update"();--> statement-breakpoint
CREATE TRIGGER "chains_bump_catalog_version_on_delete" AFTER DELETE ON "chains"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "chains_bump_catalog_version_on_truncate" AFTER TRUNCATE ON "chains"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
DROP TRIGGER "stores_bump_catalog_version" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_bump_catalog_version_on_insert" AFTER INSERT ON "stores"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "stores_bump_catalog_version_on_update" AFTER UPDATE ON "stores"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "bump_catalog_version_on_update"('kroger_checked_at', 'kroger_read_at');--> statement-breakpoint
CREATE TRIGGER "stores_bump_catalog_version_on_delete" AFTER DELETE ON "stores"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "stores_bump_catalog_version_on_truncate" AFTER TRUNCATE ON "stores"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
DROP TRIGGER "prices_bump_catalog_version" ON "prices";--> statement-breakpoint
CREATE TRIGGER "prices_bump_catalog_version_on_insert" AFTER INSERT ON "prices"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "prices_bump_catalog_version_on_update" AFTER UPDATE ON "prices"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_update"();--> statement-breakpoint
CREATE TRIGGER "prices_bump_catalog_version_on_delete" AFTER DELETE ON "prices"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_on_rows"();--> statement-breakpoint
CREATE TRIGGER "prices_bump_catalog_version_on_truncate" AFTER TRUNCATE ON "prices"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
