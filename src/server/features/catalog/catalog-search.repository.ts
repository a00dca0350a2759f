import { asc, sql, type SQL } from "drizzle-orm";
import {
  buildVocabulary,
  canWiden,
  planSearch,
  rankItems,
  type PlannedWord,
  type SearchPlan,
  type Vocabulary,
} from "../../../domain/search/index";
import type { Db } from "../../db/client";
import { catalogState, groceryItems, searchWords } from "../../db/schema/index";
import { itemColumns } from "./catalog.repository";

/** How many items named after the query, and how many matching it in name, brand or category, go to the ranking. */
const NAME_CANDIDATES = 200;
const TEXT_CANDIDATES = 100;

type CachedVocabulary = { version: number; vocabulary: Vocabulary };
const vocabularies = new WeakMap<Db, CachedVocabulary>();

const catalogVersion = sql<number>`(select version from catalog_state)`.mapWith(Number);

/**
 * The catalog's words (search_words, which triggers keep in step with grocery_items), kept per
 * database with the catalog_state.version they were read at; every change to grocery_items moves
 * that version (migration 0005).
 */
async function loadVocabulary(db: Db): Promise<CachedVocabulary> {
  const [state] = await db.select({ version: catalogState.version }).from(catalogState);
  const rows = await db.select({ word: searchWords.word }).from(searchWords);
  const loaded = { version: state?.version ?? 0, vocabulary: buildVocabulary(rows.map((row) => row.word)) };
  vocabularies.set(db, loaded);
  return loaded;
}

async function currentVersion(db: Db): Promise<number> {
  const [state] = await db.select({ version: catalogState.version }).from(catalogState);
  return state?.version ?? 0;
}

/** A lexeme quoted for to_tsquery syntax, so no word is read as an operator. */
const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** A query word as a full-text alternative: the word as a prefix (when some catalog word begins with it) or the catalog words it stands for. */
function wordQuery(word: PlannedWord): string {
  const alternatives = word.lexemes.map(quote);
  if (word.mode === "known" && word.text.length > 1) alternatives.unshift(`${quote(word.text)}:*`);
  return `(${alternatives.join(" | ")})`;
}

/** Items whose name matches, plus items whose name, brand or category does (those rank below any name match, so fewer are needed). */
const matching = (
  tsquery: string,
) => sql`(select id from grocery_items where to_tsvector('simple', name) @@ ${tsquery}::tsquery limit ${NAME_CANDIDATES})
  union (select id from grocery_items where to_tsvector('simple', search_text) @@ ${tsquery}::tsquery limit ${TEXT_CANDIDATES})`;

function candidates(db: Db, plan: SearchPlan, partial: boolean) {
  const sets: SQL[] = [];
  if (plan.words.length > 0) {
    const queries = plan.words.map(wordQuery);
    sets.push(...(partial ? queries.map(matching) : [matching(queries.join(" & "))]));
  }
  const aliasNames = [...new Set(plan.aliases.map((alias) => alias.target.name))];
  if (aliasNames.length > 0) {
    sets.push(
      sql`(select id from grocery_items where ${groceryItems.name} in (${sql.join(
        aliasNames.map((name) => sql`${name}`),
        sql`, `,
      )}) limit ${NAME_CANDIDATES})`,
    );
  }
  return db
    .select({ ...itemColumns, catalogVersion })
    .from(groceryItems)
    .where(sql`${groceryItems.id} in (${sql.join(sets, sql` union `)})`)
    .orderBy(asc(groceryItems.id));
}

/**
 * Typo-tolerant, prefix-aware search with the domain's one ranking rule (src/domain/search). The
 * query is read against the catalog's words (prefixes, singulars and plurals, typos, alias phrases),
 * GIN indexes find the candidates, so the cost follows the number of matches rather than the size
 * of the catalog, and the domain ranks them. The candidates are the items matching every word and
 * the products the query's aliases mean; when there are none, the items matching any word.
 * The words are read from the vocabulary as last loaded; the candidates carry the catalog's version,
 * and when it has moved the vocabulary is reloaded and the search runs again.
 */
export async function searchItems(db: Db, query: string, limit: number) {
  let cached = vocabularies.get(db) ?? (await loadVocabulary(db));
  for (let attempt = 0; ; attempt++) {
    const { version, results } = await searchWith(db, planSearch(query, cached.vocabulary), limit);
    if (attempt > 0 || (version ?? (await currentVersion(db))) === cached.version) return results;
    cached = await loadVocabulary(db);
  }
}

/** The ranked results, with the catalog version the candidates were read at (null when none were read). */
async function searchWith(db: Db, plan: SearchPlan, limit: number) {
  if (plan.words.length === 0 && plan.aliases.length === 0) return { version: null, results: [] };
  const every = await candidates(db, plan, false);
  const ranked = rankItems(plan, every, false, limit);
  if (ranked.length > 0 || !canWiden(plan))
    return { version: every[0]?.catalogVersion ?? null, results: ranked.map(withoutVersion) };
  const any = await candidates(db, plan, true);
  return { version: any[0]?.catalogVersion ?? null, results: rankItems(plan, any, true, limit).map(withoutVersion) };
}

const withoutVersion = <T extends { catalogVersion: number }>({ catalogVersion: _version, ...item }: T) => item;
