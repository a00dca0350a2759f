import { asc, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groceryItems } from "../../db/schema/index";

/** What every list of items (cart, favorites, recurring orders) shows of an item; join grocery_items to select it. */
export const itemSummaryColumns = {
  name: groceryItems.name,
  brand: groceryItems.brand,
  category: groceryItems.category,
  unit: groceryItems.unit,
  size: groceryItems.size,
  sizeUnit: groceryItems.sizeUnit,
};

const itemColumns = { id: groceryItems.id, ...itemSummaryColumns };

export function listItems(db: Db) {
  return db.select(itemColumns).from(groceryItems).orderBy(asc(groceryItems.name), asc(groceryItems.brand), asc(groceryItems.id));
}

/** How many items the full-text index hands to the precise ranking, per candidate set. */
const CANDIDATES = 200;
/** Query words beyond this many are ignored (a 100-character query could hold 30 short words). */
const MAX_WORDS = 8;
/** A field "matches" a typo'd query at this word similarity. */
const STRONG = 0.55;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each query word as a quoted full-text alternative; see search_word_alternatives (migration 0006). */
async function wordAlternatives(db: Db, q: string): Promise<string[]> {
  const rows = await db
    .select({ alternative: sql<string>`alternative` })
    .from(sql`search_word_alternatives(${q}) as alternative`);
  return rows.map((r) => r.alternative).slice(0, MAX_WORDS);
}

/** Up to CANDIDATES items whose name matches, plus up to CANDIDATES whose name, brand or category does. */
const matching = (tsquery: string) => sql`(select id from grocery_items where to_tsvector('simple', name) @@ ${tsquery}::tsquery limit ${CANDIDATES})
  union (select id from grocery_items where to_tsvector('simple', search_text) @@ ${tsquery}::tsquery limit ${CANDIDATES})`;

/**
 * Typo-tolerant, prefix-aware search. Each query word becomes a full-text alternative (a prefix,
 * or the catalog words it most resembles), and GIN indexes find the candidates, so the cost follows
 * the number of matches rather than the size of the catalog. The candidates are the items matching
 * every word; when none does ("organic bananas" with no organic bananas), the items matching any
 * word, those matching more words first. They are then ranked: a whole word of the name, a word
 * prefix of the name, the brand as typed ("great value" is a brand before it is half of "... Value
 * Pack"), a close (typo) name match, a close brand, then the category; shorter, closer names first.
 */
export async function searchItems(db: Db, query: string, limit: number) {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  const words = await wordAlternatives(db, q);
  if (words.length === 0) return [];
  const everyWord = await rankedCandidates(db, q, matching(words.join(" & ")), null, limit);
  if (everyWord.length > 0 || words.length === 1) return everyWord;
  const anyWord = sql.join(words.map(matching), sql` union `);
  const wordsMatched = sql.join(words.map((w) => sql`(to_tsvector('simple', ${groceryItems.searchText}) @@ ${w}::tsquery)::int`), sql` + `);
  return rankedCandidates(db, q, anyWord, wordsMatched, limit);
}

function rankedCandidates(db: Db, q: string, candidates: SQL, wordsMatched: SQL | null, limit: number) {
  const word = `% ${escapeLike(q)} %`;
  const wordPrefix = `% ${escapeLike(q)}%`;
  const name = sql`(' ' || lower(${groceryItems.name}) || ' ')`;
  const tier = sql`case
      when ${name} like ${word} then 0
      when ${name} like ${wordPrefix} then 1
      when (' ' || lower(${groceryItems.brand})) like ${wordPrefix} then 2
      when word_similarity(${q}, lower(${groceryItems.name})) >= ${STRONG} then 3
      when word_similarity(${q}, lower(${groceryItems.brand})) >= ${STRONG} then 4
      when word_similarity(${q}, lower(${groceryItems.category})) >= ${STRONG} then 5
      else 6 end`;
  return db
    .select(itemColumns)
    .from(groceryItems)
    .where(sql`${groceryItems.id} in (${candidates})`)
    .orderBy(
      ...(wordsMatched ? [sql`${wordsMatched} desc`] : []),
      tier,
      sql`similarity(${q}, lower(${groceryItems.name})) desc`,
      asc(groceryItems.name),
      asc(groceryItems.brand),
      asc(groceryItems.id),
    )
    .limit(limit);
}

export async function itemExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: groceryItems.id }).from(groceryItems).where(sql`${groceryItems.id} = ${id}`);
  return row !== undefined;
}

/** Which of these item ids are in the catalog. */
export async function existingItemIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: groceryItems.id }).from(groceryItems).where(inArray(groceryItems.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
