import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../client";
import { catalogState, groceryItems, prices } from "../schema/index";
import { CATALOG_ITEMS, OWN_LABEL_EQUIVALENTS } from "./data/catalog";
import { seedDatabase } from "./seed";

// Issue 31: the seed only filled an empty database, so one filled by an older seed never got the catalog's new
// items (families, new aisles). Decision 055: every start adds the seed items a database lacks, priced as a new one.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const version = async () => (await database.db.select({ version: catalogState.version }).from(catalogState))[0]!.version;

describe("a database filled by an older seed", () => {
  it("gains the seed's new items with their estimates, and a second start writes nothing", async () => {
    const { db } = database;
    const [source, equivalent] = [...OWN_LABEL_EQUIVALENTS][0]!;
    const family = CATALOG_ITEMS.find((item) => item.name === "Red Cabbage")!;
    const keys = [source, equivalent.key, family.key];
    // As an older seed left it: these items were not in its catalog.
    await db.delete(groceryItems).where(inArray(groceryItems.key, keys));
    expect(await db.select().from(groceryItems).where(inArray(groceryItems.key, keys))).toEqual([]);

    expect(await seedDatabase(db)).toEqual({ seeded: false });
    const added = await db
      .select({ id: groceryItems.id, key: groceryItems.key, name: groceryItems.name })
      .from(groceryItems)
      .where(inArray(groceryItems.key, keys));
    expect(added.map((row) => row.key).sort()).toEqual([...keys].sort());
    const cabbage = added.find((row) => row.key === family.key)!;
    expect(cabbage.name).toBe("Red Cabbage");
    expect((await db.select().from(prices).where(eq(prices.itemId, cabbage.id))).length).toBeGreaterThan(0);

    const before = await version();
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    expect(await version()).toBe(before);
  });
});
