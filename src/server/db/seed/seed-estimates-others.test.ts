import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { chains, groceryItems, prices } from "../schema/index";
import { seedDatabase } from "./seed";

// writeSeedEstimates says it brings up to date "the chain-wide estimates ... for the catalog items and chains
// present"; an estimate for an item the seed does not list (added by an operator) must survive a restart.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the seed at a restart", () => {
  it("leaves alone estimates of items it does not list", async () => {
    const { db } = ctx.database;
    const [chain] = await db.select({ id: chains.id }).from(chains).limit(1);
    const [item] = await db
      .insert(groceryItems)
      .values({
        key: "operator-local-honey-16-oz",
        name: "Local Honey",
        brand: "Hilltop Apiary",
        category: "Pantry",
        unit: "16 oz",
        size: 16,
        sizeUnit: "oz",
      })
      .returning({ id: groceryItems.id });
    await db.insert(prices).values({
      itemId: item!.id,
      chainId: chain!.id,
      cents: 899,
      source: "team-estimate",
      sourceRef: "operator",
      observedAt: new Date("2026-01-01T00:00:00Z"),
      observedPrecision: "year",
    });
    await seedDatabase(db); // what every server start runs
    const kept = await db.select({ cents: prices.cents }).from(prices).where(eq(prices.itemId, item!.id));
    expect(kept).toEqual([{ cents: 899 }]);
  });

  it("gives a chain whose level an older seed stored the seed data's level and own label", async () => {
    const { db } = ctx.database;
    const chainRow = () =>
      db.select({ bps: chains.priceLevelBps, ownLabel: chains.ownLabel }).from(chains).where(eq(chains.slug, "iga"));
    const [before] = await chainRow();
    expect(before).toEqual({ bps: 10_400, ownLabel: before!.ownLabel });
    await db.update(chains).set({ priceLevelBps: 10_300 }).where(eq(chains.slug, "iga"));
    await seedDatabase(db);
    expect(await chainRow()).toEqual([before]);
  });
});
