-- Decision 092: every item of each catalog word, by block of 8,192 ids, so that a search of several words reads past
-- the word lists (search_word_items) by intersecting a few hundred short rows instead of decoding every posting of the
-- words, or of the blocks, in the GIN indexes. PostgreSQL's intarray intersects and merges the rows (C, sorted int
-- arrays); it goes in a schema of its own so that its operators never take over those of integer arrays elsewhere.
CREATE SCHEMA IF NOT EXISTS "search_intarray";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS intarray SCHEMA "search_intarray";--> statement-breakpoint
CREATE TABLE "search_word_postings" (
	"word" text NOT NULL,
	"in_name" boolean NOT NULL,
	"block" integer NOT NULL,
	"item_ids" integer[] NOT NULL,
	CONSTRAINT "search_word_postings_word_in_name_block_pk" PRIMARY KEY("word","in_name","block")
);--> statement-breakpoint
-- The union and the intersection of sorted sets of ids, as aggregates (intarray's | and &), and as functions the
-- triggers use (| and -), made from intarray where it is: a database that already had it, in any schema, keeps it
-- there (an extension exists once per database; review R50).
DO $$
DECLARE
  s text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'intarray');
BEGIN
  EXECUTE format('CREATE AGGREGATE search_ids_union(integer[]) (SFUNC = %I._int_union, STYPE = integer[])', s);
  EXECUTE format('CREATE AGGREGATE search_ids_inter(integer[]) (SFUNC = %I._int_inter, STYPE = integer[])', s);
  EXECUTE format('CREATE FUNCTION search_ids_merged(kept integer[], added integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE STRICT AS %L',
    format('SELECT %I._int_union(kept, added)', s));
  EXECUTE format('CREATE FUNCTION search_ids_without(kept integer[], removed integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE STRICT AS %L',
    format('SELECT %I.intset_subtract(kept, removed)', s));
END
$$;--> statement-breakpoint
-- The rows a relation of items gives (a trigger's transition table, or a subquery of one), as a query: each word of an
-- item's name (in_name) and of its search text, in its block (id >> 13), with the items in id order: the words as
-- search_item_words() indexes them (to_tsvector('simple', ...)). The trigger functions run it with EXECUTE, which sees
-- their transition tables, so an import of many items is read as a relation, never gathered into one array value.
CREATE FUNCTION "search_word_postings_sql"(items text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$SELECT p.word, p.in_name, p.id >> 13 AS block, array_agg(p.id ORDER BY p.id) AS item_ids FROM (
    SELECT w.lexeme, true, i.id FROM %1$s i, unnest(to_tsvector('simple', i.name)) w
    UNION ALL
    SELECT w.lexeme, false, i.id FROM %1$s i, unnest(to_tsvector('simple', i.search_text)) w
  ) AS p(word, in_name, id) GROUP BY p.word, p.in_name, p.id >> 13$q$, items)
$$;--> statement-breakpoint
-- Adds the items to their words' rows.
CREATE FUNCTION "search_word_postings_add_sql"(items text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$INSERT INTO search_word_postings AS p (word, in_name, block, item_ids) %s
    ON CONFLICT (word, in_name, block) DO UPDATE SET item_ids = search_ids_merged(p.item_ids, excluded.item_ids)$q$,
    search_word_postings_sql(items))
$$;--> statement-breakpoint
-- Takes the items out of their words' rows; a row left with no item goes.
CREATE FUNCTION "search_word_postings_remove_sql"(items text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$MERGE INTO search_word_postings p USING (%s) r
    ON p.word = r.word AND p.in_name = r.in_name AND p.block = r.block
    WHEN MATCHED AND cardinality(search_ids_without(p.item_ids, r.item_ids)) = 0 THEN DELETE
    WHEN MATCHED THEN UPDATE SET item_ids = search_ids_without(p.item_ids, r.item_ids)$q$,
    search_word_postings_sql(items))
$$;--> statement-breakpoint
CREATE FUNCTION "search_word_postings_on_insert"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  EXECUTE search_word_postings_add_sql('new_items');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_word_postings_on_delete"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  EXECUTE search_word_postings_remove_sql('old_items');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Items whose words changed (a rename, another brand or category) leave the rows of their old words and join those
-- of their new ones; an update that changes no item's words changes no row.
CREATE FUNCTION "search_word_postings_on_update"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  EXECUTE search_word_postings_remove_sql('(SELECT o.* FROM old_items o WHERE NOT EXISTS (
    SELECT 1 FROM new_items n WHERE n.id = o.id AND n.name = o.name AND n.search_text = o.search_text))');
  EXECUTE search_word_postings_add_sql('(SELECT n.* FROM new_items n WHERE NOT EXISTS (
    SELECT 1 FROM old_items o WHERE o.id = n.id AND o.name = n.name AND o.search_text = n.search_text))');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_word_postings_on_truncate"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  TRUNCATE "search_word_postings";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "grocery_items_postings_on_insert" AFTER INSERT ON "grocery_items"
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "search_word_postings_on_insert"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_postings_on_update" AFTER UPDATE ON "grocery_items"
REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "search_word_postings_on_update"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_postings_on_delete" AFTER DELETE ON "grocery_items"
REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION "search_word_postings_on_delete"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_postings_on_truncate" AFTER TRUNCATE ON "grocery_items"
FOR EACH STATEMENT EXECUTE FUNCTION "search_word_postings_on_truncate"();--> statement-breakpoint
DO $$ BEGIN EXECUTE search_word_postings_add_sql('grocery_items'); END $$;--> statement-breakpoint
ANALYZE "search_word_postings";
