import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { groceryItems, prices } from "../../db/schema/index";
import { CATALOG_ITEMS } from "../../db/seed/data/catalog";
import { seedDatabase } from "../../db/seed/seed";
import { importCatalogFile } from "./catalog-import";

// Decision 062: an imported item carries no price. Search finds it; the comparison prices it at no store (never $0.00,
// never an invented estimate) and ranks the stores on the rest, until a price source prices it (here a shopper's report).
const OFF = join(import.meta.dirname, "../../../../tests/fixtures/catalog-import/off-products.tsv");
const CHIPS = "gtin-00028400009171";

let ctx: TestContext;
let chipsId: number;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  await importCatalogFile(ctx.database.db, OFF);
  chipsId = (await ctx.database.db.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.key, CHIPS)))[0]!.id;
});
afterAll(() => ctx.close());

type CartEntry = {
  itemId: number;
  assortmentKnown: boolean;
  storePrices: { storeId: number; price: string | null; available: boolean; source: string | null; lineTotal: string | null }[];
};

describe("an item added by a catalog import", () => {
  it("has no price row of any kind, and the seed's next run leaves it so (decision 055 re-adds only its own keys)", async () => {
    await seedDatabase(ctx.database.db);
    expect(await ctx.database.db.select({ id: prices.id }).from(prices).where(eq(prices.itemId, chipsId))).toEqual([]);
  });

  it("is counted in the pricing status as having no price, not as an estimate", async () => {
    const status = (await ctx.app.inject({ url: "/api/pricing-status" })).json() as { totalItems: number; summary: string };
    expect(status.totalItems).toBe(CATALOG_ITEMS.length);
    expect(status.summary).toMatch(/the rest are the team's estimates\. 14 more items have no price yet\.$/);
  });

  it("is left out of GET /api/grocery-items, which stays the seed's catalog whatever an import adds (review R1)", async () => {
    const listed = await ctx.app.inject({ url: "/api/grocery-items" });
    const ids = (listed.json() as { id: number }[]).map((item) => item.id);
    expect(ids).toHaveLength(CATALOG_ITEMS.length);
    expect(ids).not.toContain(chipsId);
  });

  it("is found by search", async () => {
    const found = (await ctx.app.inject({ url: "/api/grocery-items/search?q=tortilla%20chips" })).json() as {
      id: number;
      name: string;
    }[];
    expect(found.map((item) => item.id)).toContain(chipsId);
  });

  it("is priced at no store in the cart, leaves the other lines priced, and is priced where a shopper reports it", async () => {
    const cookie = await signIn(ctx.app, "imported-item@example.com");
    const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10" })).json() as {
      id: number;
    }[];
    const chosen = stores.slice(0, 3).map((s) => s.id);
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      headers: { cookie },
      payload: { location: null, radiusMiles: 10, selectedStoreIds: chosen },
    });
    expect(put.statusCode).toBe(200);
    // Loose russets: every chain sells unbranded produce, so every store prices them.
    const [potatoes] = await ctx.database.db
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .where(and(eq(groceryItems.name, "Russet Potatoes"), eq(groceryItems.brand, "Unbranded")));
    for (const itemId of [chipsId, potatoes!.id]) {
      const added = await ctx.app.inject({
        method: "POST",
        url: "/api/cart",
        headers: { cookie },
        payload: { itemId, quantity: 1 },
      });
      expect(added.statusCode).toBe(201);
    }
    const cart = async () => (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as CartEntry[];
    const entry = (entries: CartEntry[], itemId: number) => entries.find((e) => e.itemId === itemId)!;

    const before = await cart();
    expect(entry(before, chipsId).storePrices.map((p) => p.storeId)).toEqual(chosen);
    expect(
      entry(before, chipsId).storePrices.every(
        (p) => p.price === null && !p.available && p.source === null && p.lineTotal === null,
      ),
    ).toBe(true);
    expect(entry(before, potatoes!.id).storePrices.every((p) => p.price !== null)).toBe(true);
    // The comparison says 'No price yet' for it, not 'Not carried': no source says which chains sell it.
    expect(entry(before, chipsId).assortmentKnown).toBe(false);
    expect(entry(before, potatoes!.id).assortmentKnown).toBe(true);

    const report = await ctx.app.inject({
      method: "POST",
      url: "/api/price-reports",
      headers: { cookie },
      payload: { itemId: chipsId, storeId: chosen[0], price: "4.29" },
    });
    expect(report.statusCode).toBe(201);
    const after = entry(await cart(), chipsId).storePrices;
    expect(after[0]).toMatchObject({ price: "4.29", available: true, source: "shopper-report" });
    expect(after.slice(1).every((p) => p.price === null)).toBe(true);
    // One shelf price says nothing of the other chains: still 'No price yet' there.
    expect(entry(await cart(), chipsId).assortmentKnown).toBe(false);
  });
});
