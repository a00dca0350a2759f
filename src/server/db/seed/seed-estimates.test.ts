import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../client";
import { catalogState, chains, groceryItems, prices, seedState } from "../schema/index";
import { seedDatabase } from "./seed";
import { writeSeedEstimates } from "./seed-estimates";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const version = async () => (await database.db.select({ version: catalogState.version }).from(catalogState))[0]!.version;
const estimateRows = () =>
  database.db
    .select({
      itemId: prices.itemId,
      chainId: prices.chainId,
      cents: prices.cents,
      source: prices.source,
      sourceRef: prices.sourceRef,
      observedAt: prices.observedAt,
    })
    .from(prices)
    .where(inArray(prices.source, ["bls-anchored", "ers-anchored", "team-estimate"]))
    .orderBy(prices.itemId, prices.chainId);

describe("seed estimates", () => {
  it("date every estimate by the period it describes, never by when the database was filled", async () => {
    const periods = await database.db
      .select({
        source: prices.source,
        at: sql<string>`to_char(${prices.observedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        precision: prices.observedPrecision,
      })
      .from(prices)
      .groupBy(prices.source, sql`2`, prices.observedPrecision)
      .orderBy(prices.source, sql`2`);
    expect(periods).toEqual([
      { source: "bls-anchored", at: "2023-11-01", precision: "month" },
      { source: "bls-anchored", at: "2025-08-01", precision: "month" },
      { source: "ers-anchored", at: "2022-01-01", precision: "year" },
      { source: "team-estimate", at: "2025-01-01", precision: "year" },
    ]);
    const [milk] = await database.db
      .select({ source: prices.source, sourceRef: prices.sourceRef })
      .from(prices)
      .innerJoin(groceryItems, eq(groceryItems.id, prices.itemId))
      .where(and(eq(groceryItems.name, "Whole Milk"), eq(groceryItems.brand, "Turner's")))
      .limit(1);
    expect(milk).toEqual({ source: "bls-anchored", sourceRef: "BLS APU0000709112" });
  });

  it("write nothing on a database that already has them, so no cached cart is retired", async () => {
    const before = await version();
    expect(await writeSeedEstimates(database.db, new Date())).toEqual({ added: 0, removed: 0 });
    expect(await version()).toBe(before);
  });

  it("replace the load-time estimates of an older database and leave other observations alone", async () => {
    const expected = await estimateRows();
    const { db } = database;
    // An older database has no digest of the seed's estimates (migration 0034 adds seed_state empty, decision 065)...
    await db.delete(seedState);
    // ...and what migration 0015 leaves of an older seed: every estimate dated at load time.
    await db
      .update(prices)
      .set({ source: "team-estimate", sourceRef: "legacy estimate", observedAt: new Date(), observedPrecision: "moment" });
    const [chain] = await db.select({ id: chains.id }).from(chains).limit(1);
    const [item] = await db.select({ id: groceryItems.id }).from(groceryItems).limit(1);
    await db.insert(prices).values({
      itemId: item!.id,
      chainId: chain!.id,
      cents: 123,
      source: "import",
      sourceRef: "prices.csv:2",
      observedAt: new Date("2026-11-01T00:00:00Z"),
      observedPrecision: "day",
    });

    expect(await seedDatabase(db)).toEqual({ seeded: false });
    expect(await estimateRows()).toEqual(expected);
    const imported = await db
      .select({ cents: prices.cents })
      .from(prices)
      .where(and(eq(prices.source, "import"), isNull(prices.storeId)));
    expect(imported).toEqual([{ cents: 123 }]);
  });
});
