ALTER TABLE "grocery_items" ADD COLUMN "product_group" text;--> statement-breakpoint
-- Hand-written backfill (issue 14, decision 011): loose produce and counter meat become unbranded (issue 15),
-- each existing item's product group is the slug of its name (as the seed derives it), and own labels,
-- "Store Brand" and unbranded items are "any brand" by default; existing cart entries of those take it too.
UPDATE "grocery_items" SET "brand" = 'Unbranded', "key" = replace("key", '-store-brand-', '-unbranded-')
  WHERE "brand" = 'Store Brand' AND "category" IN ('Produce', 'Meat');--> statement-breakpoint
UPDATE "grocery_items" SET "product_group" =
  trim(both '-' from regexp_replace(lower(replace(replace("name", '''', ''), '%', ' pct ')), '[^a-z0-9]+', '-', 'g'));--> statement-breakpoint
ALTER TABLE "grocery_items" ADD COLUMN "any_brand_by_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "grocery_items" SET "any_brand_by_default" = true WHERE "brand" IN ('Store Brand', 'Unbranded', 'Great Value', 'Equate',
  'Parent''s Choice', 'Giant Eagle', 'Kirkland Signature', 'Happy Farms', 'Friendly Farms', 'Trader Joe''s', 'Good & Gather');--> statement-breakpoint
ALTER TABLE "cart_entries" ADD COLUMN "match_mode" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
UPDATE "cart_entries" SET "match_mode" = 'any' FROM "grocery_items"
  WHERE "grocery_items"."id" = "cart_entries"."item_id" AND "grocery_items"."any_brand_by_default";--> statement-breakpoint
CREATE INDEX "grocery_items_product_group_idx" ON "grocery_items" USING btree ("product_group");--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_match_mode_check" CHECK ("cart_entries"."match_mode" in ('exact', 'any'));
