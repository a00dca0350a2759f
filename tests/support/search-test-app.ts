// For a search test file: one app (and database) for all its tests, items added in bulk, and the search API.
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestContext } from "./test-app";
import { itemAdder } from "./test-items";

export type FoundItem = { id: number; name: string };

/** Creates the app before the file's tests and closes it after them; items added are keyed `<keyPrefix>-<n>`. */
export function searchTestApp(keyPrefix: string) {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const db = () => ctx.database.db;
  return {
    db,
    addItems: itemAdder(db, keyPrefix),
    /** What GET /api/grocery-items/search answers for q. */
    async search(q: string): Promise<FoundItem[]> {
      return (await ctx.app.inject({ url: `/api/grocery-items/search?q=${encodeURIComponent(q)}` })).json() as FoundItem[];
    },
  };
}
