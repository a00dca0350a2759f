import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { carriedItems } from "../../../domain/catalog/assortment";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import type { Database } from "../client";
import { catalogState, chains, groceryItems, prices, stores } from "../schema/index";
import { CHAIN_ASSORTMENTS, RETAILER_BRANDS } from "./data/assortments";
import { CATALOG_ITEMS, OWN_LABEL_EQUIVALENTS } from "./data/catalog";
import { CHAINS } from "./data/chains";
import { seedObservation } from "./data/seed-prices";
import { seedDatabase } from "./seed";

// Decision 026: a chain's estimates are those of the items its assortment carries, in a new database and in
// one an older seed filled by the blanket rule (every chain priced for every item).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const estimates = async () =>
  (
    await database.db
      .select({ key: groceryItems.key, chain: chains.slug, cents: prices.cents, source: prices.source, ref: prices.sourceRef })
      .from(prices)
      .innerJoin(groceryItems, eq(groceryItems.id, prices.itemId))
      .innerJoin(chains, eq(chains.id, prices.chainId))
      .where(and(isNull(prices.storeId), inArray(prices.source, [...ESTIMATE_SOURCES])))
  )
    .map((r) => `${r.key}@${r.chain} ${r.cents} ${r.source} ${r.ref}`)
    .sort();
const version = async () => (await database.db.select({ version: catalogState.version }).from(catalogState))[0]!.version;
const ids = async () => {
  const items = new Map(
    (await database.db.select({ id: groceryItems.id, key: groceryItems.key }).from(groceryItems)).map((r) => [r.key, r.id]),
  );
  const chainIds = new Map(
    (await database.db.select({ id: chains.id, slug: chains.slug }).from(chains)).map((r) => [r.slug, r.id]),
  );
  return { items, chainIds };
};

describe("seed estimates by assortment", () => {
  it("price exactly what each chain carries: no Tide at Aldi, no 16 oz jar at Costco, Aldi's own milk", async () => {
    const wanted = CHAINS.flatMap((chain) =>
      carriedItems(CHAIN_ASSORTMENTS[chain.slug], CATALOG_ITEMS, RETAILER_BRANDS).map((item) => {
        const o = seedObservation(item, chain);
        return `${item.key}@${chain.slug} ${o.cents} ${o.source} ${o.sourceRef}`;
      }),
    ).sort();
    const present = await estimates();
    expect(present).toEqual(wanted);
    const at = (key: string, chain: string) => present.some((row) => row.startsWith(`${key}@${chain} `));
    expect(at("liquid-laundry-detergent-tide-92-fl-oz", "walmart")).toBe(true);
    expect(at("liquid-laundry-detergent-tide-92-fl-oz", "aldi")).toBe(false);
    expect(at("liquid-laundry-detergent-tide-92-fl-oz", "trader-joes")).toBe(false);
    expect(at("liquid-laundry-detergent-tide-92-fl-oz", "save-a-lot")).toBe(true);
    expect(at("creamy-peanut-butter-jif-16-oz", "costco")).toBe(false);
    expect(at("creamy-peanut-butter-jif-16-oz", "giant-eagle")).toBe(true);
    expect(at("sharp-cheddar-cheese-kirkland-signature-2-lb", "costco")).toBe(true);
    expect(at("whole-milk-store-brand-1-gal", "aldi")).toBe(true);
    expect(at("whole-milk-store-brand-1-gal", "walmart")).toBe(false);
    expect(at("whole-milk-great-value-1-gal", "aldi")).toBe(false);
    expect(at("whole-milk-turners-1-gal", "aldi")).toBe(false);
  });

  it("bring a database of the blanket rule to the same estimates, keep every observed price, then write nothing", async () => {
    const expected = await estimates();
    const { db } = database;
    // What the blanket seed left: no own-label equivalents, and an estimate for every item at every chain.
    await db.delete(groceryItems).where(
      inArray(
        groceryItems.key,
        [...OWN_LABEL_EQUIVALENTS.values()].map((i) => i.key),
      ),
    );
    const { items, chainIds } = await ids();
    const blanket = CHAINS.flatMap((chain) =>
      CATALOG_ITEMS.filter((item) => items.has(item.key)).map((item) => ({
        itemId: items.get(item.key)!,
        chainId: chainIds.get(chain.slug)!,
        ...seedObservation(item, chain),
      })),
    );
    for (let i = 0; i < blanket.length; i += 1000)
      await db
        .insert(prices)
        .values(blanket.slice(i, i + 1000))
        .onConflictDoNothing();
    const tide = items.get("liquid-laundry-detergent-tide-92-fl-oz")!;
    const aldi = chainIds.get("aldi")!;
    const [aldiStore] = await db.select({ id: stores.id }).from(stores).where(eq(stores.chainId, aldi)).limit(1);
    const observed = [
      { source: "import" as const, storeId: null, sourceRef: "prices.csv:2", cents: 1299 },
      { source: "store-api" as const, storeId: aldiStore!.id, sourceRef: "api", cents: 1349 },
      { source: "shopper-report" as const, storeId: aldiStore!.id, sourceRef: "report", cents: 1399 },
    ];
    await db.insert(prices).values(
      observed.map((o) => ({
        ...o,
        itemId: tide,
        chainId: aldi,
        observedAt: new Date("2026-11-01T00:00:00Z"),
        observedPrecision: "day" as const,
      })),
    );
    expect((await estimates()).length).toBeGreaterThan(expected.length);

    expect(await seedDatabase(db)).toEqual({ seeded: false });
    expect(await estimates()).toEqual(expected);
    const kept = await db
      .select({ source: prices.source, cents: prices.cents })
      .from(prices)
      .where(and(eq(prices.itemId, tide), eq(prices.chainId, aldi)))
      .orderBy(prices.cents);
    expect(kept).toEqual(observed.map(({ source, cents }) => ({ source, cents })));

    const before = await version();
    await seedDatabase(db);
    expect(await version()).toBe(before);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(groceryItems))[0]!.n).toBe(CATALOG_ITEMS.length);
  });
});
