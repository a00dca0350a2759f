import { bigint, boolean, check, pgTable } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * One row: the version of everything a priced cart reads besides the shopper's own rows (items,
 * chains, stores, prices). Statement triggers raise it for every statement that changes a row of those
 * tables (migration 0047, decision 106: not one that changes nothing, nor the Kroger job's bookkeeping
 * columns of stores), whoever writes: the seed, an import, an operator's SQL.
 */
export const catalogState = pgTable(
  "catalog_state",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    /**
     * The version of the catalog's search words: raised only by changes to grocery_items (whose triggers keep
     * search_words), not by price, chain or store writes, so the search vocabulary is reread only when words can
     * have changed (migration 0033, review R11).
     */
    wordsVersion: bigint("words_version", { mode: "number" }).notNull().default(1),
  },
  (table) => [check("catalog_state_single_row", sql`${table.id}`)],
);
