import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { chains, groceryItems, prices, stores } from "../schema/index";
import { CATALOG_ITEMS, estimateSeedPriceCents } from "./data/catalog";
import { CHAINS } from "./data/chains";
import { EXCLUSIVE_BRANDS } from "./data/exclusive-brands";
import { STORES } from "./data/stores";

const BATCH = 1000;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Fills an empty database with the embedded catalog: the real grocery-chain stores of Allegheny
 * County, PA, the catalog, and one estimated price per item and chain. A database that already has
 * chains is left alone, so a restart never overwrites data.
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several instances on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(7382911)`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(chains)) as [{ count: number }];
    if (count > 0) return { seeded: false };

    const chainRows = await tx
      .insert(chains)
      .values(
        CHAINS.map((c) => ({
          slug: c.slug,
          name: c.name,
          color: c.color,
          logo: c.logo,
          websiteUrl: c.websiteUrl,
          onlineShoppingUrl: c.onlineShoppingUrl,
          searchUrlTemplate: c.searchUrlTemplate,
          supportsOnlineOrdering: c.supportsOnlineOrdering,
          isBudget: c.isBudget,
          priceLevelBps: Math.round(c.priceLevel * 10_000),
        })),
      )
      .returning({ id: chains.id, slug: chains.slug });
    const chainId = new Map(chainRows.map((c) => [c.slug, c.id]));

    await insertInBatches(STORES, (batch) =>
      tx.insert(stores).values(
        batch.map((s) => ({
          chainId: chainId.get(s.chainSlug)!,
          sourceId: `usda-snap:${s.sourceId}`,
          name: s.name,
          address: s.address,
          city: s.city,
          state: s.state,
          zip: s.zip,
          latitude: s.latitude,
          longitude: s.longitude,
        })),
      ),
    );

    const itemIds = new Map<string, number>();
    await insertInBatches(CATALOG_ITEMS, async (batch) => {
      const rows = await tx
        .insert(groceryItems)
        .values(batch.map((i) => ({ key: i.key, name: i.name, brand: i.brand, category: i.category, unit: i.unit, size: i.size, sizeUnit: i.sizeUnit })))
        .returning({ id: groceryItems.id, key: groceryItems.key });
      for (const row of rows) itemIds.set(row.key, row.id);
    });

    const priceRows = CATALOG_ITEMS.flatMap((item) =>
      CHAINS.filter((chain) => (EXCLUSIVE_BRANDS[item.brand] ?? chain.slug) === chain.slug).map((chain) => ({
        itemId: itemIds.get(item.key)!,
        chainId: chainId.get(chain.slug)!,
        cents: estimateSeedPriceCents(item, chain),
        source: "estimate" as const,
        observedAt: now,
      })),
    );
    await insertInBatches(priceRows, (batch) => tx.insert(prices).values(batch));
    return { seeded: true };
  });
}
