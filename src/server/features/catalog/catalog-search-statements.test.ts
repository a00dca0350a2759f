// What a search sends, by the kind of query (decisions 037 and 093): one word reads its lists alone, several words the
// lists' statement, a word the catalog has nowhere none but the catalog's version, and a query answered at once is not
// widened.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { searchItems } from "./catalog-search.repository";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // The vocabulary loaded as the catalog is now: the searches below send only their own statements.
  await searchItems(database.db, "milk", 20);
});
afterAll(() => database.close());

async function sent(query: string) {
  const log = logStatements(database.db);
  const results = await searchItems(database.db, query, 20).finally(() => log.stop());
  return { names: results.map((item) => item.name), statements: log.statements.map((statement) => statement.text) };
}

describe("the statements of a search", () => {
  it("for one word: one, of that word's lists, not the statement of several words", async () => {
    const { names, statements } = await sent("milk");
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /milk/i.test(name))).toBe(true);
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toContain("query_words");
  });

  it("for two words found together: the lists' statement alone, not widened to either word", async () => {
    const { names, statements } = await sent("whole milk");
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /whole/i.test(name) && /milk/i.test(name))).toBe(true);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("query_words");
  });

  it("for a word the catalog has nowhere: no answer, and only the catalog's version read (has it changed meanwhile?)", async () => {
    const { names, statements } = await sent("milk xqzjwvk");
    expect(names).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select "words_version" from "catalog_state"/);
  });
});
