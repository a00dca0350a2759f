import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groceryItems } from "../../db/schema/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { onStatements } from "../../../../tests/support/statement-log";
import { range } from "../../../../tests/support/test-items";
import { searchItems } from "./catalog-search.repository";

// A search of several common words reads the word lists and the first blocks of ids past them in one statement, then,
// when those held too few, further blocks in statements of their own (decisions 037, 092 and 093). When the catalog
// changes between two of them, the answer must still be one the catalog gave at some moment: the one before the change
// or the one after it, never the lists' part from before and the blocks' part from after.

const { db, addItems } = searchTestApp("between-reads");

/** A read of blocks past the lists after the lists' statement (which makes the first reads itself). */
const BLOCK_READ = (query: string) => query.includes("from search_word_postings") && !query.includes("word_stats");
/** The statement that reads again, by id, the items the block reads found. */
const ITEMS_BY_ID = (query: string) => !query.startsWith("with") && query.includes('"grocery_items"."id" in ($');

/**
 * Runs `change` once, just before the next statement `statement` picks (by default, one that reads blocks of ids past
 * the word lists); the function returned says whether it has run.
 */
function beforeTheBlockRead(change: () => Promise<unknown>, statement = BLOCK_READ): () => boolean {
  let armed = true;
  onStatements(db(), ({ text }) => {
    if (!armed || !statement(text)) return;
    armed = false;
    return change();
  });
  return () => !armed;
}

const ids = async (query: string) => (await searchItems(db(), query, 20)).map((item) => item.id);

describe("a search of several common words while the catalog changes", () => {
  it("answers as the catalog was before the change or after it, not half of each", async () => {
    // Both words' lists full, 10 items with both inside them, and 100 more far past them (block 300, where the first
    // reads do not reach): the blocks are read in statements after the lists'.
    await addItems(range(10, (i) => `Vendrik Solquay Early ${i}`));
    const jams = await addItems(range(220, (i) => `Vendrik Jam ${i}`));
    await addItems(range(220, (i) => `Solquay Tea ${i}`));
    await addItems(
      range(100, (i) => `Vendrik Solquay Mix ${i}`),
      "Testbrand",
      Array.from({ length: 100 }, (_, i) => 300 * 8192 + i),
    );
    const [named] = await addItems(["Vendrik Solquay"], "Testbrand", [300 * 8192 + 200]);
    const listed = jams[5]!;

    const before = await ids("vendrik solquay");
    expect(before[0]).toBe(named);

    // One statement: the item named by the query (past the lists) loses a word, a listed one takes its name.
    beforeTheBlockRead(() =>
      db()
        .update(groceryItems)
        .set({ name: sql`case when ${groceryItems.id} = ${listed} then 'Vendrik Solquay' else 'Vendrik Gone' end` })
        .where(sql`${groceryItems.id} in (${listed}, ${named!})`),
    );
    const during = await ids("vendrik solquay");
    const after = await ids("vendrik solquay");
    expect(after[0]).toBe(listed);
    expect([before, after]).toContainEqual(during);
  });
  it("answers as the catalog is after a delete, not with an error, when every item found is deleted before it is read again", async () => {
    // Both words' lists full, 10 with both inside them, 10 more far past them: read by blocks after a first read.
    await addItems(range(10, (i) => `Harrowind Plexa Early ${i}`));
    await addItems(range(220, (i) => `Harrowind Jam ${i}`));
    await addItems(range(220, (i) => `Plexa Tea ${i}`));
    const far = Array.from({ length: 10 }, (_, i) => (200 + i) * 8192 + 3);
    await addItems(
      far.map((_, i) => `Harrowind Plexa Far ${i}`),
      "Testbrand",
      far,
    );
    expect(await ids("harrowind plexa")).toHaveLength(20);
    // Just before the items are read again by id, every item having both words goes.
    const deleted = beforeTheBlockRead(
      () =>
        db()
          .delete(groceryItems)
          .where(sql`${groceryItems.name} like 'Harrowind Plexa %'`),
      ITEMS_BY_ID,
    );
    const during = await ids("harrowind plexa");
    expect(deleted()).toBe(true);
    // No item has both words any more, and neither is filler: nothing, as a search after the delete answers.
    expect(during).toEqual([]);
    expect(await ids("harrowind plexa")).toEqual([]);
  });
  it("runs again, as the catalog is after a change, when it comes between the lists' statement that gave nothing and the version's read", async () => {
    // No item has both words: the lists' statement, reading every block past them, gives no item but the lists' sizes
    // (review R54), and the catalog's version is read after it; an unrelated item lies far past the lists.
    const soups = await addItems(range(220, (i) => `Kelmar Soup ${i}`));
    await addItems(range(220, (i) => `Dovetch Bread ${i}`));
    const [other] = await addItems(["Zorblat Item"], "Testbrand", [50 * 8192 + 7]);
    const sorted = (found: number[]) => [...found].sort((a, b) => a - b);
    expect(await ids("kelmar dovetch")).toEqual([]);
    // Just before the version is read: a listed item and the unrelated one take both words.
    const changed = beforeTheBlockRead(
      () =>
        db()
          .update(groceryItems)
          .set({ name: sql`case when ${groceryItems.id} = ${soups[0]!} then 'Kelmar Dovetch Soup' else 'Kelmar Dovetch Y' end` })
          .where(sql`${groceryItems.id} in (${soups[0]!}, ${other!})`),
      (query) => /^select "words_version" from "catalog_state"$/.test(query),
    );
    const during = sorted(await ids("kelmar dovetch"));
    expect(changed()).toBe(true);
    expect(during).toEqual(sorted([soups[0]!, other!]));
  });
  it("answers, not with an error, when every word but an alias's is gone from the catalog since the vocabulary was read", async () => {
    // "veggies" is an alias phrase only (no catalog word): its products come with the lists' statement, which then
    // has rows but no list of any word, and no sizes of them.
    await addItems(range(3, (i) => `Quorvex Blint ${i}`));
    expect(await ids("veggies quorvex blint")).toEqual([]);
    await db()
      .delete(groceryItems)
      .where(sql`${groceryItems.name} like 'Quorvex Blint %'`);
    expect(await ids("veggies quorvex blint")).toEqual([]);
  });
});
