import { sql, type SQL } from "drizzle-orm";
import type { PlannedWord, SearchPlan } from "../../../domain/search/index";
import { WORD_LIST_LENGTH } from "../../db/schema/index";
import { quote } from "./catalog-search-every-word";
import type { Lexicon } from "./catalog-search-vocabulary";

/** How many items of each product an alias means go to the ranking (aliasItemsSql). */
export const ALIAS_ITEMS_PER_PRODUCT = 12;

/**
 * How many of the catalog words a query word begins it stands for (review R55). The seed's widest prefix of two letters
 * begins 60 words; an imported catalog's vocabulary can give a prefix thousands, each a list of up to 300 rows to read
 * and a parameter to send. Past the bound, a prefix stands for the words the catalog had first (lowest search_words.id:
 * the seed's, the words of a supermarket's aisles, then an import's; review R56, decision 095), as well as its other
 * spellings. 64, above the seed's 60: past ~100 words the lists' statement scanned every list (review R60, decision 096).
 */
export const MAX_PREFIX_WORDS = 64;

/**
 * How many catalog words a whole query's prefixes stand for (review R62): the lists' statement reads every word's list
 * and passed to a scan of all lists at ~150 words (three wide prefixes: 143 ms); shared out, a query of n words gives
 * each at most 128 / n (64 for two, 42 for three, 16 for eight).
 */
export const MAX_QUERY_PREFIX_WORDS = 128;

/** The bound of each word's prefix in a query of `words` words. */
export const prefixBound = (words: number) => Math.min(MAX_PREFIX_WORDS, Math.floor(MAX_QUERY_PREFIX_WORDS / Math.max(1, words)));

/** What a query word stands for: catalog words, and whether it is read as a prefix of every catalog word it begins. */
export type StandsFor = { words: string[]; prefix: boolean };

/** The catalog words a query word stands for: those it begins (at most `bound`) and its other spellings. */
export function catalogWords(word: PlannedWord, { lexemes, ids }: Lexicon, bound = MAX_PREFIX_WORDS): StandsFor {
  if (word.mode !== "known" || word.text.length <= 1) return { words: [...new Set(word.lexemes)], prefix: false };
  let low = 0;
  for (let high = lexemes.length; low < high;) {
    const middle = (low + high) >>> 1;
    if (lexemes[middle]! < word.text) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < lexemes.length && lexemes[end]!.startsWith(word.text)) end++;
  const prefix = end - low <= bound;
  const begun = Array.from({ length: end - low }, (_, i) => low + i);
  // When some must go, the first the catalog had; the words kept stay in alphabetical order.
  const kept = prefix
    ? begun
    : begun
        .sort((a, b) => ids[a]! - ids[b]!)
        .slice(0, bound)
        .sort((a, b) => a - b);
  return { words: [...new Set([...word.lexemes, ...kept.map((at) => lexemes[at]!)])], prefix };
}

/**
 * A query word as a full-text alternative (checked against the words kept with listed items): the word as a prefix
 * (when it stands for every catalog word it begins) or else the catalog words it stands for.
 */
export function wordQuery(word: PlannedWord, standsFor: StandsFor): string {
  const alternatives = standsFor.prefix ? word.lexemes.map(quote) : standsFor.words.map(quote);
  if (standsFor.prefix) alternatives.unshift(`${quote(word.text)}:*`);
  return `(${alternatives.join(" | ")})`;
}

/**
 * The first items by id in the lists of these words (search_word_items: each word's first 200 items
 * by name and first 100 by search text): exactly the first items by id that have any of the words,
 * read from at most a few hundred rows instead of a bitmap of every item that has one.
 */
export function listed(words: readonly string[], inName: boolean): SQL {
  const inWords = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const limit = inName ? WORD_LIST_LENGTH.name : WORD_LIST_LENGTH.text;
  // The listed rows are read first (MATERIALIZED): a generic plan of the prepared statement could
  // otherwise walk every list in item order to stop at the limit, reading most of the table.
  const fromLists = sql`with listed as materialized (select item_id from search_word_items where in_name = ${inName} and word in (${inWords}))`;
  return sql`(${fromLists} select distinct item_id from listed order by item_id limit ${limit})`;
}

/**
 * The items the query's aliases mean: for each product named (and its brand, when the alias names one), the catalog's
 * own items of that name (not the imported ones, keys "gtin-…", decision 062), the first ALIAS_ITEMS_PER_PRODUCT by id.
 * An alias is written for the seed's products; an imported namesake reaches the ranking through the word lists as any
 * item does. Read from grocery_items_seed_list_idx (name, brand, id; migration 0036), so the rows read and their order
 * do not depend on the import or on the plan: with an imported catalog a name such as "Whole Milk" has hundreds of
 * items, and `limit` without an order took whichever the plan met first. The seed has at most 6 items of a name.
 */
export function aliasItemsSql(plan: SearchPlan): SQL | null {
  // Each product once, by its name and its brand (or none).
  const targets = new Map(plan.aliases.map(({ target }) => [JSON.stringify([target.name, target.brand]), target]));
  if (targets.size === 0) return null;
  const rows = [...targets.values()].map((target) => sql`(${target.name}::text, ${target.brand ?? null}::text)`);
  return sql`(select named.id from (values ${sql.join(rows, sql`, `)}) as target(name, brand) cross join lateral (
    select id from grocery_items
    where name = target.name and (target.brand is null or brand = target.brand) and key not like 'gtin-%'
    order by id limit ${ALIAS_ITEMS_PER_PRODUCT}) named)`;
}
