import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { catalogItemExists, findExistingItemIds } from "./catalog.service";

// What the cart, favorites and recurring orders ask the catalog before they take an item id from a shopper.
const NO_ITEM = 2_000_000_000;

let ctx: TestContext;
let ids: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  ids = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[]).map((i) => i.id);
});
afterAll(() => ctx.close());

describe("items in the catalog", () => {
  it("lists every item with what a list shows of it", async () => {
    const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as Record<string, unknown>[];
    expect(Object.keys(items[0]!).sort()).toEqual(["brand", "category", "id", "name", "size", "sizeUnit", "unit"]);
  });

  it("tells an item in the catalog from an id that names none", async () => {
    expect(await catalogItemExists(ctx.database.db, ids[0]!)).toBe(true);
    expect(await catalogItemExists(ctx.database.db, NO_ITEM)).toBe(false);
  });

  it("says which of several ids are in the catalog", async () => {
    const [a, b] = ids;
    expect(await findExistingItemIds(ctx.database.db, [a!, NO_ITEM, b!])).toEqual(new Set([a, b]));
    expect(await findExistingItemIds(ctx.database.db, [NO_ITEM])).toEqual(new Set());
    expect(await findExistingItemIds(ctx.database.db, [])).toEqual(new Set());
  });
});
