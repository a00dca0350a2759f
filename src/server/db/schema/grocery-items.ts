import { sql, type SQL } from "drizzle-orm";
import { boolean, doublePrecision, index, pgTable, serial, text } from "drizzle-orm/pg-core";

export const groceryItems = pgTable(
  "grocery_items",
  {
    id: serial("id").primaryKey(),
    // Stable slug of name, brand and unit; seeds and imports upsert by it.
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    category: text("category").notNull(),
    unit: text("unit").notNull(),
    size: doublePrecision("size").notNull(),
    sizeUnit: text("size_unit").notNull(),
    barcode: text("barcode"),
    // The same product at a comparable size ("whole-milk"): an "any brand" cart entry is priced with the
    // cheapest item of its group at each store (decision 011). Null: an item with no equivalents.
    productGroup: text("product_group"),
    // Own labels and unbranded goods: added to a cart as "any brand" unless the shopper says otherwise.
    anyBrandByDefault: boolean("any_brand_by_default").notNull().default(false),
    // Lower-cased name, brand and category: what search matches against (its words are indexed below).
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(${groceryItems.name} || ' ' || ${groceryItems.brand} || ' ' || ${groceryItems.category})`,
      ),
  },
  (table) => [
    // Search candidates: the items containing every query word (or a close spelling of it), by word.
    // search_item_words() adds the item's id block as a word no query can type (migration 0024), so
    // "the first items after id N with these words" reads one block's postings, not every match.
    index("grocery_items_search_words_idx").using("gin", sql`search_item_words(${table.searchText}, ${table.id})`),
    // The same for the name alone, so items named after the query come first among the candidates.
    index("grocery_items_name_words_idx").using("gin", sql`search_item_words(${table.name}, ${table.id})`),
    index("grocery_items_name_idx").on(table.name),
    index("grocery_items_category_idx").on(table.category),
    index("grocery_items_product_group_idx").on(table.productGroup),
    // GET /api/grocery-items lists the seed's items in this order, never the imported ones (review R1): read in order
    // from this index, its cost does not grow with the import (migration 0036).
    index("grocery_items_seed_list_idx")
      .on(table.name, table.brand, table.id)
      .where(sql`${table.key} not like 'gtin-%'`),
  ],
);

export type GroceryItemRow = typeof groceryItems.$inferSelect;
