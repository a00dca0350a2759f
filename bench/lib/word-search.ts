/**
 * A PROPOSED candidate step for searchItems, measured by bench/search-candidates.ts (not used by
 * the app). The GiST KNN over search_text has to visit most of the index whenever the best match is
 * not exact (typos, prefixes), because trigram signatures of 40-character strings are saturated.
 * Instead: each query word is expanded against a small dictionary of the catalog's distinct words
 * (a GiST KNN over a few thousand short words: cheap and selective) into "the word as a prefix, or
 * one of its 5 closest words by word similarity, if >= 0.4", and the items are those matching every
 * query word, from a GIN full-text index (any 200 of them, as the KNN's ties are today). The ranking is the
 * one of catalog.repository.ts, unchanged.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/** Schema the proposal adds (a migration in src/ would carry the same statements). */
export const WORD_SEARCH_SETUP = [
  "CREATE INDEX grocery_items_search_fts_idx ON grocery_items USING gin (to_tsvector('simple', search_text))",
  "DROP TABLE IF EXISTS search_words",
  "CREATE TABLE search_words (word text PRIMARY KEY)",
  "INSERT INTO search_words SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM grocery_items')",
  "CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops)",
  "ANALYZE search_words",
];
export const WORD_SEARCH_INDEXES = ["grocery_items_search_fts_idx", "search_words_pkey", "search_words_trgm_idx"];

const CANDIDATES = 200;
const TYPO_SIMILARITY = 0.4; // as MIN_WORD_SIMILARITY in catalog.repository.ts
const TYPO_NEIGHBOURS = 5;
const STRONG = 0.55;

export async function searchItemsByWords(db: Db, query: string, limit: number): Promise<{ name: string }[]> {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const word = `% ${like(q)} %`;
  const wordPrefix = `% ${like(q)}%`;
  const result = await db.execute(sql`
    with tokens as (select lexeme as t from unnest(to_tsvector('simple', ${q}))),
    alternatives as (
      select '(' || quote_literal(t) || ':*' || coalesce((
        select string_agg(' | ' || quote_literal(n.word), '')
        from (select word from search_words order by t <<-> word limit ${TYPO_NEIGHBOURS}) n
        where word_similarity(t, n.word) >= ${TYPO_SIMILARITY}), '') || ')' as alternative
      from tokens),
    wanted as (select string_agg(alternative, ' & ')::tsquery as tsq from alternatives),
    candidates as (
      select g.id from grocery_items g, wanted
      where to_tsvector('simple', g.search_text) @@ wanted.tsq limit ${CANDIDATES})
    select g.id, g.name, g.brand, g.category, g.unit, g.size, g.size_unit as "sizeUnit"
    from candidates c join grocery_items g on g.id = c.id
    order by case
        when (' ' || lower(g.name) || ' ') like ${word} then 0
        when (' ' || lower(g.name) || ' ') like ${wordPrefix} then 1
        when word_similarity(${q}, lower(g.name)) >= ${STRONG} then 2
        when (' ' || lower(g.brand)) like ${wordPrefix} or word_similarity(${q}, lower(g.brand)) >= ${STRONG} then 3
        when word_similarity(${q}, lower(g.category)) >= ${STRONG} then 4
        else 5 end,
      similarity(${q}, lower(g.name)) desc, g.name, g.brand, g.id
    limit ${limit}`);
  return (Array.isArray(result) ? result : (result as unknown as { rows: { name: string }[] }).rows) as { name: string }[];
}
