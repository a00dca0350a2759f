import { bigint, boolean, customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { groceryItems } from "./grocery-items";

/**
 * Every distinct word of the catalog's search text (the lexemes of to_tsvector('simple', ...)). A
 * few thousand short words even for a million items, so a trigram nearest-neighbour scan over them
 * finds the intended word for a typo in about a millisecond. Triggers on grocery_items add the words
 * of new and changed items (migration 0004); a word left behind by a deleted item only costs a
 * lookup that matches nothing.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    // The order words were added in (migration 0039): after an item is added, a search reads only the words past the
    // last one it has, not all of them (catalog-search-vocabulary.ts).
    id: bigint("id", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [
    index("search_words_trgm_idx").using("gist", sql`${table.word} gist_trgm_ops`),
    uniqueIndex("search_words_id_idx").on(table.id),
  ],
);

/** PostgreSQL's tsvector, as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** How many of a word's first items are kept: as many as search takes as candidates (features/catalog/catalog-search.repository.ts). */
export const WORD_LIST_LENGTH = { name: 200, text: 100 } as const;

/**
 * Each catalog word's first items by id: the first 200 whose name has the word (in_name) and the
 * first 100 whose search text (name, brand or category) has it. These are the candidates the GIN
 * indexes would return first, read without building a bitmap of every item that has a common word
 * ("milk" is in 4% of a million items). A list shorter than its length holds every such item.
 * Statement triggers on grocery_items keep the lists (migration 0022).
 */
export const searchWordItems = pgTable(
  "search_word_items",
  {
    word: text("word").notNull(),
    inName: boolean("in_name").notNull(),
    itemId: integer("item_id")
      .notNull()
      .references(() => groceryItems.id, { onDelete: "cascade" }),
    // The item's words (of its name, or of its search text): a query of several words is checked
    // against the listed items without reading them.
    words: tsvector("words").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.inName, table.itemId] }),
    index("search_word_items_item_idx").on(table.itemId),
  ],
);

/**
 * Every item of each catalog word, by block of 8,192 ids (block = id >> 13): the items whose name has the word (in_name)
 * and those whose search text has it, in id order. A search of several words reads past the word lists here, from the
 * block where the lists end: for two words rare together ("oat" and "mil...": 586 of 10^6 names) the app intersects a
 * few hundred short rows instead of PostgreSQL decoding every posting of the words, or of the blocks, in the GIN
 * indexes (decision 092). Statement triggers on grocery_items keep the rows (migration 0041).
 */
export const searchWordPostings = pgTable(
  "search_word_postings",
  {
    word: text("word").notNull(),
    inName: boolean("in_name").notNull(),
    block: integer("block").notNull(),
    itemIds: integer("item_ids").array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.word, table.inName, table.block] })],
);
