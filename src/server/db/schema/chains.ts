import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

export const chains = pgTable("chains", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  color: text("color").notNull(),
  logo: text("logo").notNull(),
  websiteUrl: text("website_url"),
  onlineShoppingUrl: text("online_shopping_url"),
  // Store-site search URL containing {query}; the parameter name differs by chain.
  searchUrlTemplate: text("search_url_template"),
  supportsOnlineOrdering: boolean("supports_online_ordering").notNull().default(false),
  isBudget: boolean("is_budget").notNull().default(false),
  // The estimate model's chain price level in basis points of the national average (10000 = 1.0).
  priceLevelBps: integer("price_level_bps").notNull().default(10000),
  // What the chain's own label is called ("Good & Gather"): the name generic "Store Brand" items are shown
  // under at its stores (decision 027); null when none is known.
  ownLabel: text("own_label"),
});

export type ChainRow = typeof chains.$inferSelect;
