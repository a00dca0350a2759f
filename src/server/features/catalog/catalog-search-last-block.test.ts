// A search of several words whose first reads past the word lists (made by the lists' statement, decision 093) reach
// the catalog's last block has nothing left to read, however few items those reads found: it is one statement.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { itemAdder, range } from "../../../../tests/support/test-items";
import { searchItems } from "./catalog-search.repository";

const BLOCK = 8192;
/** n ids from `first` on. */
const idsFrom = (first: number, n: number) => Array.from({ length: n }, (_, i) => first + i);
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("a search whose first reads past the lists reach the catalog's last block", () => {
  it("stops at the lists' statement, however few those reads found", async () => {
    const add = itemAdder(() => database.db, "last-block");
    // Both words' lists full and ending in block 1, none of their items with both words: the first reads span blocks
    // 1-2, the catalog's last, and find the 13 items that have both, fewer than they need.
    await add(
      range(220, (i) => `Zarvik Stew ${i}`),
      "Testbrand",
      idsFrom(BLOCK, 220),
    );
    await add(
      range(220, (i) => `Plomet Rolls ${i}`),
      "Testbrand",
      idsFrom(BLOCK + 300, 220),
    );
    const early = await add(
      range(10, (i) => `Zarvik Plomet Early ${i}`),
      "Testbrand",
      idsFrom(BLOCK + 1000, 10),
    );
    const far = await add(
      range(3, (i) => `Zarvik Plomet Far ${i}`),
      "Testbrand",
      idsFrom(2 * BLOCK + 7, 3),
    );
    // The vocabulary loaded as the catalog is now, then the search counted.
    await searchItems(database.db, "zarvik plomet", 20);
    const log = logStatements(database.db);
    const results = await searchItems(database.db, "zarvik plomet", 20).finally(() => log.stop());
    expect(results.map((item) => item.id).sort((a, b) => a - b)).toEqual([...early, ...far]);
    expect(log.statements).toHaveLength(1);
    expect(log.statements[0]!.text).toContain("from search_word_postings");
  });
});
