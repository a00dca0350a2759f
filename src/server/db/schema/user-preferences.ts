import { doublePrecision, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  locationLabel: text("location_label"),
  // Tenths of a mile keep the 0.5-mile slider steps exact.
  radiusTenthsMiles: integer("radius_tenths_miles").notNull().default(150),
  selectedStoreIds: integer("selected_store_ids").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
