-- Issue 31 item 5: the order catalog words were added in. After an item is added (catalog_state.words_version moved),
-- a search reads the words past the last id it has and the number of words, in one statement with the version, instead
-- of every word (~6 * 10^4 at 10^6 items, ~2 s): the count tells it when words it never saw sit below that id (a
-- transaction that took its ids earlier committed later) or went, and then it reads them all (catalog-search-vocabulary.ts).
ALTER TABLE "search_words" ADD COLUMN "id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "search_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "search_words_id_idx" ON "search_words" USING btree ("id");
