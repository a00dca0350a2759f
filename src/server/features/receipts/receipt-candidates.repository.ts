import { and, eq, inArray, or, sql } from "drizzle-orm";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import type { WordGroup } from "../../../domain/receipts/line-candidates";
import type { CatalogEntry, Carried } from "../../../domain/receipts/match-line";
import type { Db } from "../../db/client";
import { prices } from "../../db/schema/index";
import { quote } from "../catalog/catalog-search-every-word";

const anyOf = (words: readonly string[]) => (words.length === 0 ? null : words.map(quote).join(" | "));

/**
 * Each line's best `limit` items by its words (domain/receipts/line-candidates.ts: wordsRank, then those the receipt's
 * chain has a trusted price for (review R37: its own label among an import's namesakes), then fewest words, then id),
 * all lines' together in one statement, each item once: the rows read are bounded by the receipt's lines, not by the
 * catalog (review R32). The items come from the GIN index of search_item_words(search_text, id).
 */
export async function candidateItems(
  db: Db,
  lines: readonly (readonly WordGroup[])[],
  limit: number,
  chainId: number | null,
): Promise<CatalogEntry[]> {
  const queries = lines
    .filter((groups) => groups.length > 0)
    .map((groups) => ({
      any: anyOf(groups.flatMap((group) => [...group.strong, ...group.weak])),
      groups: groups.map((group) => ({ s: anyOf(group.strong), w: anyOf(group.weak) })),
    }));
  if (queries.length === 0) return [];
  const result = await db.execute(sql`
    select c.id, c.name, c.brand, c.size, c.size_unit as "sizeUnit"
    from jsonb_array_elements(${JSON.stringify(queries)}::jsonb) as l(q)
    cross join lateral (
      select g.id, g.name, g.brand, g.size, g.size_unit
      from grocery_items g cross join lateral (select to_tsvector('simple', g.search_text) as v) t
      where search_item_words(g.search_text, g.id) @@ (l.q->>'any')::tsquery
      order by (select sum(case when t.v @@ (x->>'s')::tsquery then 1 when t.v @@ (x->>'w')::tsquery then 0.5 else 0 end)
                from jsonb_array_elements(l.q->'groups') as x) desc,
        exists (select 1 from prices p where p.item_id = g.id and p.chain_id = ${chainId} and p.status = 'trusted') desc,
        length(t.v), g.id
      limit ${limit}) c`);
  // postgres.js gives the rows, PGlite a result holding them.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number | string;
    name: string;
    brand: string;
    size: number | string;
    sizeUnit: string;
  }[];
  const items = new Map<number, CatalogEntry>();
  for (const row of rows) {
    const id = Number(row.id);
    items.set(id, { id, name: row.name, brand: row.brand, size: Number(row.size), sizeUnit: row.sizeUnit });
  }
  return [...items.values()].sort((a, b) => a.id - b.id);
}

/** Whether the chain has any trusted price: when it has none, the app knows nothing of what it sells. */
export async function chainSellsAnything(db: Db, chainId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(prices)
    .where(and(eq(prices.status, "trusted"), eq(prices.chainId, chainId)))
    .limit(1);
  return row !== undefined;
}

/**
 * What the prices say of each of these items and a chain (review R21): "sold" when it has a trusted price at that
 * chain; "elsewhere" when it has none there but the catalog knows its assortment — the seed's chain-wide estimates
 * exist exactly where a chain carries an item (decision 026) — and estimates only at other chains. An item with no
 * estimate anywhere (an imported one, decision 062) has no assortment: its price at one chain says nothing of the
 * others, so it is absent from the map ("unpriced"). A held report is one shopper's word, so it does not count.
 * Only the items asked for are read (the matcher's candidates), never every priced item.
 */
export async function chainAssortment(db: Db, chainId: number, itemIds: readonly number[]): Promise<Map<number, Carried>> {
  if (itemIds.length === 0) return new Map();
  const estimate = inArray(prices.source, [...ESTIMATE_SOURCES]);
  const rows = await db
    .select({ itemId: prices.itemId, here: sql<boolean>`bool_or(${prices.chainId} = ${chainId})` })
    .from(prices)
    .where(and(inArray(prices.itemId, [...itemIds]), eq(prices.status, "trusted"), or(eq(prices.chainId, chainId), estimate)))
    .groupBy(prices.itemId);
  return new Map(rows.map((row) => [row.itemId, row.here ? "sold" : "elsewhere"]));
}
