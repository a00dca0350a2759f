import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { WORD_LIST_LENGTH } from "../../db/schema/index";

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
 * they are enough, they are the answer. Otherwise the first items past `complete` are read a few
 * blocks of 8,192 ids at a time from every item of each word (search_word_postings, a row per word
 * and block, migration 0041): the union of each query word's rows, intersected across the query
 * words, block by block (decision 092).
 */

/** An item's block of ids: id >> 13 (search_word_postings.block, migration 0041; search_item_words(), migration 0024). */
const BLOCK_BITS = 13;
const BLOCK = 2 ** BLOCK_BITS;
/** After this many block reads, the rest is read in one go. */
const BLOCK_ROUNDS = 3;

export type Part = { inName: boolean; length: number };
const PARTS: readonly Part[] = [
  { inName: true, length: WORD_LIST_LENGTH.name },
  { inName: false, length: WORD_LIST_LENGTH.text },
];
/** The last block a read of every block left asks for (to = Infinity): past any block an integer id can have. */
export const LAST_BLOCK = 2 ** (31 - BLOCK_BITS);

/** A lexeme quoted for to_tsquery syntax, so no word is read as an operator. */
export const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** A word's list in one field: its size and last item; lastId is the catalog's last item (0 when it is empty). */
export type ListStat = { inName: boolean; word: string; size: number; last: number; lastId: number };

/**
 * A read of the first `need` items by id after `after` whose field has every word (for each query word, one of the
 * catalog words it stands for), in blocks `from` to `to` (all blocks left: to = Infinity).
 */
export type BlockRead = {
  part: Part;
  words: readonly (readonly string[])[];
  after: number;
  need: number;
  from: number;
  to: number;
  lastBlock: number;
};

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
    // However many: a block costs a row per catalog word (decision 092), where the GIN index decoded 8,192 postings of
    // its block word and a first read of more than 16 blocks read every match instead (decision 037).
    const to = Math.min(lastBlock, from + blocks - 1);
    reads.push({ part, words, after: complete, need, from, to: to === lastBlock && from === 0 ? Infinity : to, lastBlock });
  }
  return { ids, reads };
}

/**
 * A query's catalog words as rows (word, n), n being the query word each stands for: every catalog word is sent once, as
 * one parameter, and every part of a statement reads these rows (review R55: a word sent in each part made a search of
 * short prefixes on a large vocabulary pass PostgreSQL's 65,534 parameters). n is the code's own number, not a parameter.
 */
export function queryWordsSql(words: readonly (readonly string[])[]): SQL {
  const rows = sql.join(
    words.flatMap((alternatives, n) => alternatives.map((word) => sql`(${word}::text, ${sql.raw(String(n))})`)),
    sql`, `,
  );
  return sql`select * from (values ${rows}) as w(word, n)`;
}

/**
 * Each list's size and last item (in_name, word, size, last), of the lists of queryWordsSql's words (named
 * `queryWords`). Which listed items have every word is checked in keptHitsSql, on the lists of one query word only.
 */
export const wordStatsSql = (queryWords: SQL): SQL =>
  sql`select in_name, word, count(*)::int as size, max(item_id) as last from search_word_items
    where word in (select word from ${queryWords}) group by in_name, word`;

const lastIdSql = sql<number>`(select coalesce(max(id), 0) from grocery_items)`;

/** The ListStats of the rows of wordStatsSql named `stats`, as JSON. */
export const listStatsSql = (stats: SQL) =>
  sql`(select json_agg(s) from (select in_name as "inName", word, size, last, ${lastIdSql} as "lastId" from ${stats}) s)`;

/**
 * Where the lists are complete in each field, as (in_name, length, last, covering), from the rows of wordStatsSql named
 * `stats`, computed as fromLists does: for each query word, the last item of its shortest full list, none when it has
 * no full list; the largest of these, none (null: the lists hold every item with a word) when a query word has none.
 * `covering` is the query word whose bound that is (one with none first): its lists hold every item having it up to
 * `last`, so every item up to there that has every word.
 */
export function completeSql(stats: SQL, queryWords: SQL): SQL {
  const parts = sql.join(
    PARTS.map((part) => sql`(${part.inName}::boolean, ${part.length}::int)`),
    sql`, `,
  );
  // A query word's bound is null when none of its lists is full; `complete` is null (everything) when one bound is.
  return sql`with bounds as (
      select p.in_name, p.length, w.n, min(s.last) filter (where s.size >= p.length) as bound
      from (values ${parts}) as p(in_name, length) cross join ${queryWords} w
      left join ${stats} s on s.in_name = p.in_name and s.word = w.word
      group by p.in_name, p.length, w.n)
    select in_name, length, case when bool_and(bound is not null) then max(bound) end as last,
        (array_agg(n order by bound desc nulls first))[1] as covering
      from bounds group by in_name, length`;
}

/**
 * The listed items fromLists keeps, as (item_id, in_name), from completeSql named `complete`: in each field the first
 * 200 (100) listed items up to where the lists are complete that have every word, checked against the query (`whole`,
 * a tsquery) only on the lists of the query word that covers them (every item having every word up to there is in
 * its lists): "peanut butter" checks the 600 rows of peanut and peanuts, not also the 2,300 of the nine words "butter"
 * begins. So a statement fetches the rows it keeps, not every listed item having every word (hundreds when a query
 * word stands for many catalog words, as "mil" does).
 */
export function keptHitsSql(complete: SQL, queryWords: SQL, whole: string): SQL {
  return sql`select k.item_id, c.in_name from ${complete} c cross join lateral (
      select distinct l.item_id from ${queryWords} w
        join search_word_items l on l.word = w.word and l.in_name = c.in_name
      where w.n = c.covering and (c.last is null or l.item_id <= c.last) and l.words @@ ${whole}::tsquery
      order by l.item_id limit c.length) k`;
}

/**
 * The reads past the lists that fromLists plans, as (in_name, after, need, from_block, to_block), computed as it does
 * from completeSql named `complete` and keptHitsSql named `kept`: in each field where the kept items are too few and
 * the lists end before the catalog's last item, the blocks that should hold what is missing at the density seen up to
 * where the lists are complete, and a half more (every block left when none was kept). The same arithmetic in float8
 * as fromLists' in doubles, so the same blocks; the statement also gives them, and a read is taken from it only when
 * they agree.
 */
export const firstReadsSql = (complete: SQL, kept: SQL): SQL =>
  sql`select r.in_name, r.after, r.need, r.from_block,
      case when r.listed = 0 then r.last_block
        else least(r.last_block, r.from_block + ceil(r.need::float8 * r.after * 1.5 / r.listed / ${sql.raw(String(BLOCK))})::int) end as to_block
    from (select c.in_name, c.last as after, c.length - count(k.item_id)::int as need, count(k.item_id)::int as listed,
        (c.last + 1) >> ${sql.raw(String(BLOCK_BITS))} as from_block, ${lastIdSql} >> ${sql.raw(String(BLOCK_BITS))} as last_block
      from ${complete} c left join ${kept} k on k.in_name = c.in_name
      where c.last is not null and c.last < ${lastIdSql}
      group by c.in_name, c.length, c.last) r
    where r.need > 0`;

/**
 * The items the reads of firstReadsSql named `reads` give, as (item_id, in_name): blockReadSql's subquery for each, in
 * the statement that reads the lists, so that a search a few items short of them needs no statement more.
 */
export function firstReadHitsSql(reads: SQL, queryWords: SQL, count: number): SQL {
  return sql`select x.id as item_id, r.in_name from ${reads} r cross join lateral (${idsReadSql(queryWords, count, {
    inName: sql`r.in_name`,
    from: sql`r.from_block`,
    to: sql`r.to_block`,
    after: sql`r.after`,
    need: sql`r.need`,
  })}) x`;
}

/**
 * The ids a read gives, as a subquery: each query word's items in each block (the union of its catalog words' rows), the
 * blocks' items that every query word has (the intersection), the first `need` after `after`. Rows of a few hundred ids
 * at most per word and block (1,709 at 10^6 items), merged in C by intarray: "oat mil" by name reads 812 rows for every
 * block, where the GIN index decoded each block word's 8,192 postings (decision 092).
 */
export function blockReadSql(read: BlockRead): SQL {
  return idsReadSql(sql`(${queryWordsSql(read.words)})`, read.words.length, {
    inName: sql`${read.part.inName}`,
    from: sql`${read.from}`,
    to: sql`${read.to === Infinity ? LAST_BLOCK : read.to}`,
    after: sql`${read.after}`,
    need: sql`${read.need}`,
  });
}

/**
 * blockReadSql's subquery, of the rows (word, n) of queryWordsSql for `count` query words, its field, blocks, start and
 * count given as SQL (parameters, or a row's columns).
 */
function idsReadSql(queryWords: SQL, count: number, read: { inName: SQL; from: SQL; to: SQL; after: SQL; need: SQL }): SQL {
  return sql`with by_word as (select p.block, w.n, search_ids_union(p.item_ids) as ids
      from search_word_postings p join ${queryWords} w on w.word = p.word
      where p.in_name = ${read.inName} and p.block between ${read.from} and ${read.to} group by p.block, w.n),
    by_block as (select search_ids_inter(ids) as ids from by_word group by block having count(*) = ${count})
    select id from by_block, unnest(ids) as id where id > ${read.after} order by id limit ${read.need}`;
}

/** The ids one read gives (blockReadSql), in one statement. */
export async function readIds(db: Db, read: BlockRead): Promise<number[]> {
  const result = await db.execute(blockReadSql(read));
  // postgres.js gives the rows, PGlite a result holding them.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows as { id: number | string }[]).map((row) => Number(row.id));
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
    found.push(...(await readIds(db, next)));
    from = to + 1;
    blocks *= 2;
  }
  return found;
}
