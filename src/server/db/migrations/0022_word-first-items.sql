CREATE TABLE "search_word_items" (
	"word" text NOT NULL,
	"in_name" boolean NOT NULL,
	"item_id" integer NOT NULL,
	"words" "tsvector" NOT NULL,
	CONSTRAINT "search_word_items_word_in_name_item_id_pk" PRIMARY KEY("word","in_name","item_id")
);
--> statement-breakpoint
ALTER TABLE "search_word_items" ADD CONSTRAINT "search_word_items_item_id_grocery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grocery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_word_items_item_idx" ON "search_word_items" USING btree ("item_id");
--> statement-breakpoint
-- Recomputes the lists of these words from the items (GIN indexes): the first 200 items by id whose
-- name has the word, and the first 100 whose search text has it, each with the words it has there.
CREATE FUNCTION "refill_search_word_items"(name_words text[], text_words text[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM "search_word_items" WHERE "in_name" AND "word" = ANY(name_words);
  DELETE FROM "search_word_items" WHERE NOT "in_name" AND "word" = ANY(text_words);
  INSERT INTO "search_word_items" ("word", "in_name", "item_id", "words")
  SELECT w.word, true, first.id, first.words FROM unnest(name_words) AS w(word),
    LATERAL (SELECT id, to_tsvector('simple', name) AS words FROM "grocery_items"
             WHERE to_tsvector('simple', name) @@ quote_search_word(w.word)::tsquery ORDER BY id LIMIT 200) first;
  INSERT INTO "search_word_items" ("word", "in_name", "item_id", "words")
  SELECT w.word, false, first.id, first.words FROM unnest(text_words) AS w(word),
    LATERAL (SELECT id, to_tsvector('simple', search_text) AS words FROM "grocery_items"
             WHERE to_tsvector('simple', search_text) @@ quote_search_word(w.word)::tsquery ORDER BY id LIMIT 100) first;
END
$$;--> statement-breakpoint
-- New items join the lists of their words while a list is short or they come before its last item
-- (imports append, so a full list is left alone), then lists past their length are cut back.
CREATE FUNCTION "add_search_word_items"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  WITH postings AS (
    SELECT lexeme AS word, true AS in_name, new_items.id, v.words
    FROM new_items, LATERAL (SELECT to_tsvector('simple', new_items.name) AS words) v, unnest(v.words)
    UNION ALL
    SELECT lexeme, false, new_items.id, v.words
    FROM new_items, LATERAL (SELECT to_tsvector('simple', new_items.search_text) AS words) v, unnest(v.words)
  ), firsts AS (
    SELECT word, in_name, id, words FROM (
      SELECT p.*, row_number() OVER (PARTITION BY p.word, p.in_name ORDER BY p.id) AS n FROM postings p
    ) ranked
    WHERE n <= CASE WHEN in_name THEN 200 ELSE 100 END
  ), lists AS (
    SELECT k.word, k.in_name, count(l.item_id) AS size, max(l.item_id) AS last
    FROM (SELECT DISTINCT word, in_name FROM firsts) k
    LEFT JOIN "search_word_items" l ON l.word = k.word AND l.in_name = k.in_name
    GROUP BY k.word, k.in_name
  )
  INSERT INTO "search_word_items" ("word", "in_name", "item_id", "words")
  SELECT f.word, f.in_name, f.id, f.words
  FROM firsts f JOIN lists ON lists.word = f.word AND lists.in_name = f.in_name
  WHERE lists.size < CASE WHEN f.in_name THEN 200 ELSE 100 END OR f.id < lists.last
  ON CONFLICT DO NOTHING;
  DELETE FROM "search_word_items" s
  USING (
    SELECT l.word, l.in_name, l.item_id, row_number() OVER (PARTITION BY l.word, l.in_name ORDER BY l.item_id) AS n
    FROM "search_word_items" l
    WHERE (l.word, l.in_name) IN (
      SELECT lexeme, true FROM new_items, unnest(to_tsvector('simple', new_items.name))
      UNION SELECT lexeme, false FROM new_items, unnest(to_tsvector('simple', new_items.search_text)))
  ) extra
  WHERE extra.n > CASE WHEN extra.in_name THEN 200 ELSE 100 END
    AND s.word = extra.word AND s.in_name = extra.in_name AND s.item_id = extra.item_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deleted items have left the lists (ON DELETE CASCADE): the lists they left short are refilled.
CREATE FUNCTION "refill_search_word_items_after_delete"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM refill_search_word_items(
    ARRAY(SELECT DISTINCT lexeme FROM old_items, unnest(to_tsvector('simple', old_items.name))),
    ARRAY(SELECT DISTINCT lexeme FROM old_items, unnest(to_tsvector('simple', old_items.search_text))));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Items whose words changed (a rename, another brand or category): the lists of their old and new
-- words are recomputed. An update that changes no item's words changes no list.
CREATE FUNCTION "refill_search_word_items_after_update"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  name_words text[];
  text_words text[];
BEGIN
  name_words := ARRAY(SELECT DISTINCT lexeme FROM (
      SELECT o.name FROM old_items o LEFT JOIN new_items n ON n.id = o.id WHERE n.name IS DISTINCT FROM o.name
      UNION ALL SELECT n.name FROM new_items n LEFT JOIN old_items o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name
    ) changed, unnest(to_tsvector('simple', changed.name)));
  text_words := ARRAY(SELECT DISTINCT lexeme FROM (
      SELECT o.search_text FROM old_items o LEFT JOIN new_items n ON n.id = o.id WHERE n.search_text IS DISTINCT FROM o.search_text
      UNION ALL SELECT n.search_text FROM new_items n LEFT JOIN old_items o ON o.id = n.id WHERE n.search_text IS DISTINCT FROM o.search_text
    ) changed, unnest(to_tsvector('simple', changed.search_text)));
  IF cardinality(name_words) > 0 OR cardinality(text_words) > 0 THEN
    PERFORM refill_search_word_items(name_words, text_words);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "grocery_items_word_items_on_insert" AFTER INSERT ON "grocery_items"
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "add_search_word_items"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_word_items_on_delete" AFTER DELETE ON "grocery_items"
REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION "refill_search_word_items_after_delete"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_word_items_on_update" AFTER UPDATE ON "grocery_items"
REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "refill_search_word_items_after_update"();--> statement-breakpoint
SELECT refill_search_word_items(ARRAY(SELECT "word" FROM "search_words"), ARRAY(SELECT "word" FROM "search_words"));
--> statement-breakpoint
ANALYZE "search_word_items";
