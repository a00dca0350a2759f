import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groceryItems } from "../../db/schema/index";

const itemColumns = {
  id: groceryItems.id,
  name: groceryItems.name,
  brand: groceryItems.brand,
  category: groceryItems.category,
  unit: groceryItems.unit,
  size: groceryItems.size,
  sizeUnit: groceryItems.sizeUnit,
};

export function listItems(db: Db) {
  return db.select(itemColumns).from(groceryItems).orderBy(asc(groceryItems.name), asc(groceryItems.brand), asc(groceryItems.id));
}

/** How many nearest neighbours the trigram index hands to the precise ranking below. */
const CANDIDATES = 200;
/** Below this word similarity a candidate is noise rather than a typo. */
const MIN_WORD_SIMILARITY = 0.4;
/** A field "matches" a typo'd query at this word similarity. */
const STRONG = 0.55;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Typo-tolerant, prefix-aware search. The GiST trigram index yields the nearest candidates by word
 * similarity over name, brand and category (an ordered index scan, so it stays fast on large
 * catalogs); they are then ranked: a whole word of the name, a word prefix of the name, a close
 * (typo) name match, then brand, then category; shorter, closer names first within a tier.
 */
export function searchItems(db: Db, query: string, limit: number) {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  const word = `% ${escapeLike(q)} %`;
  const wordPrefix = `% ${escapeLike(q)}%`;
  const candidates = db
    .select({ id: groceryItems.id, distance: sql<number>`${q} <<-> ${groceryItems.searchText}`.as("distance") })
    .from(groceryItems)
    .orderBy(sql`${q} <<-> ${groceryItems.searchText}`)
    .limit(CANDIDATES)
    .as("candidates");
  const name = sql`(' ' || lower(${groceryItems.name}) || ' ')`;
  const tier = sql`case
      when ${name} like ${word} then 0
      when ${name} like ${wordPrefix} then 1
      when word_similarity(${q}, lower(${groceryItems.name})) >= ${STRONG} then 2
      when (' ' || lower(${groceryItems.brand})) like ${wordPrefix} or word_similarity(${q}, lower(${groceryItems.brand})) >= ${STRONG} then 3
      when word_similarity(${q}, lower(${groceryItems.category})) >= ${STRONG} then 4
      else 5 end`;
  return db
    .select(itemColumns)
    .from(candidates)
    .innerJoin(groceryItems, sql`${groceryItems.id} = ${candidates.id}`)
    .where(sql`${candidates.distance} <= ${1 - MIN_WORD_SIMILARITY}`)
    .orderBy(
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
