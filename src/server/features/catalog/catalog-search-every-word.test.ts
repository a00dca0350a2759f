// @module-tag engines
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groceryItems, WORD_LIST_LENGTH } from "../../db/schema/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { logStatements, type Statement } from "../../../../tests/support/statement-log";
import { range } from "../../../../tests/support/test-items";
import { rowsOf } from "../../db/rows";
import { candidateIds } from "./catalog-search.repository";
import { quote } from "./catalog-search-every-word";

// A query of several words takes as candidates the first items by id that have every word: 200 by
// name and 100 by search text (decision 037). The word lists (search_word_items) give them when
// they hold enough; otherwise they are read from the GIN index, block of ids by block. Each test
// checks them against the plain GIN search (every match, ordered by id) on words of its own whose
// lists are full, with items having both words past both lists.

const { db, addItems, search } = searchTestApp("every-word");

/** What the GIN indexes give: the first items by id whose name, and whose search text, has every word. */
async function expected(query: string): Promise<number[]> {
  const first = async (column: "name" | "search_text", limit: number) =>
    (
      await db()
        .select({ id: groceryItems.id })
        .from(groceryItems)
        .where(sql`to_tsvector('simple', ${sql.raw(column)}) @@ ${query}::tsquery`)
        .orderBy(groceryItems.id)
        .limit(limit)
    ).map((row) => row.id);
  return [
    ...new Set([...(await first("name", WORD_LIST_LENGTH.name)), ...(await first("search_text", WORD_LIST_LENGTH.text))]),
  ].sort((a, b) => a - b);
}

/** The ids a statement the search sent gives when sent again (postgres.js: client.unsafe; PGlite: client.query). */
async function idsOf({ text, params }: Statement): Promise<number[]> {
  const client = (db() as unknown as { $client: Record<string, (...args: unknown[]) => Promise<unknown>> }).$client;
  const result = client.unsafe ? await client.unsafe(text, [...params]) : await client.query!(text, [...params]);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number | string }[];
  return rows.map((row) => Number(row.id));
}

/** The candidates search takes for every word of the query. */
const found = async (query: string) => (await candidateIds(db(), query)).sort((a, b) => a - b);

describe("the first items that have every word of a query", () => {
  it("are the index's first items when both words' lists are full and most of them lie past both lists", async () => {
    // 10 items with both words inside the lists, then both lists filled, then 300 more with both words.
    await addItems(range(10, (i) => `Pelloquat Drimbleroot Early ${i}`));
    await addItems(range(220, (i) => `Pelloquat Jam ${i}`));
    await addItems(
      range(220, (i) => `Drimbleroot Tea ${i}`),
      "Pelloquat Farms",
    );
    const late = await addItems(range(300, (i) => `Drimbleroot Pelloquat Mix ${i}`));
    const truth = await expected("'pelloquat':* & 'drimbleroot':*");
    expect(truth).toContain(late[0]);
    expect(await found("pelloquat drimbleroot")).toEqual(truth);
    // A query word standing for several catalog words (a prefix of both), whose lists are full too.
    await addItems(range(220, (i) => `Pelloquats Relish ${i}`));
    await addItems(range(5, (i) => `Pelloquats Drimbleroot Late ${i}`));
    expect(await found("pelloquat drimbleroot")).toEqual(await expected("'pelloquat':* & 'drimbleroot':*"));
  });

  it("reads blocks of ids further on until it has enough, and everything left when they are rare together", async () => {
    // Dense inside the lists (so the first read spans a few blocks), sparse far past them.
    await addItems(range(60, (i) => `Quorvane Tressleaf Early ${i}`));
    await addItems(range(220, (i) => `Quorvane Soup ${i}`));
    await addItems(range(220, (i) => `Tressleaf Bread ${i}`));
    const [last] = await db()
      .select({ id: sql<number>`max(${groceryItems.id})` })
      .from(groceryItems);
    const block = (Number(last!.id) >> 13) + 2;
    const far = [0, 3, 7, 15, 40, 41, 200].flatMap((b) => [(block + b) * 8192 + 5, (block + b) * 8192 + 100]);
    await addItems(
      far.map((_, i) => `Quorvane Tressleaf Far ${i}`),
      "Testbrand",
      far,
    );
    expect(await found("quorvane tressleaf")).toEqual(await expected("'quorvane':* & 'tressleaf':*"));
    // An item named exactly by the query, after all of them, is found and ranked first.
    const [exact] = await addItems(["Quorvane Tressleaf"], "Testbrand", [(block + 300) * 8192]);
    expect(await found("quorvane tressleaf")).toEqual(await expected("'quorvane':* & 'tressleaf':*"));
    expect((await search("quorvane tressleaf"))[0]?.id).toBe(exact);
  });

  it("needs no index read when one word's list is not full, and follows renames and deletes", async () => {
    const common = await addItems(range(230, (i) => `Ombrelith Crisps ${i}`));
    const rare = await addItems(range(4, (i) => `Ombrelith Vashcorn ${i}`));
    expect(await found("ombrelith vashcorn")).toEqual(rare);
    await db()
      .update(groceryItems)
      .set({ name: "Ombrelith Vashcorn Renamed" })
      .where(sql`${groceryItems.id} = ${common[3]!}`);
    await db()
      .delete(groceryItems)
      .where(sql`${groceryItems.id} = ${rare[0]!}`);
    expect(await found("ombrelith vashcorn")).toEqual([common[3]!, ...rare.slice(1)]);
    expect(await found("ombrelith vashcorn")).toEqual(await expected("'ombrelith':* & 'vashcorn':*"));
  });
  it("takes a word of one letter as itself, not as every word it begins", async () => {
    // "Zintar Kelp" has zintar and a word beginning with k, in zintar's list and past every list; "Zintar K" has both.
    const [early] = await addItems(["Zintar Kelp Early"]);
    await addItems(range(220, (i) => `Zintar Jam ${i}`));
    await addItems(range(220, (i) => `Frobe K ${i}`));
    const both = await addItems(range(3, (i) => `Zintar K Late ${i}`));
    const kelp = await addItems(range(3, (i) => `Zintar Kelp Late ${i}`));
    const candidates = await found("zintar k");
    expect(candidates).toEqual(await expected("'zintar':* & 'k'"));
    expect(candidates).toEqual(expect.arrayContaining(both));
    for (const id of [early!, ...kelp]) expect(candidates).not.toContain(id);
  });

  it("are found in the lists of the word that reaches furthest, where the other word's lists end before them", async () => {
    // Quillmoss's list is full and ends at its 200th cup; 10 items with both words come after it, in fennrow's list
    // (which ends further on, at its 190th pie): the lists are complete up to there, and only fennrow's hold those 10.
    // Five more come after both lists.
    await addItems(range(220, (i) => `Quillmoss Cup ${i}`));
    const both = await addItems(range(10, (i) => `Fennrow Quillmoss Mid ${i}`));
    await addItems(range(220, (i) => `Fennrow Pie ${i}`));
    const late = await addItems(range(5, (i) => `Fennrow Quillmoss Late ${i}`)); // past the lists: read by blocks
    const truth = await expected("'fennrow':* & 'quillmoss':*");
    expect(truth).toEqual([...both, ...late]);
    expect(await found("fennrow quillmoss")).toEqual(truth);
    expect(await found("quillmoss fennrow")).toEqual(truth);
  });

  it("fetches in its first statement only the listed items it keeps, and past where the lists are complete the first reads' items", async () => {
    // "sorb" stands for sorbeta and sorbeton. Sorbeta's list is full and ends early, so the lists are complete only
    // up to the end of gleshwing's list. Past that point come 200 items having both words that no list holds (both
    // words' lists are full before them), then sorbeton's list goes on with 150 items having both words.
    const early = await addItems(range(10, (i) => `Gleshwing Sorbeton Early ${i}`));
    await addItems(range(220, (i) => `Sorbeta Cup ${i}`));
    const gleshwing = await addItems(range(220, (i) => `Gleshwing Pie ${i}`));
    const unlisted = await addItems(range(200, (i) => `Gleshwing Sorbeta Mid ${i}`));
    const past = await addItems(range(150, (i) => `Gleshwing Sorbeton Late ${i}`));
    await addItems(range(80, (i) => `Sorbeton Bar ${i}`));
    const truth = await expected("'gleshwing':* & 'sorb':*");
    const log = logStatements(db());
    const candidates = await found("gleshwing sorb");
    log.stop();
    expect(candidates).toEqual(truth);
    expect(candidates).toEqual(expect.arrayContaining([...early, ...unlisted.slice(0, 190)]));
    const first = log.statements.find((statement) => statement.text.includes("word_stats"))!;
    const fetched = await idsOf(first);
    // Gleshwing's name list holds the first 200 items with it: the lists are complete up to its 190th pie. Past it,
    // the reads by name and by search text need 190 and 90 more: the first unlisted ones, not the listed late ones.
    const complete = gleshwing[189]!;
    expect(fetched).toEqual(expect.arrayContaining(early));
    expect(fetched.filter((id) => id > complete)).toEqual(unlisted.slice(0, 190));
    for (const id of past) expect(fetched).not.toContain(id);
  });
});

describe("a catalog word in the query checked against the listed items' words", () => {
  it("is read by to_tsquery as itself, whatever it holds: an apostrophe (a URL's path keeps one) or a backslash", async () => {
    // to_tsvector keeps a URL's path whole, apostrophe and all: an item named with one has such a catalog word.
    const lexemes = rowsOf(
      await db().execute(sql`select unnest(tsvector_to_array(to_tsvector('simple', ${"Soap shop.example.com/bob's"}))) as word`),
    ).map((row) => (row as { word: string }).word);
    expect(lexemes).toContain("shop.example.com/bob's");
    for (const word of [...lexemes, "back\\slash", "it's\\"]) {
      const [row] = rowsOf(
        await db().execute(sql`select array_to_tsvector(array[${word}::text]) @@ ${quote(word)}::tsquery as matches`),
      ) as { matches: boolean }[];
      expect(row!.matches, `${word} as ${quote(word)}`).toBe(true);
    }
  });
});
