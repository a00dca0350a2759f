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
 * a word, migration 0023), so PostgreSQL reads the postings of those blocks, not of every item.
 */

/** The block of ids search_item_words() gives an item: id >> 13 (migration 0023). */
const BLOCK_BITS = 13;
const BLOCK = 2 ** BLOCK_BITS;
/** A first read spans at least the blocks that should hold what is missing at the density seen so far, at most this many. */
const MAX_FIRST_BLOCKS = 8;
/** After this many block reads, the rest is read in one go (two common words that are rare together). */
const BLOCK_ROUNDS = 3;

type Part = { inName: boolean; length: number; column: SQL };
const PARTS: readonly Part[] = [
  { inName: true, length: WORD_LIST_LENGTH.name, column: sql.raw("name") },
  { inName: false, length: WORD_LIST_LENGTH.text, column: sql.raw("search_text") },
];

/** A lexeme quoted for to_tsquery syntax, so no word is read as an operator. */
const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The block word of a block, quoted for to_tsquery: a space, then the block number. */
const blockWord = (block: number) => quote(` ${block}`);

type ListRow = { inName: boolean; word: string; size: number; last: number; matches: number[]; lastId: number | null };

/**
 * words: for each query word, the catalog words it stands for (none empty). whole: the query as a
 * tsquery, checked against the words kept with each listed item. Returns the candidates' ids.
 */
export async function firstWithEveryWord(db: Db, words: readonly (readonly string[])[], whole: string): Promise<number[]> {
  const rows = await listsOf(db, [...new Set(words.flat())], whole);
  const lastId = rows[0]?.lastId ?? 0;
  // The conjunction as the index reads it: each query word as its catalog words (a prefix query would make
  // PostgreSQL gather every posting of every word it begins before intersecting).
  const conjunction = words.map((alternatives) => `(${alternatives.map(quote).join(" | ")})`).join(" & ");
  const found: number[] = [];
  for (const part of PARTS) {
    const lists = rows.filter((row) => row.inName === part.inName);
    const complete = Math.max(
      ...words.map((alternatives) =>
        Math.min(...lists.filter((row) => alternatives.includes(row.word) && row.size >= part.length).map((row) => row.last)),
      ),
    );
    const ids = [...new Set(lists.flatMap((row) => row.matches))]
      .filter((id) => id <= complete)
      .sort((a, b) => a - b)
      .slice(0, part.length);
    found.push(...ids);
    if (ids.length < part.length && complete < lastId)
      found.push(...(await firstAfter(db, part, conjunction, complete, lastId, part.length - ids.length, ids.length)));
  }
  return found;
}

/** For each catalog word and field, its list's size and last item, and the listed items that match the whole query. */
async function listsOf(db: Db, words: readonly string[], whole: string): Promise<ListRow[]> {
  const rows = await db
    .select({
      inName: searchWordItems.inName,
      word: searchWordItems.word,
      size: sql<number>`count(*)::int`,
      last: sql<number>`max(${searchWordItems.itemId})`,
      matches: sql<
        number[]
      >`coalesce(array_agg(${searchWordItems.itemId}) filter (where ${searchWordItems.words} @@ ${whole}::tsquery), '{}')`,
      lastId: sql<number | null>`(select max(id) from grocery_items)`,
    })
    .from(searchWordItems)
    .where(inArray(searchWordItems.word, [...words]))
    .groupBy(searchWordItems.inName, searchWordItems.word);
  return rows.map((row) => ({
    ...row,
    size: Number(row.size),
    last: Number(row.last),
    matches: row.matches.map(Number),
    lastId: row.lastId === null ? null : Number(row.lastId),
  }));
}

/**
 * The first `need` items by id after `after` whose field has every word, read block by block: first the
 * blocks that should hold them at the density the lists showed (`seen` matches up to `after`), then twice
 * as many, and after BLOCK_ROUNDS reads everything left.
 */
async function firstAfter(db: Db, part: Part, conjunction: string, after: number, lastId: number, need: number, seen: number) {
  const found: number[] = [];
  const lastBlock = lastId >> BLOCK_BITS;
  let from = (after + 1) >> BLOCK_BITS;
  let blocks = seen === 0 ? Infinity : Math.min(MAX_FIRST_BLOCKS, Math.ceil((need * after * 1.5) / seen / BLOCK) + 1);
  for (let round = 0; found.length < need && from <= lastBlock; round++) {
    const span = round >= BLOCK_ROUNDS ? Infinity : Math.max(1, Math.ceil(blocks));
    const to = Math.min(lastBlock, from + span - 1);
    const query =
      span === Infinity || (from === 0 && to === lastBlock)
        ? conjunction
        : `${conjunction} & (${Array.from({ length: to - from + 1 }, (_, i) => blockWord(from + i)).join(" | ")})`;
    const start = Math.max(after, found.at(-1) ?? after);
    found.push(...(await matchingAfter(db, part, query, start, need - found.length)));
    from = span === Infinity ? lastBlock + 1 : to + 1;
    blocks = span * 2;
  }
  return found;
}

/** The first `limit` items by id after `after` whose field matches the tsquery. */
async function matchingAfter(db: Db, part: Part, query: string, after: number, limit: number): Promise<number[]> {
  // Every match is read first (MATERIALIZED), from the GIN index: ordered by id with a limit, a plan could
  // otherwise walk the primary key and compute each item's words until it found enough.
  const result = await db.execute(sql`
    with matches as materialized (
      select id from grocery_items where search_item_words(${part.column}, id) @@ ${query}::tsquery and id > ${after})
    select id from matches order by id limit ${limit}`);
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return (rows as { id: number | string }[]).map((row) => Number(row.id));
}
