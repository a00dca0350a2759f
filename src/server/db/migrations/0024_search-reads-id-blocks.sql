-- An item's words as search indexes them: its lexemes plus one word for its block of 8192 ids (' 12'
-- for ids 98304-106495). The block word starts with a space, which no lexeme of to_tsvector and no
-- query word has, so it matches nothing a shopper types; search adds it to a query to read the
-- postings of one block of ids instead of every item that has a common word (decision 037).
-- No SET clause, so PostgreSQL inlines it and queries match the index expression.
CREATE FUNCTION "search_item_words"(words text, id integer) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT to_tsvector('simple', words) || array_to_tsvector(ARRAY[' ' || (id >> 13)::text]) $$;--> statement-breakpoint
DROP INDEX "grocery_items_search_words_idx";--> statement-breakpoint
DROP INDEX "grocery_items_name_words_idx";--> statement-breakpoint
CREATE INDEX "grocery_items_search_words_idx" ON "grocery_items" USING gin (search_item_words("search_text", "id"));--> statement-breakpoint
CREATE INDEX "grocery_items_name_words_idx" ON "grocery_items" USING gin (search_item_words("name", "id"));--> statement-breakpoint
-- As in 0022, through the new indexes. Writers of the lists take the catalog_state row first, explicitly
-- (the catalog-version trigger takes it too, before this runs): two renames never refill the same list at once.
CREATE OR REPLACE FUNCTION "refill_search_word_items"(name_words text[], text_words text[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM 1 FROM "catalog_state" FOR UPDATE;
  DELETE FROM "search_word_items" WHERE "in_name" AND "word" = ANY(name_words);
  DELETE FROM "search_word_items" WHERE NOT "in_name" AND "word" = ANY(text_words);
  INSERT INTO "search_word_items" ("word", "in_name", "item_id", "words")
  SELECT w.word, true, first.id, first.words FROM unnest(name_words) AS w(word),
    LATERAL (SELECT id, to_tsvector('simple', name) AS words FROM "grocery_items"
             WHERE search_item_words(name, id) @@ quote_search_word(w.word)::tsquery ORDER BY id LIMIT 200) first;
  INSERT INTO "search_word_items" ("word", "in_name", "item_id", "words")
  SELECT w.word, false, first.id, first.words FROM unnest(text_words) AS w(word),
    LATERAL (SELECT id, to_tsvector('simple', search_text) AS words FROM "grocery_items"
             WHERE search_item_words(search_text, id) @@ quote_search_word(w.word)::tsquery ORDER BY id LIMIT 100) first;
END
$$;
