import { asc, inArray, sql, type SQL } from "drizzle-orm";
import { canWiden, planSearch, rankItems, type SearchPlan } from "../../../domain/search/index";
import type { Db } from "../../db/client";
import { groceryItems } from "../../db/schema/index";
import { cachedVocabulary, currentVersion, loadVocabulary, type Lexicon } from "./catalog-search-vocabulary";
import {
  completeSql,
  firstReadHitsSql,
  firstReadsSql,
  fromLists,
  keptHitsSql,
  listStatsSql,
  queryWordsSql,
  readIds,
  readOn,
  wordStatsSql,
  type BlockRead,
  type ListStat,
} from "./catalog-search-every-word";
import { aliasItemsSql, catalogWords, listed, prefixBound, wordQuery } from "./catalog-search-words";
import { itemColumns } from "./catalog.repository";

const catalogVersion = sql<number>`(select words_version from catalog_state)`.mapWith(Number);

/**
 * The candidates: the first items by id matching every word (200 by name, 100 by name, brand or
 * category), or with `partial` every word but the filler ones (any word when all are filler), plus the
 * products the query's aliases mean.
 * One query word, or any word: the first items of the union of the words' lists, which is exactly
 * what the GIN indexes give first. Several words (decision 037): the items of their lists that
 * have every word, up to where the lists are complete, and when those are too few the next ones
 * from the GIN index, read a few blocks of ids at a time in the same statement as the items.
 */
async function candidates(db: Db, plan: SearchPlan, lexicon: Lexicon, partial: boolean) {
  const sets: SQL[] = [];
  const aliasItems = aliasItemsSql(plan);
  if (aliasItems) sets.push(aliasItems);
  // Widened (partial), an item still needs every word but the filler ones; when all are filler, any of them.
  const required = partial ? plan.words.filter((_, i) => !plan.optional.has(i)) : plan.words;
  const chosen = required.length > 0 ? required : plan.words;
  // Each planned word stands for at least one catalog word: the plan's vocabulary is built from this lexicon's words.
  const standsFor = chosen.map((word) => catalogWords(word, lexicon, prefixBound(chosen.length)));
  const words = standsFor.map((stands) => stands.words);
  if (required.length === 0) for (const alternatives of words) sets.push(...bothLists(alternatives));
  else if (chosen.length === 1) sets.push(...bothLists(words[0]!));
  else return everyWord(db, words, chosen.map((word, i) => wordQuery(word, standsFor[i]!)).join(" & "), aliasItems);
  return itemsOf(db, sets);
}

/** A word's lists by name and by search text (its alternatives' catalog words). */
const bothLists = (alternatives: readonly string[]) => [listed(alternatives, true), listed(alternatives, false)];

// Stryker disable next-line ArrowFunction,ObjectLiteral,StringLiteral: a CTE's fields type drizzle's builder only; the SQL here names the CTE and its column itself
const listFields = () => ({ itemId: sql<number>`item_id` });

/**
 * Several words (decision 037). One statement reads the items of the words' lists that have every
 * word (and the aliases' products) with the lists' sizes and last items; those up to where the
 * lists are complete are kept, and when they are too few the next ones are read by blocks of ids (decision 092) in the
 * same statement, as fromLists plans them; a read that held too few goes on in statements of its own (on PostgreSQL's
 * pool one per field, sent at once). Decision 093.
 */
async function everyWord(db: Db, words: readonly (readonly string[])[], whole: string, aliasItems: SQL | null) {
  // Every catalog word once (review R55), as rows every part reads.
  const queryWords = db.$with("query_words", listFields()).as(queryWordsSql(words));
  const wordStats = db.$with("word_stats", listFields()).as(wordStatsSql(sql`${queryWords}`));
  // Only the listed items that have every word and that fromLists keeps (those up to where the lists are complete).
  const complete = db.$with("complete", listFields()).as(completeSql(sql`${wordStats}`, sql`${queryWords}`));
  const keptHits = db.$with("kept_hits", listFields()).as(keptHitsSql(sql`${complete}`, sql`${queryWords}`, whole));
  // The first reads past the lists, where the kept items are too few, and the items they give.
  const firstReads = db.$with("first_reads", listFields()).as(firstReadsSql(sql`${complete}`, sql`${keptHits}`));
  const readHits = db.$with("read_hits", listFields()).as(firstReadHitsSql(sql`${firstReads}`, sql`${queryWords}`, words.length));
  // What gave each row, as bits of one column (each column more costs drizzle's mapping of every row): MARK below.
  const mark = (bit: number, rows: SQL) => sql`case when ${groceryItems.id} in (${rows}) then ${sql.raw(String(bit))} else 0 end`;
  const inField = (cte: SQL, inName: boolean) => sql`select item_id from ${cte} where ${sql.raw(inName ? "" : "not ")}in_name`;
  // The aliases' products once (a CTE used twice is read once), for the rows and for which rows they gave.
  const aliases = db.$with("alias_items", idField()).as(aliasItems ?? sql`select 0 as id`);
  const rows = await db
    .with(queryWords, wordStats, complete, keptHits, firstReads, readHits, aliases)
    .select({
      ...itemColumns,
      catalogVersion,
      reads: sql<number>`${sql.join(
        [
          mark(MARK.alias, sql`select id from ${aliases}`),
          mark(MARK.keptName, inField(sql`${keptHits}`, true)),
          mark(MARK.keptText, inField(sql`${keptHits}`, false)),
          mark(MARK.readName, inField(sql`${readHits}`, true)),
          mark(MARK.readText, inField(sql`${readHits}`, false)),
        ],
        sql` + `,
      )}`,
      stats: sql<{
        lists: ListStat[] | null;
        reads: FirstRead[] | null;
      } | null>`case when row_number() over (order by ${groceryItems.id}) = 1 then json_build_object('lists', ${listStatsSql(sql`${wordStats}`)}, 'reads', ${firstReadsJson(sql`${firstReads}`)}) end`,
    })
    // From one row, joined to the items: when no item comes, that row still carries the lists' sizes and the reads made
    // past them, so reads of every block left that found nothing are not made again (review R54, decision 094).
    .from(sql`(values (1)) as one_row (one)`)
    // As an array (= any): from the lists' estimated size a plan could otherwise hash-join a scan of every item.
    .leftJoin(
      groceryItems,
      sql`${groceryItems.id} = any(array(select id from ${aliases} union select item_id from ${keptHits} union select item_id from ${readHits}))`,
    )
    .orderBy(asc(groceryItems.id));
  const stats = rows[0]!.stats!;
  type Row = (typeof rows)[number];
  // The rows of items (the first row holds none when no item came), typed with the item's columns as the table has them.
  type ItemRow = Omit<Row, keyof typeof itemColumns> & Pick<typeof groceryItems.$inferSelect, keyof typeof itemColumns>;
  // Stryker disable next-line MethodExpression: the row with no item carries no mark: every use below leaves it out
  const itemRows = rows.filter((row): row is ItemRow => row.id !== null);
  const has = (row: Row, bit: number) => (row.reads & bit) !== 0;
  const hits = (inName: boolean) =>
    itemRows.filter((row) => has(row, inName ? MARK.keptName : MARK.keptText)).map((row) => row.id);
  // No list of any word (words gone since the vocabulary was read, review R51): nothing listed, nothing to read past.
  const { ids, reads } = fromLists(stats.lists ?? [], { name: hits(true), text: hits(false) }, words);
  const kept = new Set(ids);
  const strip = ({ stats: _stats, ...item }: ItemRow) => ({ ...item, reads: 0 });
  // The statement made each read as planned (the same blocks): it always does, unless float arithmetic ever differs.
  const made = reads.every((read) => (stats.reads ?? []).some((done) => sameRead(read, done)));
  const readBy = (row: Row, inName: boolean) => made && has(row, inName ? MARK.readName : MARK.readText);
  // Stryker disable next-line MethodExpression: the statement joins only the aliases' items, the kept hits (fromLists keeps the same) and the reads' (made): the filter keeps every row
  const items = itemRows
    .filter((row) => has(row, MARK.alias) || kept.has(row.id) || readBy(row, true) || readBy(row, false))
    .map(strip);
  // The ids each read gave: the statement's, or when it did not make the read as planned, the read made here.
  const got = made
    ? reads.map((read) => itemRows.filter((row) => readBy(row, read.part.inName)).map((row) => row.id))
    : await Promise.all(reads.map((read) => readIds(db, read)));
  const short = reads.map((read, i) => got[i]!.length < read.need && canGoOn(read));
  if (made && !short.some(Boolean)) return items;
  // A read that held too few goes on (decision 092); the items it finds are read with the catalog's version after it.
  const more = await Promise.all(reads.map((read, i) => (short[i] ? readOn(db, read, got[i]!) : [])));
  const seen = new Set(items.map((item) => item.id));
  const found = [...new Set([...(made ? [] : got.flat()), ...more.flat()])].filter((id) => !seen.has(id));
  const added = found.length > 0 ? await itemsById(db, found) : [];
  return withMore(db, items, added, added[0]?.catalogVersion ?? null);
}

/** The bits of the lists' statement's `reads` column: which sets gave a row. */
const MARK = { alias: 1, keptName: 2, keptText: 4, readName: 8, readText: 16 } as const;

/** Whether a read has blocks left past those it read (readOn reads them). */
const canGoOn = (read: BlockRead) => read.to < read.lastBlock;

/** A read the lists' statement made, as firstReadsSql gives it. */
type FirstRead = { inName: boolean; after: number; need: number; from: number; to: number };

const firstReadsJson = (reads: SQL) =>
  sql`(select json_agg(json_build_object('inName', in_name, 'after', after, 'need', need, 'from', from_block, 'to', to_block)) from ${reads})`;

/** A read's field, start, count and blocks as one key. */
const readKey = (inName: boolean, after: number, need: number, from: number, to: number) =>
  [inName, after, need, from, to].join(" ");

/** Whether the statement made this read: its field, start, count and blocks (every block left reads to the last). */
const sameRead = (read: BlockRead, done: FirstRead) =>
  readKey(done.inName, Number(done.after), Number(done.need), Number(done.from), Number(done.to)) ===
  readKey(read.part.inName, read.after, read.need, read.from, read.to === Infinity ? read.lastBlock : read.to);

/** The items of the lists' statement with those read after it, in id order, as of the version of the last statement. */
function withMore<T extends { id: number; catalogVersion: number }>(db: Db, items: T[], more: T[], version: number | null) {
  const seen = new Set(items.map((item) => item.id));
  return asOfNow(
    db,
    [...items, ...more.filter((item) => !seen.has(item.id))].sort((a, b) => a.id - b.id),
    version,
  );
}

/**
 * Candidates read in several statements (the lists, then blocks past them) carry the catalog's version as of the last
 * one when it has moved since the first: the search then runs again (searchItems) rather than answering with the
 * lists as they were before a change and the blocks as they are after it. `version` is what the last statement read
 * (the rows of a statement all carry its version); when it returned no rows, the version is read once more.
 */
async function asOfNow<T extends { catalogVersion: number }>(db: Db, items: T[], version: number | null): Promise<T[]> {
  const now = version ?? (await currentVersion(db));
  return items.map((item) => ({ ...item, catalogVersion: now }));
}

/** These items, by id, with the catalog's version. */
const itemsById = (db: Db, ids: readonly number[]) =>
  db
    .select({ ...itemColumns, catalogVersion, reads: sql<number>`0` })
    .from(groceryItems)
    .where(inArray(groceryItems.id, [...ids]))
    .orderBy(asc(groceryItems.id));

// Stryker disable next-line ArrowFunction,ObjectLiteral,StringLiteral: a CTE's fields type drizzle's builder only; the SQL here names the CTE and its column itself
const idField = () => ({ id: sql<number>`id` });

/** The items of these sets (none without a set), in id order, with the catalog's version. */
async function itemsOf(db: Db, sets: readonly SQL[]) {
  if (sets.length === 0) return [];
  return db
    .select({ ...itemColumns, catalogVersion, reads: sql<number>`0` })
    .from(groceryItems)
    .where(sql`${groceryItems.id} in (${sql.join([...sets], sql` union `)})`)
    .orderBy(asc(groceryItems.id));
}

/**
 * Typo-tolerant, prefix-aware search with the domain's one ranking rule (src/domain/search). The
 * query is read against the catalog's words (prefixes, singulars and plurals, typos, alias phrases),
 * each catalog word's first items (search_word_items, kept by triggers) or the GIN indexes give the
 * candidates, so the cost follows the number of candidates rather than the size of the catalog or
 * how common a word is, and the domain ranks them. The candidates are the items matching every
 * word and the products the query's aliases mean; when there are none, the items matching any word.
 * The words are read from the vocabulary as last loaded; the candidates carry the catalog's version,
 * and when it has moved the vocabulary is reloaded and the search runs again.
 */
export async function searchItems(db: Db, query: string, limit: number) {
  const cached = cachedVocabulary(db) ?? (await loadVocabulary(db));
  const first = await searchWith(db, planSearch(query, cached.vocabulary), cached, limit);
  if ((first.version ?? (await currentVersion(db))) === cached.version) return first.results;
  const reloaded = await loadVocabulary(db);
  return (await searchWith(db, planSearch(query, reloaded.vocabulary), reloaded, limit)).results;
}

/** The ids of the candidates for every word of the query, before ranking (for tests). */
export async function candidateIds(db: Db, query: string): Promise<number[]> {
  const loaded = await loadVocabulary(db);
  return (await candidates(db, planSearch(query, loaded.vocabulary), loaded, false)).map((item) => item.id);
}

/** The ranked results, with the catalog version the candidates were read at (null when none were read). */
async function searchWith(db: Db, plan: SearchPlan, lexicon: Lexicon, limit: number) {
  // A word the vocabulary has nowhere: no item answers, unless the catalog changed since it was read (the version says).
  if (plan.unknown.length > 0) return { version: null, results: [] };
  const every = await candidates(db, plan, lexicon, false);
  const ranked = rankItems(plan, every, false, limit);
  if (ranked.length > 0 || !canWiden(plan))
    return { version: every[0]?.catalogVersion ?? null, results: ranked.map(withoutVersion) };
  const any = await candidates(db, plan, lexicon, true);
  return { version: any[0]?.catalogVersion ?? null, results: rankItems(plan, any, true, limit).map(withoutVersion) };
}

const withoutVersion = <T extends { catalogVersion: number; reads: number }>({
  catalogVersion: _version,
  reads: _reads,
  ...item
}: T) => item;
