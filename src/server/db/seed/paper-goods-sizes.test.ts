import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../client";
import { catalogState, groceryItems } from "../schema/index";
import { CATALOG_ITEMS } from "./data/catalog";
import { seedDatabase } from "./seed";

// Decision 031: paper goods are sized by paper area, so their unit price is per 100 sq ft. A database
// seeded when they were sized in rolls gets the areas at its next start, and a start with nothing to
// change writes nothing (decision 046: no needless catalog version bump).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const PAPER = ["Paper Towels", "Toilet Paper", "Facial Tissues", "Paper Napkins"];

describe("paper goods in the catalog", () => {
  it("are sized in square feet of paper, with their shelf labels kept", () => {
    const paper = CATALOG_ITEMS.filter((item) => PAPER.includes(item.name));
    // 11 listed, plus the own-label equivalents of Great Value's paper towels and toilet paper (decision 026).
    expect(paper.filter((item) => item.brand !== "Store Brand").length).toBe(11);
    expect(paper.length).toBe(13);
    for (const item of paper) expect(item.sizeUnit, item.key).toBe("sq ft");
    const bounty = paper.find((item) => item.key === "paper-towels-bounty-6-double-rolls")!;
    expect(bounty).toMatchObject({ size: 265, unit: "6 double rolls" });
    expect(paper.find((item) => item.key === "paper-napkins-vanity-fair-200-ct")!.unit).toBe("200 ct");
  });

  it("reach a database seeded with roll counts at the next start, once", async () => {
    const { db } = database;
    const version = async () => (await db.select({ version: catalogState.version }).from(catalogState))[0]!.version;
    await db
      .update(groceryItems)
      .set({ size: 6, sizeUnit: "ct" })
      .where(eq(groceryItems.key, "paper-towels-bounty-6-double-rolls"));
    const old = await version();
    await seedDatabase(db);
    const [bounty] = await db
      .select({ size: groceryItems.size, sizeUnit: groceryItems.sizeUnit })
      .from(groceryItems)
      .where(inArray(groceryItems.key, ["paper-towels-bounty-6-double-rolls"]));
    expect(bounty).toEqual({ size: 265, sizeUnit: "sq ft" });
    const updated = await version();
    expect(updated).toBeGreaterThan(old);
    await seedDatabase(db);
    expect(await version()).toBe(updated);
  });
});
