-- Search candidates by name first, so items named after the query are never crowded out by
-- items that only share its brand or category.
CREATE INDEX IF NOT EXISTS "grocery_items_name_words_idx" ON "grocery_items" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
-- Versions: bump by a random step (still increasing), so numbers reused after a restore or a
-- failover that lost commits do not name different contents; resolve tables through the
-- search_path of the migration, whatever the writer's session uses.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 + floor(random() * 1000000)::bigint;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_cart_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "users" SET "cart_version" = "cart_version" + 1 + floor(random() * 1000000)::bigint
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update can move a row to another user: both the old and the new owner get a new version.
CREATE FUNCTION "bump_cart_version_on_update"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "users" SET "cart_version" = "cart_version" + 1 + floor(random() * 1000000)::bigint
  WHERE "id" IN (SELECT "user_id" FROM old_rows UNION SELECT "user_id" FROM new_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "cart_entries_update_bump_cart_version" ON "cart_entries";--> statement-breakpoint
CREATE TRIGGER "cart_entries_update_bump_cart_version" AFTER UPDATE ON "cart_entries"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version_on_update"();--> statement-breakpoint
DROP TRIGGER "user_preferences_update_bump_cart_version" ON "user_preferences";--> statement-breakpoint
CREATE TRIGGER "user_preferences_update_bump_cart_version" AFTER UPDATE ON "user_preferences"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version_on_update"();--> statement-breakpoint
-- TRUNCATE has no transition table: it changes every shopper's cart, so it retires every cached cart.
CREATE TRIGGER "cart_entries_truncate_bump_catalog_version" AFTER TRUNCATE ON "cart_entries"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "user_preferences_truncate_bump_catalog_version" AFTER TRUNCATE ON "user_preferences"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
ALTER FUNCTION "add_search_words"() SET search_path FROM CURRENT;--> statement-breakpoint
-- Each word of the query as a full-text alternative, in the query's lexeme order:
--   a one-letter word matches whole; a word that begins some catalog word matches as a prefix
--   ("chees" -> cheese); otherwise, from three letters on, its up to 5 closest catalog words with a
--   word similarity of at least 0.4 ("chedar" -> cheddar). A word that matches none of these is
--   left out ("gallon" when no item says gallon), so it cannot empty the result.
CREATE FUNCTION "search_word_alternatives"(query text) RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT '(' || alternatives || ')'
  FROM (
    SELECT CASE
      WHEN length(q.lexeme) = 1 THEN
        (SELECT quote_search_word(q.lexeme) WHERE EXISTS (SELECT 1 FROM search_words WHERE word = q.lexeme))
      WHEN EXISTS (SELECT 1 FROM search_words WHERE starts_with(word, q.lexeme)) THEN
        quote_search_word(q.lexeme) || ':*'
      WHEN length(q.lexeme) >= 3 THEN (
        SELECT string_agg(quote_search_word(near.word), ' | ' ORDER BY near.distance, near.word)
        FROM (SELECT word, q.lexeme <<-> word AS distance FROM search_words ORDER BY q.lexeme <<-> word, word LIMIT 5) near
        WHERE word_similarity(q.lexeme, near.word) >= 0.4)
    END AS alternatives
    FROM unnest(to_tsvector('simple', query)) q
  ) words
  WHERE alternatives IS NOT NULL
$$;--> statement-breakpoint
DROP FUNCTION "search_tsquery"(text);
