import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { logStatements } from "../../../../tests/support/statement-log";
import { searchItems } from "./catalog-search.repository";

// Review R11: the search vocabulary (every catalog word, ~10^5 after an import) is reread when the catalog's words can
// have changed, not after every price write (a shopper report, a receipt, a price import), which moves
// catalog_state.version but no word.

const { db, addItems } = searchTestApp("vocabulary");

/** How many times `run` reads the whole vocabulary (the search_words table). */
async function vocabularyReads(run: () => Promise<unknown>): Promise<number> {
  const log = logStatements(db());
  try {
    await run();
  } finally {
    log.stop();
  }
  return log.statements.filter(({ text }) => /from "search_words"\s*$/.test(text)).length;
}

const names = async (query: string) => (await searchItems(db(), query, 20)).map((item) => item.name);

describe("the search vocabulary", () => {
  it("is not reread after a price write, and is after an item's words change", async () => {
    await addItems(["Quorvel Oat Drink"]);
    expect(await names("quorvel")).toEqual(["Quorvel Oat Drink"]);

    await db().execute(sql`update prices set cents = cents + 1 where id = (select min(id) from prices)`);
    expect(await vocabularyReads(() => names("quorvel"))).toBe(0);

    await addItems(["Zintrapa Crisps"]);
    let found: string[] = [];
    expect(await vocabularyReads(async () => (found = await names("zintrapa")))).toBe(1);
    expect(found).toEqual(["Zintrapa Crisps"]);
  });
});
