CREATE INDEX IF NOT EXISTS "cart_entries_item_idx" ON "cart_entries" USING btree ("item_id");--> statement-breakpoint
-- Decision 064: a shopper's unknown barcode is kept once: later copies of one are deleted, the first (its photo) stays.
DELETE FROM "missing_products" AS "later" USING "missing_products" AS "first" WHERE "later"."source" = 'barcode' AND "first"."source" = 'barcode' AND "later"."user_id" = "first"."user_id" AND "later"."gtin" = "first"."gtin" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "missing_products_user_gtin_key" ON "missing_products" USING btree ("user_id","gtin") WHERE "missing_products"."source" = 'barcode';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "missing_products_photo_created_idx" ON "missing_products" USING btree ("created_at") WHERE "missing_products"."photo" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "missing_products_receipt_line_idx" ON "missing_products" USING btree ("receipt_line_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipt_lines_price_idx" ON "receipt_lines" USING btree ("price_id");