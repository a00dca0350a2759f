CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "grocery_items_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grocery_items_search_words_idx" ON "grocery_items" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT "word" FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM grocery_items')
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT lexeme FROM new_items, unnest(to_tsvector('simple', new_items.search_text))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "grocery_items_words_on_insert" AFTER INSERT ON "grocery_items"
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
CREATE TRIGGER "grocery_items_words_on_update" AFTER UPDATE ON "grocery_items"
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();
--> statement-breakpoint
-- A word as a quoted tsquery lexeme (quotes and backslashes doubled), so no word is read as syntax.
CREATE FUNCTION "quote_search_word"(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '''' || replace(replace(word, '\', '\\'), '''', '''''') || ''''
$$;--> statement-breakpoint
-- The query as a full-text query: every word of it must match, as a prefix of a catalog word
-- ("chees" -> cheese) or, from three letters on, as one of the 5 dictionary words it most resembles
-- with a word similarity of at least 0.4 ("chedar" -> cheddar). One-letter words match only whole.
CREATE FUNCTION "search_tsquery"(query text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg(alternatives, ' & ')::tsquery
  FROM (
    SELECT '(' || quote_search_word(q.lexeme) || CASE WHEN length(q.lexeme) > 1 THEN ':*' ELSE '' END
      || coalesce((
        SELECT string_agg(' | ' || quote_search_word(near.word), '')
        FROM (SELECT word FROM search_words ORDER BY q.lexeme <<-> word LIMIT 5) near
        WHERE length(q.lexeme) >= 3 AND word_similarity(q.lexeme, near.word) >= 0.4
      ), '') || ')' AS alternatives
    FROM unnest(to_tsvector('simple', query)) q
  ) words
$$;
