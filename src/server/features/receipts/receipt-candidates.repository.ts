import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import type { WordGroup } from "../../../domain/receipts/line-candidates";
import type { CatalogEntry, Carried } from "../../../domain/receipts/match-line";
import type { Db } from "../../db/client";
import { prices } from "../../db/schema/index";
import { quote } from "../catalog/catalog-search-every-word";

/** The words as a tsquery matching any of them, or null (matching nothing) for none. */
function anyOf(words: readonly string[]): string | null {
  return words.map(quote).join(" | ") || null;
}

/** A line whose words some FEW items have at most has them all ranked in one statement (no tiers). */
export const FEW = 2000;
/** Subsets of this many groups or more in one tier are not tried (the next tier is): a tsquery of every subset. */
const MAX_SUBSETS = 20;

/** The subsets of `size` of 0..n-1, or null when there are more than MAX_SUBSETS. */
function subsets(n: number, size: number): number[][] | null {
  const found: number[][] = [];
  const grow = (from: number, picked: number[]): boolean => {
    if (picked.length === size) return found.push(picked) <= MAX_SUBSETS;
    for (let i = from; i <= n - (size - picked.length); i++) if (!grow(i + 1, [...picked, i])) return false;
    return true;
  };
  return grow(0, []) ? found : null;
}

/**
 * A line's tiers, most words first: the items having at least `n - missing` of its n groups' words (any strength), as
 * a tsquery, and the rank above which those items outrank every item outside them (which has at most
 * `n - missing - 1` groups, so at most that rank). The last tier is every item having any of its words.
 */
export function lineTiers(groups: readonly WordGroup[]): { query: string; above: number }[] {
  const words = groups.map((group) => `(${anyOf([...group.strong, ...group.weak])})`);
  const tiers: { query: string; above: number }[] = [];
  for (let missing = 0; missing < groups.length - 1; missing++) {
    const picks = subsets(groups.length, groups.length - missing);
    if (picks) tiers.push({ query: picks.map((pick) => `(${pick.map((i) => words[i]).join(" & ")})`).join(" | "), above: groups.length - missing - 1 });
  }
  tiers.push({ query: words.join(" | "), above: -1 });
  return tiers;
}

type CandidateRow = { id: number | string; name: string; brand: string; size: number | string; sizeUnit: string; rank: number | string };

/**
 * One line's best `limit` items (wordsRank, then those the chain has a trusted price for, then fewest words, then id),
 * read tier by tier (lineTiers): the first tier holding `limit` items ranked above everything outside it is the
 * answer, exactly as if every item having any of the line's words were ranked (review R38: at 10^6 imported items that
 * was 10^4-10^5 items a line, each scored). Each group's tsqueries are parameters, parsed once a statement.
 */
async function lineCandidates(db: Db, groups: readonly WordGroup[], limit: number, chainId: number | null) {
  const scores = groups.map(
    (group) => sql`(case when t.v @@ ${anyOf(group.strong)}::tsquery then 1 when t.v @@ ${anyOf(group.weak)}::tsquery then 0.5 else 0 end)`,
  );
  const rank = sql.join(scores, sql` + `);
  const ranked = async (matches: SQL) => {
    const result = await db.execute(sql`
      with m as materialized (${matches})
      select g.id, g.name, g.brand, g.size, g.size_unit as "sizeUnit", ${rank} as rank
      from grocery_items g cross join lateral (select to_tsvector('simple', g.search_text) as v) t
      where g.id = any(array(select id from m))
      order by 6 desc,
        exists (select 1 from prices p where p.item_id = g.id and p.chain_id = ${chainId} and p.status = 'trusted') desc,
        length(t.v), g.id
      limit ${limit}`);
    // As an array (= any): a plan could otherwise hash-join a scan of every item. postgres.js gives the rows, PGlite a
    // result holding them.
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as CandidateRow[];
  };
  const matching = (query: string) => sql`select id from grocery_items where search_item_words(search_text, id) @@ ${query}::tsquery`;
  const tiers = lineTiers(groups);
  // Few items having any of the words (a small catalog): all of them ranked in one statement, as before.
  const few = await ranked(
    sql`select id from (${matching(tiers.at(-1)!.query)} limit ${FEW + 1}) f where (select count(*) from (${matching(tiers.at(-1)!.query)} limit ${FEW + 1}) c) <= ${FEW}`,
  );
  if (few.length > 0) return few;
  // Stryker disable next-line ArrayDeclaration: lineTiers always ends with the any-word tier, so the loop always assigns rows
  let rows: CandidateRow[] = [];
  for (const tier of tiers) {
    rows = await ranked(matching(tier.query));
    if (rows.length === limit && Number(rows[limit - 1]!.rank) > tier.above) break;
  }
  return rows;
}

/**
 * Each line's best `limit` items by its words (domain/receipts/line-candidates.ts: wordsRank, then those the receipt's
 * chain has a trusted price for (review R37: its own label among an import's namesakes), then fewest words, then id),
 * each item once: the rows read are bounded by the receipt's lines, not by the catalog (review R32), and the rows
 * ranked by the items having most of a line's words (R38). The items come from the GIN index of
 * search_item_words(search_text, id).
 */
export async function candidateItems(
  db: Db,
  lines: readonly (readonly WordGroup[])[],
  limit: number,
  chainId: number | null,
): Promise<CatalogEntry[]> {
  const items = new Map<number, CatalogEntry>();
  for (const groups of lines) {
    if (groups.length === 0) continue;
    for (const row of await lineCandidates(db, groups, limit, chainId)) {
      const id = Number(row.id);
      items.set(id, { id, name: row.name, brand: row.brand, size: Number(row.size), sizeUnit: row.sizeUnit });
    }
  }
  return [...items.values()].sort((a, b) => a.id - b.id);
}

/** Whether the chain has any trusted price: when it has none, the app knows nothing of what it sells. */
export async function chainSellsAnything(db: Db, chainId: number): Promise<boolean> {
  // No columns: a row, even empty, says a trusted price exists.
  const [row] = await db
    .select({})
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
