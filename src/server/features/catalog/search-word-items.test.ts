import { and, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groceryItems, searchWordItems, WORD_LIST_LENGTH } from "../../db/schema/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";

// Search reads each catalog word's first items from search_word_items (migration 0022) instead of
// building a bitmap of every item that has a common word. Triggers keep those lists; these tests
// check the lists against the items after every kind of change, and that search finds what the
// lists alone would miss. Each test uses words of its own, far more common than any seed word.

const { db, addItems, search } = searchTestApp("word-list");

/** The list kept for a word, and what it must be: the first items by id whose name (or search text) has the word. */
async function listAndExpected(word: string, inName: boolean) {
  const kept = await db()
    .select({ id: searchWordItems.itemId })
    .from(searchWordItems)
    .where(and(eq(searchWordItems.word, word), eq(searchWordItems.inName, inName)))
    .orderBy(searchWordItems.itemId);
  const column = inName ? sql`name` : sql`search_text`;
  const expected = await db()
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .where(sql`to_tsvector('simple', ${column}) @@ ${`'${word}'`}::tsquery`)
    .orderBy(groceryItems.id)
    .limit(inName ? WORD_LIST_LENGTH.name : WORD_LIST_LENGTH.text);
  return { kept: kept.map((r) => r.id), expected: expected.map((r) => r.id) };
}

async function expectListsRight(word: string) {
  for (const inName of [true, false]) {
    const { kept, expected } = await listAndExpected(word, inName);
    expect(kept, `${word} ${inName ? "name" : "search text"} list`).toEqual(expected);
  }
}

describe("each word's first items (search_word_items)", () => {
  it("keeps the first items of a word added in bulk, and after more are appended", async () => {
    const ids = await addItems(Array.from({ length: 260 }, (_, i) => `Quillberry Jam ${i}`));
    await expectListsRight("quillberry");
    const { kept } = await listAndExpected("quillberry", true);
    expect(kept).toEqual(ids.slice(0, WORD_LIST_LENGTH.name));
    await addItems(["Quillberry Jam late"]);
    await expectListsRight("quillberry");
    // The brand is a word of the search text only.
    await addItems(["Plain Oats"], "Quillberry Farms");
    await expectListsRight("quillberry");
  });

  it("refills a list when items in it are deleted, and search still finds the rest", async () => {
    const ids = await addItems(Array.from({ length: 230 }, (_, i) => `Marrowfig Paste ${i}`));
    await db()
      .delete(groceryItems)
      .where(inArray(groceryItems.id, ids.slice(0, 220)));
    await expectListsRight("marrowfig");
    expect((await listAndExpected("marrowfig", true)).kept).toEqual(ids.slice(220));
    const found = await search("marrowfig");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => ids.slice(220).includes(item.id))).toBe(true);
  });

  it("follows renames out of a word's list and into another's, and ignores updates that change no words", async () => {
    const ids = await addItems(Array.from({ length: 210 }, (_, i) => `Velvetcorn Chips ${i}`));
    await db()
      .update(groceryItems)
      .set({ name: "Sunbloom Chips" })
      .where(inArray(groceryItems.id, ids.slice(0, 5)));
    await expectListsRight("velvetcorn");
    await expectListsRight("sunbloom");
    expect((await search("sunbloom")).map((item) => item.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 5));
    // Several words are checked against the words each list keeps for its items: those follow the rename too.
    expect((await search("sunbloom chips")).map((item) => item.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 5));
    const stillVelvet = new Set((await search("velvetcorn chips")).map((item) => item.id));
    expect(ids.slice(0, 5).some((id) => stillVelvet.has(id))).toBe(false);

    const before = await db().select().from(searchWordItems).where(like(searchWordItems.word, "velvetcorn"));
    await db().update(groceryItems).set({ unit: "2 ct" }).where(inArray(groceryItems.id, ids));
    expect(await db().select().from(searchWordItems).where(like(searchWordItems.word, "velvetcorn"))).toEqual(before);
  });

  it("takes a renamed item into a full list it now comes early in, and a new brand into the search text lists", async () => {
    const [early] = await addItems(["Plain Barley"]);
    const later = await addItems(Array.from({ length: 210 }, (_, i) => `Cindermoss Bread ${i}`));
    await db().update(groceryItems).set({ name: "Cindermoss Barley" }).where(eq(groceryItems.id, early!));
    await expectListsRight("cindermoss");
    await expectListsRight("barley");
    expect((await listAndExpected("cindermoss", true)).kept).toEqual([early, ...later.slice(0, WORD_LIST_LENGTH.name - 1)]);
    await db()
      .update(groceryItems)
      .set({ brand: "Cindermoss Mill" })
      .where(inArray(groceryItems.id, later.slice(-3)));
    await expectListsRight("cindermoss");
    await expectListsRight("mill");
    // One statement deleting items from several words' lists at once.
    await db()
      .delete(groceryItems)
      .where(inArray(groceryItems.id, [early!, ...later.slice(0, 5), ...later.slice(-2)]));
    for (const word of ["cindermoss", "barley", "bread", "mill"]) await expectListsRight(word);
  });

  it("finds items that have two common words together even when they come after both words' lists", async () => {
    await addItems(Array.from({ length: 220 }, (_, i) => `Glimmerkale Salad ${i}`));
    await addItems(Array.from({ length: 220 }, (_, i) => `Thornapple Cider ${i}`));
    const [both] = await addItems(["Thornapple Glimmerkale Slaw"]);
    expect((await search("glimmerkale thornapple")).map((item) => item.id)).toContain(both);
    expect((await search("thornap glimmerk")).map((item) => item.id)).toContain(both);
  });

  it("finds an item named by two common words that comes after both lists even when the lists hold a page of them", async () => {
    // The lists alone hold 60 items with both words (more than a page), but not the later item named
    // exactly by the query, which the index search (the first items that have every word) finds.
    await addItems(Array.from({ length: 60 }, (_, i) => `Brindlepea Mossroot Extra Variety ${i}`));
    await addItems(Array.from({ length: 220 }, (_, i) => `Brindlepea Crackers ${i}`));
    await addItems(Array.from({ length: 220 }, (_, i) => `Mossroot Tea ${i}`));
    const [exact] = await addItems(["Brindlepea Mossroot"]);
    expect((await search("brindlepea mossroot")).map((item) => item.id)).toContain(exact);
  });

  it("finds an item named by one word past the first 100 items with the word: its list by name holds 200", async () => {
    // The search text's list holds the first 100 items with the word, the name's the first 200: the item named
    // exactly by the query, 151st, is in the name's list only.
    await addItems(Array.from({ length: 150 }, (_, i) => `Tarnwick Relish ${i}`));
    const [exact] = await addItems(["Tarnwick"]);
    expect((await search("tarnwick")).map((item) => item.id)).toContain(exact);
  });

  it("finds items by prefix through every catalog word the prefix begins", async () => {
    const juices = await addItems(Array.from({ length: 10 }, (_, i) => `Wrenfruit Juice ${i}`));
    const sodas = await addItems(Array.from({ length: 10 }, (_, i) => `Wrenfruits Soda ${i}`));
    const found = new Set((await search("wrenfr")).map((item) => item.id));
    expect([...juices, ...sodas].filter((id) => found.has(id)).length).toBe(found.size);
    expect(juices.some((id) => found.has(id)) && sodas.some((id) => found.has(id))).toBe(true);
  });
});
