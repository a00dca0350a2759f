import { index, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Every distinct word of the catalog's search text (the lexemes of to_tsvector('simple', ...)). A
 * few thousand short words even for a million items, so a trigram nearest-neighbour scan over them
 * finds the intended word for a typo in about a millisecond. Triggers on grocery_items add the words
 * of new and changed items (migration 0004); a word left behind by a deleted item only costs a
 * lookup that matches nothing.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (table) => [index("search_words_trgm_idx").using("gist", sql`${table.word} gist_trgm_ops`)],
);
