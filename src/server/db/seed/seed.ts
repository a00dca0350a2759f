import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { chains, groceryItems, prices, stores } from "../schema/index";
import { CATALOG_ITEMS } from "./data/catalog";
import { CHAIN_ASSORTMENTS } from "./data/assortments";
import { CHAINS } from "./data/chains";
import { writeSeedEstimates } from "./seed-estimates";
import { buildSeedInputsKey } from "./seed-inputs";
import { STORES } from "./data/stores";

const BATCH = 1000;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const itemRow = (i: (typeof CATALOG_ITEMS)[number]) => ({
  key: i.key,
  name: i.name,
  brand: i.brand,
  productGroup: i.productGroup,
  anyBrandByDefault: i.anyBrandByDefault,
  category: i.category,
  unit: i.unit,
  size: i.size,
  sizeUnit: i.sizeUnit,
});

/**
 * Adds the seed items a database filled by an older seed lacks (decision 055): new families and aisles, and the
 * own-label equivalents (decision 026) beside each retailer item, so an upgraded database offers and prices what a
 * new one does. Nothing is written when none is missing. An item deleted by hand comes back at the next start while
 * the seed's files list it: a seed item is retired by removing it from those files.
 */
async function addMissingSeedItems(tx: Db): Promise<number> {
  const present = new Set((await tx.select({ key: groceryItems.key }).from(groceryItems)).map((row) => row.key));
  const missing = CATALOG_ITEMS.filter((item) => !present.has(item.key));
  await insertInBatches(missing, (batch) => tx.insert(groceryItems).values(batch.map(itemRow)).onConflictDoNothing());
  return missing.length;
}

const levelBps = (chain: (typeof CHAINS)[number]) => Math.round(chain.priceLevel * 10_000);

/**
 * Gives the seed's chains the own-label names (decision 027) and price levels (issue 30) of the seed data,
 * updating only a chain that differs, so an unchanged database sees no write.
 */
async function syncChains(tx: Db): Promise<void> {
  const present = await tx
    .select({ slug: chains.slug, ownLabel: chains.ownLabel, priceLevelBps: chains.priceLevelBps })
    .from(chains);
  for (const row of present) {
    const seed = CHAINS.find((chain) => chain.slug === row.slug);
    if (!seed) continue;
    const wanted = { ownLabel: CHAIN_ASSORTMENTS[seed.slug].ownLabel, priceLevelBps: levelBps(seed) };
    if (wanted.ownLabel !== row.ownLabel || wanted.priceLevelBps !== row.priceLevelBps)
      await tx.update(chains).set(wanted).where(eq(chains.slug, row.slug));
  }
}

/**
 * Brings the product group, default match mode and package size of the seed's own items up to date in a
 * database filled by an older seed or upgraded by a migration's simpler backfill (0017), so an upgraded
 * database prices "any brand" and quotes unit prices (paper goods per 100 sq ft, decision 031) as a new one
 * does. Only rows that differ are written, so an unchanged database sees no write.
 */
async function syncSeedItemGroups(tx: Db): Promise<void> {
  const present = new Map(
    (
      await tx
        .select({
          key: groceryItems.key,
          productGroup: groceryItems.productGroup,
          anyBrandByDefault: groceryItems.anyBrandByDefault,
          size: groceryItems.size,
          sizeUnit: groceryItems.sizeUnit,
        })
        .from(groceryItems)
    ).map((row) => [row.key, row]),
  );
  // Statement triggers raise the search words' version even for an update of no rows (and the catalog version for a changed
  // row, decision 106): update only what differs.
  const differing = CATALOG_ITEMS.filter((item) => {
    const row = present.get(item.key);
    return (
      row !== undefined &&
      (row.productGroup !== item.productGroup ||
        row.anyBrandByDefault !== item.anyBrandByDefault ||
        row.size !== item.size ||
        row.sizeUnit !== item.sizeUnit)
    );
  });
  for (let i = 0; i < differing.length; i += BATCH) {
    const rows = differing
      .slice(i, i + BATCH)
      .map(
        (item) =>
          sql`(${item.key}::text, ${item.productGroup}::text, ${item.anyBrandByDefault}::boolean, ${item.size}::double precision, ${item.sizeUnit}::text)`,
      );
    await tx.execute(sql`
      update grocery_items set product_group = seed.product_group, any_brand_by_default = seed.any_brand_by_default,
        size = seed.size, size_unit = seed.size_unit
      from (values ${sql.join(rows, sql`, `)}) as seed(key, product_group, any_brand_by_default, size, size_unit)
      where grocery_items.key = seed.key`);
  }
}

/**
 * Fills an empty database with the embedded catalog: the real grocery-chain stores of Allegheny
 * County, PA, the catalog, and one estimated price per item and chain. A database that already has
 * chains keeps its stores and items; it gains the seed items it lacks (decision 055), and its seed estimates are
 * brought up to date when the seed's estimates changed (writeSeedEstimates, decision 065), known in a compiled server
 * by the key of its inputs (decision 077).
 */
export async function seedDatabase(
  db: Db,
  now = new Date(),
  { inputsKey = buildSeedInputsKey() }: { inputsKey?: string } = {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several instances on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(7382911)`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(chains)) as [{ count: number }];
    if (count > 0) {
      await syncChains(tx);
      const itemsAdded = (await addMissingSeedItems(tx)) > 0;
      await syncSeedItemGroups(tx);
      // Reads prices only when the seed's estimates changed since the last start or items were just added.
      await writeSeedEstimates(tx, now, { itemsAdded, inputsKey });
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
          priceLevelBps: levelBps(c),
          ownLabel: CHAIN_ASSORTMENTS[c.slug].ownLabel,
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

    await insertInBatches(CATALOG_ITEMS, (batch) => tx.insert(groceryItems).values(batch.map(itemRow)));

    await writeSeedEstimates(tx, now, { inputsKey });
    // Statistics for the planner now, not whenever autovacuum comes by (never, where it is off): without them the
    // cart's read scanned every price of the shopper's chains (decision 063). It counts this transaction's rows.
    await tx.execute(sql`analyze ${chains}, ${stores}, ${groceryItems}, ${prices}`);
    return { seeded: true };
  });
}
