import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groceryItems, searchWordPostings } from "../../db/schema/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { range } from "../../../../tests/support/test-items";
import { postingsOffBy } from "../../../../tests/support/word-postings";

// A search of several words reads past the word lists from every item of each word, kept by block of 8,192 ids in
// search_word_postings (migration 0041, decision 092). Triggers keep the rows; these tests check them against the items
// after every kind of change, and that search finds, through them, what changed. Each test uses words of its own.

const { db, addItems, search } = searchTestApp("word-postings");
const BLOCK = 8192;

/** A word's rows in one field, as block: ids, and what they must be: the items whose name (or search text) has it. */
async function keptAndExpected(word: string, inName: boolean) {
  const kept = await db()
    .select({ block: searchWordPostings.block, ids: searchWordPostings.itemIds })
    .from(searchWordPostings)
    .where(and(eq(searchWordPostings.word, word), eq(searchWordPostings.inName, inName)))
    .orderBy(searchWordPostings.block);
  const column = inName ? sql`name` : sql`search_text`;
  const items = await db()
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .where(sql`to_tsvector('simple', ${column}) @@ ${`'${word}'`}::tsquery`)
    .orderBy(groceryItems.id);
  const expected = new Map<number, number[]>();
  for (const { id } of items) expected.set(id >> 13, [...(expected.get(id >> 13) ?? []), id]);
  return {
    kept: kept.map(({ block, ids }) => ({ block, ids })),
    expected: [...expected].map(([block, ids]) => ({ block, ids })),
  };
}

async function expectRowsRight(...words: string[]) {
  for (const word of words)
    for (const inName of [true, false]) {
      const { kept, expected } = await keptAndExpected(word, inName);
      expect(kept, `${word} ${inName ? "name" : "search text"}`).toEqual(expected);
    }
}

const found = async (q: string) => (await search(q)).map((item) => item.id);

describe("every item of each word, by block (search_word_postings)", () => {
  it("holds the items added, in bulk and one by one, in their blocks and in id order", async () => {
    const far = [30 * BLOCK + 5, 30 * BLOCK + 9, 31 * BLOCK];
    const ids = [
      ...(await addItems(range(3, (i) => `Tamberlin Loaf ${i}`))),
      ...(await addItems(
        range(3, (i) => `Tamberlin Loaf Far ${i}`),
        "Ostrava Mill",
        far,
      )),
    ];
    await addItems(["Tamberlin Roll"], "Ostrava Mill", [30 * BLOCK + 7]);
    await expectRowsRight("tamberlin", "loaf", "ostrava", "roll");
    expect((await keptAndExpected("tamberlin", true)).kept.at(-2)).toEqual({ block: 30, ids: [far[0], 30 * BLOCK + 7, far[1]] });
    expect(ids).toHaveLength(6);
  });

  it("follows renames, new brands and deletes, leaves no empty row, and is unchanged by an update of no words", async () => {
    const ids = await addItems(
      range(6, (i) => `Quessly Crumb ${i}`),
      "Testbrand",
      Array.from({ length: 6 }, (_, i) => 40 * BLOCK + 100 + i),
    );
    await db()
      .update(groceryItems)
      .set({ name: "Ferrowick Crumb" })
      .where(inArray(groceryItems.id, ids.slice(0, 2)));
    await db().update(groceryItems).set({ brand: "Quessly Farms" }).where(eq(groceryItems.id, ids[5]!));
    await expectRowsRight("quessly", "ferrowick", "crumb", "farms");
    const before = await keptAndExpected("quessly", true);
    await db().update(groceryItems).set({ unit: "2 ct" }).where(inArray(groceryItems.id, ids));
    expect(await keptAndExpected("quessly", true)).toEqual(before);
    await db()
      .delete(groceryItems)
      .where(inArray(groceryItems.id, ids.slice(0, 2)));
    await expectRowsRight("quessly", "ferrowick", "crumb");
    expect((await keptAndExpected("ferrowick", true)).kept).toEqual([]);
  });

  it("lets search find an item far past both words' lists as it is added, renamed and deleted", async () => {
    await addItems(range(220, (i) => `Yarrowmint Jam ${i}`));
    await addItems(range(220, (i) => `Pellucid Tea ${i}`));
    const [both] = await addItems(["Yarrowmint Pellucid Cordial"], "Testbrand", [50 * BLOCK + 11]);
    expect(await found("yarrowmint pellucid")).toContain(both);
    expect(await found("yarrowm pelluc")).toContain(both);
    await db().update(groceryItems).set({ name: "Yarrowmint Cordial" }).where(eq(groceryItems.id, both!));
    expect(await found("yarrowmint pellucid")).not.toContain(both);
    // Still by search text: the brand now has the other word.
    await db().update(groceryItems).set({ brand: "Pellucid Co" }).where(eq(groceryItems.id, both!));
    expect(await found("yarrowmint pellucid")).toContain(both);
    await db().delete(groceryItems).where(eq(groceryItems.id, both!));
    expect(await found("yarrowmint pellucid")).not.toContain(both);
    await expectRowsRight("yarrowmint", "pellucid", "cordial");
  });

  it("are, for the seeded catalog, the rows its items give, and none after the items are truncated", async () => {
    const database = await createTestDatabase();
    try {
      expect(await postingsOffBy(database.db)).toBe(0);
      await database.db.execute(sql`truncate grocery_items cascade`);
      expect(await database.db.select().from(searchWordPostings).limit(1)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
