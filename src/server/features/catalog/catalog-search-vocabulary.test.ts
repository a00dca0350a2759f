import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groceryItems, searchWords } from "../../db/schema/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { logStatements, type Statement } from "../../../../tests/support/statement-log";
import { cachedVocabulary, loadVocabulary } from "./catalog-search-vocabulary";
import { searchItems } from "./catalog-search.repository";

// Review R11: the search vocabulary (every catalog word, ~10^5 after an import) is reread when the catalog's words can
// have changed, not after every price write (a shopper report, a receipt, a price import), which moves
// catalog_state.version but no word. Issue 31 item 5: after an item is added, only the words added since are read.

const { db, addItems } = searchTestApp("vocabulary");

/** How many times `run` reads the vocabulary: every word, or only the words past the last one read. */
async function vocabularyReads(run: () => Promise<unknown>): Promise<{ whole: number; since: number }> {
  const log = logStatements(db());
  try {
    await run();
  } finally {
    log.stop();
  }
  const reads = log.statements.filter(({ text }) => /from "search_words"/.test(text));
  const since = reads.filter(({ params }) => Number(params.at(-1)) > 0).length;
  return { whole: reads.length - since, since };
}

const names = async (query: string) => (await searchItems(db(), query, 20)).map((item) => item.name);

describe("the search vocabulary", () => {
  it("is not reread after a price write; after an item is added, only the words added since are read", async () => {
    await addItems(["Quorvel Oat Drink"]);
    expect(await names("quorvel")).toEqual(["Quorvel Oat Drink"]);

    await db().execute(sql`update prices set cents = cents + 1 where id = (select min(id) from prices)`);
    expect(await vocabularyReads(() => names("quorvel"))).toEqual({ whole: 0, since: 0 });

    await addItems(["Zintrapa Crisps"]);
    let found: string[] = [];
    expect(await vocabularyReads(async () => (found = await names("zintrapa")))).toEqual({ whole: 0, since: 1 });
    expect(found).toEqual(["Zintrapa Crisps"]);
    expect(await names("zintrap")).toEqual(["Zintrapa Crisps"]);
  });

  it("reads every word again when a word below the last one read appears (committed after a later one)", async () => {
    await addItems(["Vellorin Jam"]);
    expect(await names("vellorin")).toEqual(["Vellorin Jam"]);
    // A transaction that took its word's id before the last read committed after it: the id sits below the last one.
    await db().execute(
      sql`insert into search_words (id, word) overriding system value values ((select min(id) - 1 from search_words), 'plorbique')`,
    );
    await addItems(["Plorbique Jam"]);
    let found: string[] = [];
    expect(await vocabularyReads(async () => (found = await names("plorbique")))).toEqual({ whole: 1, since: 1 });
    expect(found).toEqual(["Plorbique Jam"]);
  });
});

describe("the vocabulary, searched in turn", () => {
  const readsWords = (statements: Statement[]) => statements.filter((s) => /"search_words"/.test(s.text)).length;

  it("is read once after the catalog changes, and not again while it stays the same", async () => {
    const log = logStatements(db());
    try {
      expect(await searchItems(db(), "glimmerquash", 20)).toEqual([]);
      const before = readsWords(log.statements);
      expect(await searchItems(db(), "glimmerquash", 20)).toEqual([]);
      expect(readsWords(log.statements)).toBe(before);
      const [added] = await addItems(["Glimmerquash Relish"]);
      const found = await searchItems(db(), "glimmerquash", 20);
      expect(found.map((item) => item.id)).toEqual([added]);
      expect(readsWords(log.statements)).toBe(before + 1);
      await searchItems(db(), "glimmerquash", 20);
      expect(readsWords(log.statements)).toBe(before + 1);
      await db()
        .update(groceryItems)
        .set({ name: "Glimmerquash Chutney" })
        .where(sql`${groceryItems.id} = ${added!}`);
      expect((await searchItems(db(), "chutney glimmerquash", 20)).map((item) => item.id)).toEqual([added]);
      expect(readsWords(log.statements)).toBe(before + 2);
    } finally {
      log.stop();
    }
  });
});

// Review R58: each word's search_words.id is kept beside it (which words a wide prefix stands for, decision 095).
describe("the ids kept beside the words", () => {
  /** The cached words are every catalog word, sorted, each with its own id. */
  async function expectOwnIds() {
    const cached = cachedVocabulary(db())!;
    const rows = await db().select({ word: searchWords.word, id: searchWords.id }).from(searchWords);
    const idOf = new Map(rows.map((row) => [row.word, Number(row.id)]));
    expect(cached.lexemes).toEqual([...idOf.keys()].sort());
    expect(cached.ids).toEqual(cached.lexemes.map((word) => idOf.get(word)));
  }

  it("are each word's own after the words added since are read, and after every word is read again", async () => {
    await names("quorvel");
    // Words before, among and after the catalog's in alphabetical order.
    await addItems(["Aabrunel Wafers", "Chabrunel Wafers", "Milkabrunel Wafers", "Zzabrunel Wafers"]);
    expect(await vocabularyReads(() => loadVocabulary(db()))).toEqual({ whole: 0, since: 1 });
    await expectOwnIds();

    await db().execute(
      sql`insert into search_words (id, word) overriding system value values ((select min(id) - 1 from search_words), 'chabrol')`,
    );
    await addItems(["Chabrol Wafers"]);
    expect(await vocabularyReads(() => loadVocabulary(db()))).toEqual({ whole: 1, since: 1 });
    await expectOwnIds();
  });

  it("a change that adds no word moves the version kept: the searches after it read no word again", async () => {
    await names("quorvel");
    await db().execute(sql`update grocery_items set name = name where id = (select min(id) from grocery_items)`);
    expect(await vocabularyReads(() => names("quorvel"))).toEqual({ whole: 0, since: 1 });
    expect(await vocabularyReads(() => names("quorvel"))).toEqual({ whole: 0, since: 0 });
  });
});
