import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { chains, groceryItems, stores } from "../schema/index";
import { CATALOG_ITEMS } from "./data/catalog";
import { CHAINS } from "./data/chains";
import { writeSeedEstimates } from "./seed-estimates";
import { STORES } from "./data/stores";

const BATCH = 1000;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Brings the product group and default match mode of the seed's own items up to date in a database filled
 * by an older seed or upgraded by a migration's simpler backfill (0017), so an upgraded database prices
 * "any brand" as a new one does. Only rows that differ are written, so an unchanged database sees no write.
 */
async function syncSeedItemGroups(tx: Db): Promise<void> {
  const present = new Map(
    (
      await tx
        .select({
          key: groceryItems.key,
          productGroup: groceryItems.productGroup,
          anyBrandByDefault: groceryItems.anyBrandByDefault,
        })
        .from(groceryItems)
    ).map((row) => [row.key, row]),
  );
  // Statement triggers raise the catalog version even for an update of no rows: update only what differs.
  const differing = CATALOG_ITEMS.filter((item) => {
    const row = present.get(item.key);
    return row !== undefined && (row.productGroup !== item.productGroup || row.anyBrandByDefault !== item.anyBrandByDefault);
  });
  for (let i = 0; i < differing.length; i += BATCH) {
    const rows = differing
      .slice(i, i + BATCH)
      .map((item) => sql`(${item.key}::text, ${item.productGroup}::text, ${item.anyBrandByDefault}::boolean)`);
    await tx.execute(sql`
      update grocery_items set product_group = seed.product_group, any_brand_by_default = seed.any_brand_by_default
      from (values ${sql.join(rows, sql`, `)}) as seed(key, product_group, any_brand_by_default)
      where grocery_items.key = seed.key`);
  }
}

/**
 * Fills an empty database with the embedded catalog: the real grocery-chain stores of Allegheny
 * County, PA, the catalog, and one estimated price per item and chain. A database that already has
 * chains keeps its stores and items; only its seed estimates are brought up to date (writeSeedEstimates).
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several instances on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(7382911)`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(chains)) as [{ count: number }];
    if (count > 0) {
      await syncSeedItemGroups(tx);
      await writeSeedEstimates(tx, now);
      return { seeded: false };
    }

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

    await insertInBatches(CATALOG_ITEMS, (batch) =>
      tx.insert(groceryItems).values(
        batch.map((i) => ({
          key: i.key,
          name: i.name,
          brand: i.brand,
          productGroup: i.productGroup,
          anyBrandByDefault: i.anyBrandByDefault,
          category: i.category,
          unit: i.unit,
          size: i.size,
          sizeUnit: i.sizeUnit,
        })),
      ),
    );

    await writeSeedEstimates(tx, now);
    return { seeded: true };
  });
}
