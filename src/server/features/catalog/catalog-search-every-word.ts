import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { searchWordItems, WORD_LIST_LENGTH } from "../../db/schema/index";

/**
 * The first items by id that have every word of a query of several words (decision 037): the first
 * 200 whose name has them and the first 100 whose search text (name, brand, category) has them,
 * exactly what the GIN indexes give in id order, without building a bitmap of every item that has
 * a common word.
 *
 * Each catalog word keeps its first items by id (search_word_items, decision 034). A query word
 * stands for several catalog words; the union of their lists holds every item with the query word
 * up to the last item of the shortest full list among them (all of them when no list is full). So
 * the items of all the lists that have every word (checked on the words each listed row keeps)
 * are every such item up to `complete`, the largest of those bounds over the query words. When
 * they are enough, they are the answer. Otherwise the first items past `complete` are read from the
 * GIN index a few blocks of ids at a time (search_item_words adds each item's block of 8192 ids as
 * a word, migration 0024), so PostgreSQL reads the postings of those blocks, not of every item.
 */

/** The block of ids search_item_words() gives an item: id >> 13 (migration 0024). */
const BLOCK_BITS = 13;
const BLOCK = 2 ** BLOCK_BITS;
/** A first read that would need more blocks than this reads them all (two common words that are rare together). */
const MAX_FIRST_BLOCKS = 16;
/** After this many block reads, the rest is read in one go. */
const BLOCK_ROUNDS = 3;

export type Part = { inName: boolean; length: number; column: SQL };
const PARTS: readonly Part[] = [
  { inName: true, length: WORD_LIST_LENGTH.name, column: sql.raw("name") },
  { inName: false, length: WORD_LIST_LENGTH.text, column: sql.raw("search_text") },
];

/** A lexeme quoted for to_tsquery syntax, so no word is read as an operator. */
export const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The block word of a block, quoted for to_tsquery: a space, then the block number. */
const blockWord = (block: number) => quote(` ${block}`);

/** A word's list in one field: its size and last item; lastId is the catalog's last item (0 when it is empty). */
export type ListStat = { inName: boolean; word: string; size: number; last: number; lastId: number };

/** A read of the first `need` items by id after `after` whose field has every word, in blocks `from` to `to` (all blocks left: to = Infinity). */
export type BlockRead = {
  part: Part;
  conjunction: string;
  after: number;
  need: number;
  from: number;
  to: number;
  lastBlock: number;
};

/**
 * For a search whose statement reading the lists and their items gave none (so no sizes either): the lists' sizes and
 * the listed items that have every word, in one statement (the catalog may have changed since), as fromLists gives
 * them. words: for each query word, the catalog words it stands for (none empty); whole: the query as a tsquery,
 * checked against the words kept with each listed item.
 */
export async function listedWithEveryWord(
  db: Db,
  words: readonly (readonly string[])[],
  whole: string,
): Promise<{ ids: number[]; reads: BlockRead[] }> {
  const rows = await listsOf(db, [...new Set(words.flat())], whole);
  const hits = (inName: boolean) => rows.filter((row) => row.inName === inName).flatMap((row) => row.matches);
  return fromLists(rows, { name: hits(true), text: hits(false) }, words);
}

/**
 * From the lists' sizes and last items and the listed items that have every word (by field): the
 * items that are every such item up to where the lists are complete, and the reads past that.
 */
export function fromLists(
  stats: readonly ListStat[],
  hits: { name: readonly number[]; text: readonly number[] },
  words: readonly (readonly string[])[],
): { ids: number[]; reads: BlockRead[] } {
  const lastId = stats[0]?.lastId ?? 0;
  // The conjunction as the index reads it: each query word as its catalog words (a prefix query would make
  // PostgreSQL gather every posting of every word it begins before intersecting).
  const conjunction = words.map((alternatives) => `(${alternatives.map(quote).join(" | ")})`).join(" & ");
  const ids: number[] = [];
  const reads: BlockRead[] = [];
  for (const part of PARTS) {
    const lists = stats.filter((row) => row.inName === part.inName);
    const complete = Math.max(
      ...words.map((alternatives) =>
        Math.min(...lists.filter((row) => alternatives.includes(row.word) && row.size >= part.length).map((row) => row.last)),
      ),
    );
    const listed = [...new Set(part.inName ? hits.name : hits.text)]
      .filter((id) => id <= complete)
      .sort((a, b) => a - b)
      .slice(0, part.length);
    ids.push(...listed);
    if (listed.length >= part.length || complete >= lastId) continue;
    // The blocks that should hold what is missing at the density seen up to `complete`, and a half more.
    const need = part.length - listed.length;
    const blocks = listed.length === 0 ? Infinity : Math.ceil((need * complete * 1.5) / listed.length / BLOCK) + 1;
    const from = (complete + 1) >> BLOCK_BITS;
    const lastBlock = lastId >> BLOCK_BITS;
    const to = blocks > MAX_FIRST_BLOCKS ? Infinity : Math.min(lastBlock, from + blocks - 1);
    reads.push({ part, conjunction, after: complete, need, from, to: to === lastBlock && from === 0 ? Infinity : to, lastBlock });
  }
  return { ids, reads };
}

/** The rows of these words' lists (in_name, word, item_id), each with whether its item has every word (hit). */
export function wordListsSql(words: readonly string[], whole: string): SQL {
  const inWords = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return sql`select in_name, word, item_id, words @@ ${whole}::tsquery as hit from search_word_items where word in (${inWords})`;
}

/** Each list's size and last item (in_name, word, size, last), of the rows of wordListsSql named `lists`. */
export const wordStatsSql = (lists: SQL) =>
  sql`select in_name, word, count(*)::int as size, max(item_id) as last from ${lists} group by in_name, word`;

const lastIdSql = sql<number>`(select coalesce(max(id), 0) from grocery_items)`;

/** The ListStats of the rows of wordStatsSql named `stats`, as JSON. */
export const listStatsSql = (stats: SQL) =>
  sql`(select json_agg(s) from (select in_name as "inName", word, size, last, ${lastIdSql} as "lastId" from ${stats}) s)`;

/**
 * The listed items fromLists keeps, as (item_id, in_name), from the rows of wordListsSql named `lists` and their
 * wordStatsSql named `stats`: in each field the first 200 (100) hits up to `complete`, computed as fromLists does (for
 * each query word, the last item of its shortest full list, none when it has no full list; the largest of these, none
 * when a query word has none). So a statement fetches the rows it keeps, not every listed item having every word
 * (hundreds when a query word stands for many catalog words, as "mil" does).
 */
export function keptHitsSql(lists: SQL, stats: SQL, words: readonly (readonly string[])[]): SQL {
  const groupWords = sql.join(
    words.flatMap((alternatives, n) => alternatives.map((word) => sql`(${n}::int, ${word}::text)`)),
    sql`, `,
  );
  const parts = sql.join(
    PARTS.map((part) => sql`(${part.inName}::boolean, ${part.length}::int)`),
    sql`, `,
  );
  // A query word's bound is null when none of its lists is full; `complete` is null (everything) when one bound is.
  return sql`with bounds as (
      select p.in_name, p.length, w.n, min(s.last) filter (where s.size >= p.length) as bound
      from (values ${parts}) as p(in_name, length) cross join (values ${groupWords}) as w(n, word)
      left join ${stats} s on s.in_name = p.in_name and s.word = w.word
      group by p.in_name, p.length, w.n),
    complete as (select in_name, length, case when bool_and(bound is not null) then max(bound) end as last
      from bounds group by in_name, length)
    select k.item_id, c.in_name from complete c cross join lateral (
      select distinct l.item_id from ${lists} l
      where l.hit and l.in_name = c.in_name and (c.last is null or l.item_id <= c.last)
      order by l.item_id limit c.length) k`;
}

/** The ids a read gives, as a subquery. */
export function blockReadSql(read: BlockRead): SQL {
  const words = sql`search_item_words(${read.part.column}, id)`;
  // The blocks are a second condition on the index, so a second scan key: PostgreSQL then reads the
  // words' postings only where the blocks have items. In the same tsquery as the words, the rarest
  // words' items anywhere would be tried too (measured: 0.4 against 3.7 ms for "oat mil" at 1M).
  const blocks = () => Array.from({ length: read.to - read.from + 1 }, (_, i) => blockWord(read.from + i)).join(" | ");
  const inBlocks = read.to === Infinity ? sql`` : sql`and ${words} @@ ${blocks()}::tsquery`;
  // Every match is read first (MATERIALIZED), from the GIN index: ordered by id with a limit, a plan could
  // otherwise walk the primary key and compute each item's words until it found enough.
  return sql`with matches as materialized (
      select id from grocery_items where ${words} @@ ${read.conjunction}::tsquery ${inBlocks} and id > ${read.after})
    select id from matches order by id limit ${read.need}`;
}

/**
 * What a read that gave `got` (fewer than it needed) misses: the next blocks, twice as many each time,
 * and after BLOCK_ROUNDS reads every block left (two common words that are rare together).
 */
export async function readOn(db: Db, read: BlockRead, got: readonly number[]): Promise<number[]> {
  const found: number[] = [];
  let blocks = (read.to - read.from + 1) * 2;
  for (let round = 1, from = read.to + 1; got.length + found.length < read.need && from <= read.lastBlock; round++) {
    const to = round >= BLOCK_ROUNDS ? Infinity : Math.min(read.lastBlock, from + blocks - 1);
    const after = Math.max(read.after, got.at(-1) ?? 0, found.at(-1) ?? 0);
    const next = { ...read, after, need: read.need - got.length - found.length, from, to };
    const result = await db.execute(blockReadSql(next));
    // postgres.js gives the rows, PGlite a result holding them.
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    found.push(...(rows as { id: number | string }[]).map((row) => Number(row.id)));
    from = to + 1;
    blocks *= 2;
  }
  return found;
}

/** For each catalog word and field, its list's size and last item, and the listed items that have every word. */
async function listsOf(db: Db, words: readonly string[], whole: string): Promise<(ListStat & { matches: number[] })[]> {
  const rows = await db
    .select({
      inName: searchWordItems.inName,
      word: searchWordItems.word,
      size: sql<number>`count(*)::int`,
      last: sql<number>`max(${searchWordItems.itemId})`,
      matches: sql<
        number[]
      >`coalesce(array_agg(${searchWordItems.itemId}) filter (where ${searchWordItems.words} @@ ${whole}::tsquery), '{}')`,
      lastId: lastIdSql,
    })
    .from(searchWordItems)
    .where(inArray(searchWordItems.word, [...words]))
    .groupBy(searchWordItems.inName, searchWordItems.word);
  return rows.map((row) => ({
    ...row,
    size: Number(row.size),
    last: Number(row.last),
    matches: row.matches.map(Number),
    lastId: Number(row.lastId),
  }));
}
