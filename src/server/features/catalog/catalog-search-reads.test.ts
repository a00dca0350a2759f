import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/client";
import { WORD_LIST_LENGTH } from "../../db/schema/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { logStatements, onStatements, type Statement } from "../../../../tests/support/statement-log";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { itemAdder, range } from "../../../../tests/support/test-items";
import { candidateIds, searchItems } from "./catalog-search.repository";
import { fromLists, LAST_BLOCK, readOn, type BlockRead } from "./catalog-search-every-word";

// What a search costs, counted in statements and in blocks of 8,192 ids read past the word lists (decisions 037, 092,
// 093), on catalogs built for it: a search the lists answer, or the first reads past them, is one statement; reads past
// them go on block by block, twice as many each time and everything left from the third, each starting after the last
// item found;. The items found are checked elsewhere (catalog-search-every-word.test.ts);
// a wrong plan here finds the same items at a higher cost. The first read by name spans more blocks as the seed catalog
// grows (its items come before these by id: 5,059 items since issue 31), so its block numbers follow the seed's size.

const { db, addItems } = searchTestApp("reads");
const BLOCK = 8192;
const dialect = new PgDialect();

/** A read past the word lists: the blocks it asked for ("all" when every block left), the item it reads after, how many it needs. */
type Read = { blocks: string; after: number; need: number };

/**
 * The reads in a statement's parameters, in order: each is its words (once each: review R55), then the field
 * (the only boolean parameter in a statement that reads blocks), the first and last block, the number of query words,
 * the item it reads after and how many it needs.
 */
function readsIn(params: readonly unknown[]): Read[] {
  const reads: Read[] = [];
  params.forEach((param, i) => {
    if (typeof param !== "boolean") return;
    const [from, to, , after, need] = params.slice(i + 1, i + 6).map(Number);
    reads.push({ blocks: to === LAST_BLOCK ? "all" : `${from}-${to}`, after: after!, need: need! });
  });
  return reads;
}

/** readOn against the real database, with each statement it sends as a Read. */
async function readOnLogged(read: BlockRead, got: number[]) {
  const reads: Read[] = [];
  const logging = {
    execute: (query: SQL) => {
      reads.push(...readsIn(dialect.sqlToQuery(query).params));
      return db().execute(query);
    },
  } as unknown as Db;
  return { found: await readOn(logging, read, got), reads };
}

/** A read by name for "zentrofel grauspin" as the plan makes it, with these fields. */
function nameRead(fields: Pick<BlockRead, "after" | "need" | "from" | "to" | "lastBlock">): BlockRead {
  const words = [["zentrofel"], ["grauspin"]];
  const stats = words.map(([word]) => ({ inName: true, word: word!, size: WORD_LIST_LENGTH.name, last: 1, lastId: 2 }));
  return { ...fromLists(stats, { name: [], text: [] }, words).reads[0]!, ...fields };
}

const READ = "from search_word_postings";
/** The statement that reads the word lists (and makes the first reads past them, from their sizes: decision 093). */
const LISTS = "word_stats";
/**
 * Each statement after the lists' one that reads blocks, as the blocks and number of items each of its reads asks for
 * (the lists' statement makes its first reads from columns, not parameters).
 */
const blockReads = (statements: Statement[]) =>
  statements
    .filter((statement) => statement.text.includes(READ) && !statement.text.includes(LISTS))
    .map((statement) => readsIn(statement.params).map(({ blocks, need }) => `${blocks} for ${need}`));

describe("reads past the word lists, after a first read that held too few", () => {
  // Items having both words at the start of blocks 10, 13, 20, 40 and 90 (two in blocks 10 and 90).
  const at = (block: number, offset = 5) => block * BLOCK + offset;
  const placed = [at(10), at(10, 100), at(13), at(20), at(40), at(90), at(90, 6)];
  let added = false;
  async function catalog() {
    if (!added)
      await addItems(
        placed.map((_, i) => `Zentrofel Grauspin ${i}`),
        "Testbrand",
        placed,
      );
    added = true;
  }

  it("go on to twice as many blocks each time, then everything left, each after the last item found", async () => {
    await catalog();
    const read = nameRead({ after: at(10, 0) - 1, need: 6, from: 10, to: 11, lastBlock: 90 });
    const { found, reads } = await readOnLogged(read, [at(10), at(10, 100)]);
    expect(found).toEqual([at(13), at(20), at(40), at(90)]);
    expect(reads).toEqual([
      { blocks: "12-15", after: at(10, 100), need: 4 },
      { blocks: "16-23", after: at(13), need: 3 },
      { blocks: "all", after: at(20), need: 2 },
    ]);
  });

  it("stop as soon as they have enough, and at the catalog's last block", async () => {
    await catalog();
    const enough = await readOnLogged(nameRead({ after: 0, need: 3, from: 10, to: 11, lastBlock: 90 }), [at(10), at(10, 100)]);
    expect(enough).toEqual({ found: [at(13)], reads: [{ blocks: "12-15", after: at(10, 100), need: 1 }] });
    const end = await readOnLogged(nameRead({ after: 0, need: 10, from: 10, to: 13, lastBlock: 16 }), [at(10), at(10, 100)]);
    expect(end).toEqual({ found: [], reads: [{ blocks: "14-16", after: at(10, 100), need: 8 }] });
    const last = await readOnLogged(nameRead({ after: 0, need: 10, from: 10, to: 12, lastBlock: 13 }), [at(10), at(10, 100)]);
    expect(last).toEqual({ found: [at(13)], reads: [{ blocks: "13-13", after: at(10, 100), need: 8 }] });
    const none = await readOnLogged(nameRead({ after: 0, need: 10, from: 10, to: 13, lastBlock: 13 }), [at(13)]);
    expect(none).toEqual({ found: [], reads: [] });
  });

  it("start after the item the lists stopped at when the first read found nothing", async () => {
    await catalog();
    const { found, reads } = await readOnLogged(nameRead({ after: at(12), need: 1, from: 11, to: 12, lastBlock: 90 }), []);
    expect(found).toEqual([at(13)]);
    expect(reads).toEqual([{ blocks: "13-16", after: at(12), need: 1 }]);
  });
});

describe("the statements a search of several words sends", () => {
  // Each test on a catalog of its own (the seed and its own items), so the blocks its reads span follow from those alone.
  let database: Database;
  let add: ReturnType<typeof itemAdder>;
  beforeEach(async () => {
    database = await createTestDatabase();
    add = itemAdder(() => database.db, "statements");
  });
  afterEach(async () => {
    await database.close();
  });

  // On PostgreSQL's pool the reads that go on by name and by search text are a statement each, sent at once (decision
  // 090).
  const onPool = () => database.kind === "postgres";

  /** The statements one search sends, after a search that loaded the vocabulary as the catalog is now. */
  async function statementsOf(query: string) {
    await searchItems(database.db, query, 20);
    const log = logStatements(database.db);
    try {
      const results = await searchItems(database.db, query, 20);
      return { results: results.map((item) => item.id), statements: log.statements };
    } finally {
      log.stop();
    }
  }

  it("is one when the lists answer it", async () => {
    await add(range(230, (i) => `Ombrelith Crisps ${i}`));
    const rare = await add(range(4, (i) => `Ombrelith Vashcorn ${i}`));
    const { results, statements } = await statementsOf("ombrelith vashcorn");
    expect(results.sort((a, b) => a - b)).toEqual(rare);
    expect(statements).toHaveLength(1);
  });

  it("is one when the first reads past the lists, by name and by search text, find the rest: the lists' statement makes them", async () => {
    // 60 with both words in the name, 20 more with both in the search text only (the brand): the reads by name and by
    // search text each need what their own field's lists lacked, and find it in the blocks the lists' density asks for.
    await add(range(60, (i) => `Brindle Mosswort Early ${i}`));
    const brand = await add(
      range(20, (i) => `Mosswort Tart ${i}`),
      "Brindle Farms",
    );
    await add(range(220, (i) => `Brindle Pie ${i}`));
    await add(range(220, (i) => `Mosswort Salad ${i}`));
    const late = await add(range(150, (i) => `Brindle Mosswort Late ${i}`));
    await add(["Brindle Sentinel"], "Testbrand", [100 * BLOCK]); // the catalog goes on far past block 1
    const { statements } = await statementsOf("brindle mosswort");
    expect(statements).toHaveLength(1);
    expect(statements[0]!.text).toContain(READ);
    // What those reads found are candidates: by name the first 140 late ones (60 were listed), no more.
    const candidates = await candidateIds(database.db, "brindle mosswort");
    expect(candidates).toEqual(expect.arrayContaining([...brand, ...late.slice(0, 140)]));
    expect(candidates).not.toContain(late[140]);
  });

  it("goes on past the lists' statement in one statement per round for a field its first read left short", async () => {
    // 60 with both words inside full lists, then 50 with both in the search text only (a brand): the search text's
    // first read finds its 40 missing there. By name, both words only at the start of blocks 30 to 37 and of block 60.
    await add(range(60, (i) => `Quorvane Tressleaf Early ${i}`));
    await add(range(220, (i) => `Quorvane Soup ${i}`));
    await add(range(220, (i) => `Tressleaf Bread ${i}`));
    await add(
      range(50, (i) => `Tressleaf Cake ${i}`),
      "Quorvane Farms",
    );
    const far = [...Array.from({ length: 8 }, (_, i) => (30 + i) * BLOCK + 1), 60 * BLOCK + 1];
    await add(
      far.map((_, i) => `Quorvane Tressleaf Far ${i}`),
      "Testbrand",
      far,
    );
    const { statements } = await statementsOf("quorvane tressleaf");
    // The lists with the first reads (blocks 0-3 by name, 0-1 by search text: 60 in the lists' first block); by name
    // only, the blocks after them, twice as many, again, then all the rest; the items found by them.
    expect(blockReads(statements)).toEqual([["4-11 for 140"], ["12-27 for 140"], ["all for 140"]]);
    expect(statements).toHaveLength(5);
    expect(statements.at(-1)!.text).toMatch(/^select .* from "grocery_items" where "grocery_items"."id" in /);
    expect(await candidateIds(database.db, "quorvane tressleaf")).toEqual(expect.arrayContaining(far));
  });
  it("ends with a read of the catalog's version, not of the items again, when the reads past the first find nothing", async () => {
    await add(range(60, (i) => `Sarnik Plovet Early ${i}`));
    await add(range(220, (i) => `Sarnik Stew ${i}`));
    await add(range(220, (i) => `Plovet Rolls ${i}`));
    await add(range(5, (i) => `Sarnik Plovet Late ${i}`));
    await add(["Sarnik Sentinel"], "Testbrand", [110 * BLOCK]); // the catalog goes on far past them
    const { statements } = await statementsOf("sarnik plovet");
    // By name and by search text, each going on by itself (in either order between the two on a pool of connections)
    // after the first reads of the lists' statement (blocks 0-3 for 140 and 0-1 for 40).
    const further = blockReads(statements);
    expect(further.flat().sort()).toEqual([
      "12-27 for 135",
      "2-5 for 35",
      "4-11 for 135",
      "6-13 for 35",
      "all for 135",
      "all for 35",
    ]);
    expect(further.every((reads) => reads.length === 1)).toBe(true);
    expect(statements).toHaveLength(8);
    // Neither the vocabulary (the catalog has not changed) nor the items (nothing new) is read again.
    expect(statements.at(-1)!.text).toMatch(/^select "words_version" from "catalog_state"$/);
    if (!onPool()) return;
    // At once: the read by name going on is held until the read by search text has been sent (it would wait for
    // nothing, for three seconds, if that read waited for the first to finish).
    let sentOther: () => void = () => {};
    const other = new Promise<string>((resolve) => (sentOther = () => resolve("both sent")));
    let held: Promise<string> | undefined;
    const stop = onStatements(database.db, ({ text }) => {
      if (!text.includes(READ) || text.includes(LISTS)) return;
      if (held) sentOther();
      else return (held = Promise.race([other, new Promise<string>((resolve) => setTimeout(resolve, 3000, "in turn"))]));
    });
    await searchItems(database.db, "sarnik plovet", 20).finally(stop);
    expect(await held).toBe("both sent");
  });
  it("reads every block past the lists in the lists' statement when no listed item has every word", async () => {
    await add(range(220, (i) => `Kelmar Soup ${i}`));
    await add(range(220, (i) => `Dovetch Bread ${i}`));
    const far = [40, 41, 42].map((block) => block * BLOCK + 7);
    await add(
      far.map((_, i) => `Kelmar Dovetch Far ${i}`),
      "Testbrand",
      far,
    );
    const { results, statements } = await statementsOf("kelmar dovetch");
    expect(results.sort((a, b) => a - b)).toEqual(far);
    expect(statements).toHaveLength(1);
  });

  it("reads every block past the lists once, in the lists' statement, when neither the lists nor those reads gave an item", async () => {
    await add(range(220, (i) => `Kelmar Soup ${i}`));
    await add(range(220, (i) => `Dovetch Bread ${i}`));
    await add(["Kelmar Sentinel"], "Testbrand", [40 * BLOCK]); // the catalog goes on far past the lists
    const { results, statements } = await statementsOf("kelmar dovetch");
    expect(results).toEqual([]);
    // The lists with their reads of every block past them (nothing), then the catalog's version (no item carried it):
    // the lists' sizes come with the statement even when it gives no item, so no block is read again (review R54).
    expect(statements[0]!.text).toContain(READ);
    expect(blockReads(statements)).toEqual([]);
    expect(statements).toHaveLength(2);
    expect(statements.at(-1)!.text).toMatch(/^select "words_version" from "catalog_state"$/);
  });

  it("reads nothing past lists that hold every item with a word, and widens only past filler words", async () => {
    await add(range(220, (i) => `Kelmar Soup ${i}`));
    const pies = await add(range(5, (i) => `Vorrel Pie ${i}`));
    const none = await statementsOf("kelmar vorrel");
    expect(none.results).toEqual([]);
    const { results, statements } = await statementsOf("organic vorrel");
    expect(results.sort((a, b) => a - b)).toEqual(pies);
    expect(blockReads(none.statements)).toEqual([]);
    expect(blockReads(statements)).toEqual([]);
    // Both: the lists, their sizes and their items (none). Then, no item having both words and neither being filler,
    // the catalog's version (no items carried it); past the filler word, the items of the one word left.
    expect([none.statements.length, statements.length]).toEqual([2, 2]);
    expect(none.statements.at(-1)!.text).toMatch(/^select "words_version" from "catalog_state"$/);
  });
});
