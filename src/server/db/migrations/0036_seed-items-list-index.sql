-- GET /api/grocery-items (the seed's items, review R1) read in order whatever an import adds. IF NOT EXISTS: it may be
-- built beforehand with CREATE INDEX CONCURRENTLY under this name (docs/operations.md).
CREATE INDEX IF NOT EXISTS "grocery_items_seed_list_idx" ON "grocery_items" USING btree ("name","brand","id") WHERE "grocery_items"."key" not like 'gtin-%';