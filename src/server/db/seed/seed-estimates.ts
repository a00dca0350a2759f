import { and, inArray, isNull } from "drizzle-orm";
import { carriedItems } from "../../../domain/catalog/assortment";
import { ESTIMATE_SOURCES, type ObservedPrecision, type PriceSource } from "../../../domain/pricing/provenance";
import type { Db } from "../client";
import { chains, groceryItems, prices } from "../schema/index";
import { CATALOG_ITEMS } from "./data/catalog";
import { CHAINS } from "./data/chains";
import { CHAIN_ASSORTMENTS, RETAILER_BRANDS } from "./data/assortments";
import { seedObservation } from "./data/seed-prices";

const BATCH = 1000;

type Estimate = {
  itemId: number;
  chainId: number;
  cents: number;
  source: PriceSource;
  sourceRef: string;
  observedAt: Date;
  observedPrecision: ObservedPrecision;
};

const identity = (e: Estimate) =>
  `${e.itemId}|${e.chainId}|${e.cents}|${e.source}|${e.sourceRef}|${e.observedAt.toISOString()}|${e.observedPrecision}`;

/**
 * Makes the chain-wide estimates in the database those the seed derives today, for the catalog items
 * and chains present: rows that differ are replaced, missing ones added, the rest left alone, so a
 * database filled by an older seed (one that dated every estimate at load time) gets estimates with
 * their reference and period, an item a chain no longer carries loses its estimate there, and an unchanged
 * database sees no write at all (the catalog version does not move).
 * Observations of other kinds (imports, reports, store APIs) are never touched.
 */
export async function writeSeedEstimates(db: Db, now: Date): Promise<{ added: number; removed: number }> {
  const itemIds = new Map(
    (await db.select({ id: groceryItems.id, key: groceryItems.key }).from(groceryItems)).map((r) => [r.key, r.id]),
  );
  const chainIds = new Map((await db.select({ id: chains.id, slug: chains.slug }).from(chains)).map((r) => [r.slug, r.id]));
  const wanted = new Map<string, Estimate>();
  // Only estimates of the seed's own items at its own chains are the seed's to replace: an item or chain an
  // operator added keeps its estimates across restarts.
  const seedItemIds = new Set(CATALOG_ITEMS.map((item) => itemIds.get(item.key)));
  const seedChainIds = new Set(CHAINS.map((chain) => chainIds.get(chain.slug)));
  for (const chain of CHAINS) {
    const chainId = chainIds.get(chain.slug);
    if (chainId === undefined) continue;
    // Only what the chain sells is priced (decision 026): an item it does not carry shows 'Not carried'.
    for (const item of carriedItems(CHAIN_ASSORTMENTS[chain.slug], CATALOG_ITEMS, RETAILER_BRANDS)) {
      const itemId = itemIds.get(item.key);
      if (itemId === undefined) continue;
      const estimate = { itemId, chainId, ...seedObservation(item, chain) };
      wanted.set(identity(estimate), estimate);
    }
  }
  const present = await db
    .select({
      id: prices.id,
      itemId: prices.itemId,
      chainId: prices.chainId,
      cents: prices.cents,
      source: prices.source,
      sourceRef: prices.sourceRef,
      observedAt: prices.observedAt,
      observedPrecision: prices.observedPrecision,
    })
    .from(prices)
    .where(and(isNull(prices.storeId), inArray(prices.source, [...ESTIMATE_SOURCES])));
  const stale: number[] = [];
  for (const row of present) {
    if (!seedItemIds.has(row.itemId) || !seedChainIds.has(row.chainId)) continue;
    if (!wanted.delete(identity(row))) stale.push(row.id);
  }
  for (let i = 0; i < stale.length; i += BATCH) await db.delete(prices).where(inArray(prices.id, stale.slice(i, i + BATCH)));
  const missing = [...wanted.values()].map((e) => ({ ...e, recordedAt: now }));
  for (let i = 0; i < missing.length; i += BATCH) await db.insert(prices).values(missing.slice(i, i + BATCH));
  return { added: missing.length, removed: stale.length };
}
