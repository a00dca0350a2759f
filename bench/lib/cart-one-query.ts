/**
 * A PROPOSED getCart (not used by the app), measured by bench/cart-queries.ts. Today GET /api/cart
 * runs five statements after the session lookup (cart entries, preferences, stores, price rows, in
 * two sequential steps). This reads the entries, the selected stores and their price rows in ONE
 * statement (json_agg), then prices them with the same rules as pricing.service.ts: a store's own
 * price beats its chain's, the newest observation wins, a missing price is "unavailable". It covers
 * shoppers with selected stores; the "3 nearest" fallback would stay on today's path.
 */
import { sql } from "drizzle-orm";
import type { CartEntry, StorePrice } from "../../src/domain/contracts/catalog";
import { centsToDecimalString } from "../../src/domain/money/money";
import { isSizeUnit, unitPrice } from "../../src/domain/pricing/unit-price";
import type { Db } from "../../src/server/db/client";

type Entry = { id: number; itemId: number; quantity: number; item: CartEntry["item"] };
type Price = { itemId: number; chainId: number; storeId: number | null; cents: number; source: NonNullable<StorePrice["source"]>; observedAt: string };
type Row = { entries: Entry[] | null; stores: { id: number; chainId: number }[] | null; prices: Price[] | null };

export async function getCartInOneStatement(db: Db, userId: string): Promise<CartEntry[]> {
  const result = await db.execute(sql`
    with selected as (
      select s.id, s.chain_id as "chainId", array_position(p.selected_store_ids, s.id) as ord
      from user_preferences p join stores s on s.id = any(p.selected_store_ids) where p.user_id = ${userId}),
    entries as (
      select ce.id, ce.item_id as "itemId", ce.quantity, ce.created_at,
        json_build_object('name', gi.name, 'brand', gi.brand, 'category', gi.category, 'unit', gi.unit,
                          'size', gi.size, 'sizeUnit', gi.size_unit) as item
      from cart_entries ce join grocery_items gi on gi.id = ce.item_id where ce.user_id = ${userId}),
    price_rows as (
      select p.item_id as "itemId", p.chain_id as "chainId", p.store_id as "storeId", p.cents, p.source, p.observed_at as "observedAt"
      from prices p
      where p.item_id in (select "itemId" from entries) and p.chain_id in (select "chainId" from selected)
        and (p.store_id is null or p.store_id in (select id from selected)))
    select (select json_agg(json_build_object('id', e.id, 'itemId', e."itemId", 'quantity', e.quantity, 'item', e.item)
                            order by e.created_at, e.id) from entries e) as entries,
           (select json_agg(s order by s.ord) from selected s) as stores,
           (select json_agg(r) from price_rows r) as prices`);
  const [row] = (Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows) as Row[];
  const stores = row?.stores ?? [];
  const best = new Map<string, Price>();
  for (const price of row?.prices ?? []) {
    for (const store of stores) {
      if (store.chainId !== price.chainId || (price.storeId !== null && price.storeId !== store.id)) continue;
      const key = `${price.itemId}:${store.id}`;
      const held = best.get(key);
      const better = !held || ((price.storeId !== null) !== (held.storeId !== null) ? price.storeId !== null : Date.parse(price.observedAt) > Date.parse(held.observedAt));
      if (better) best.set(key, price);
    }
  }
  return (row?.entries ?? []).map((entry) => ({
    ...entry,
    storePrices: stores.map((store): StorePrice => {
      const price = best.get(`${entry.itemId}:${store.id}`);
      if (!price) return { storeId: store.id, price: null, available: false, unitPrice: null, source: null, observedAt: null };
      const { size, sizeUnit } = entry.item;
      return {
        storeId: store.id,
        price: centsToDecimalString(price.cents),
        available: true,
        unitPrice: isSizeUnit(sizeUnit) ? unitPrice(price.cents, size, sizeUnit).label : null,
        source: price.source,
        observedAt: new Date(price.observedAt).toISOString(),
      };
    }),
  }));
}
