-- Decision 092: every item of each catalog word, by block of 8,192 ids, so that a search of several words reads past
-- the word lists (search_word_items) by intersecting a few hundred short rows instead of decoding every posting of the
-- words, or of the blocks, in the GIN indexes. PostgreSQL's intarray intersects and merges the rows (C, sorted int
-- arrays); it lives in a schema of its own so that its operators never take over those of integer arrays elsewhere.
CREATE SCHEMA IF NOT EXISTS "search_intarray";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS intarray SCHEMA "search_intarray";--> statement-breakpoint
CREATE TABLE "search_word_postings" (
	"word" text NOT NULL,
	"in_name" boolean NOT NULL,
	"block" integer NOT NULL,
	"item_ids" integer[] NOT NULL,
	CONSTRAINT "search_word_postings_word_in_name_block_pk" PRIMARY KEY("word","in_name","block")
);--> statement-breakpoint
-- The union and the intersection of sorted sets of ids, as aggregates (intarray's | and &).
CREATE AGGREGATE "search_ids_union"(integer[]) (SFUNC = "search_intarray"."_int_union", STYPE = integer[]);--> statement-breakpoint
CREATE AGGREGATE "search_ids_inter"(integer[]) (SFUNC = "search_intarray"."_int_inter", STYPE = integer[]);--> statement-breakpoint
-- The rows these items give: each word of an item's name (in_name) and of its search text, in its block (id >> 13),
-- with the items in id order: the words as search_item_words() indexes them (to_tsvector('simple', ...)).
CREATE FUNCTION "search_word_postings_of"(items "grocery_items"[])
RETURNS TABLE("word" text, "in_name" boolean, "block" integer, "item_ids" integer[])
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT p.word, p.in_name, p.id >> 13, array_agg(p.id ORDER BY p.id) FROM (
    SELECT w.lexeme, true, i.id FROM unnest(items) i, unnest(to_tsvector('simple', i.name)) w
    UNION ALL
    SELECT w.lexeme, false, i.id FROM unnest(items) i, unnest(to_tsvector('simple', i.search_text)) w
  ) AS p(word, in_name, id)
  GROUP BY p.word, p.in_name, p.id >> 13
$$;--> statement-breakpoint
CREATE FUNCTION "add_search_word_postings"(items "grocery_items"[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO "search_word_postings" AS p ("word", "in_name", "block", "item_ids")
  SELECT * FROM search_word_postings_of(items)
  ON CONFLICT ("word", "in_name", "block") DO UPDATE SET "item_ids" = search_intarray._int_union(p.item_ids, excluded.item_ids);
END
$$;--> statement-breakpoint
-- A row left with no item goes.
CREATE FUNCTION "remove_search_word_postings"(items "grocery_items"[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  MERGE INTO "search_word_postings" p
  USING search_word_postings_of(items) r ON p.word = r.word AND p.in_name = r.in_name AND p.block = r.block
  WHEN MATCHED AND cardinality(search_intarray.intset_subtract(p.item_ids, r.item_ids)) = 0 THEN DELETE
  WHEN MATCHED THEN UPDATE SET "item_ids" = search_intarray.intset_subtract(p.item_ids, r.item_ids);
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_word_postings_on_insert"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM add_search_word_postings(ARRAY(SELECT n::grocery_items FROM new_items n));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_word_postings_on_delete"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM remove_search_word_postings(ARRAY(SELECT o::grocery_items FROM old_items o));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Items whose words changed (a rename, another brand or category) leave the rows of their old words and join those
-- of their new ones; an update that changes no item's words changes no row.
CREATE FUNCTION "search_word_postings_on_update"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM remove_search_word_postings(ARRAY(SELECT o::grocery_items FROM old_items o WHERE NOT EXISTS (
    SELECT 1 FROM new_items n WHERE n.id = o.id AND n.name = o.name AND n.search_text = o.search_text)));
  PERFORM add_search_word_postings(ARRAY(SELECT n::grocery_items FROM new_items n WHERE NOT EXISTS (
    SELECT 1 FROM old_items o WHERE o.id = n.id AND o.name = n.name AND o.search_text = n.search_text)));
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
INSERT INTO "search_word_postings" ("word", "in_name", "block", "item_ids")
SELECT p.word, p.in_name, p.id >> 13, array_agg(p.id ORDER BY p.id) FROM (
  SELECT w.lexeme, true, g.id FROM "grocery_items" g, unnest(to_tsvector('simple', g.name)) w
  UNION ALL
  SELECT w.lexeme, false, g.id FROM "grocery_items" g, unnest(to_tsvector('simple', g.search_text)) w
) AS p(word, in_name, id)
GROUP BY p.word, p.in_name, p.id >> 13;--> statement-breakpoint
ANALYZE "search_word_postings";
