import { createHash } from "node:crypto";
import { and, inArray, isNull } from "drizzle-orm";
import { carriedItems } from "../../../domain/catalog/assortment";
import { ESTIMATE_SOURCES, type ObservedPrecision, type PriceSource } from "../../../domain/pricing/provenance";
import { estimatePriceCents, type EstimateItem } from "../../../domain/pricing/estimate";
import type { Db } from "../client";
import { chains, groceryItems, prices, seedState } from "../schema/index";
import { CATALOG_ITEMS, chainForEstimate, seedEstimateItem } from "./data/catalog";
import { CHAINS } from "./data/chains";
import { CHAIN_ASSORTMENTS, RETAILER_BRANDS } from "./data/assortments";
import { seedProvenance, type SeedObservation, type SeedProvenance } from "./data/seed-prices";

const BATCH = 1000;

/** One chain-wide estimate of the seed, named by item key and chain slug (the same in every database). */
export type SeedEstimate = SeedObservation & { itemKey: string; chainSlug: string };

/**
 * The chain-wide estimates the seed data derive today: one per catalog item and chain that carries it (decision
 * 026). What does not depend on the chain is worked out once per item.
 */
export function seedEstimates(): SeedEstimate[] {
  const perItem = new Map<string, { model: EstimateItem; provenance: SeedProvenance }>();
  const result: SeedEstimate[] = [];
  for (const chain of CHAINS) {
    const level = chainForEstimate(chain);
    for (const item of carriedItems(CHAIN_ASSORTMENTS[chain.slug], CATALOG_ITEMS, RETAILER_BRANDS)) {
      let known = perItem.get(item.key);
      if (!known) perItem.set(item.key, (known = { model: seedEstimateItem(item), provenance: seedProvenance(item) }));
      const { source, sourceRef, observedAt, observedPrecision } = known.provenance;
      const cents = estimatePriceCents(known.model, level);
      result.push({ itemKey: item.key, chainSlug: chain.slug, cents, source, sourceRef, observedAt, observedPrecision });
    }
  }
  return result;
}

/** A digest of every field the seed writes of its estimates: equal digests, equal estimates. */
export function estimatesDigest(estimates: readonly SeedEstimate[]): string {
  const lines = estimates.map(
    (e) =>
      `${e.itemKey}\t${e.chainSlug}\t${e.cents}\t${e.source}\t${e.sourceRef}\t${e.observedAt.getTime()}\t${e.observedPrecision}`,
  );
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

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
 *
 * The key of what was written is kept in seed_state (decisions 065, 077): when the seed's inputs (`inputsKey`, a
 * compiled server's) or else the estimates it derives (their digest) are those of last time, prices are neither read
 * nor written, unless `itemsAdded` (the start added seed items, which need theirs). So an estimate changed or deleted
 * by hand stays so until the seed changes.
 */
export async function writeSeedEstimates(
  db: Db,
  now: Date,
  options: { estimates?: readonly SeedEstimate[]; itemsAdded?: boolean; inputsKey?: string } = {},
): Promise<{ added: number; removed: number }> {
  let derived = options.estimates;
  const estimatesOf = () => (derived ??= seedEstimates());
  const key = options.inputsKey ?? estimatesDigest(estimatesOf());
  if (!options.itemsAdded) {
    const [stored] = await db.select({ digest: seedState.estimatesDigest }).from(seedState);
    if (stored?.digest === key) return { added: 0, removed: 0 };
  }
  const estimates = estimatesOf();
  const itemIds = new Map(
    (await db.select({ id: groceryItems.id, key: groceryItems.key }).from(groceryItems)).map((r) => [r.key, r.id]),
  );
  const chainIds = new Map((await db.select({ id: chains.id, slug: chains.slug }).from(chains)).map((r) => [r.slug, r.id]));
  const wanted = new Map<string, Estimate>();
  // Only estimates of the seed's own items at its own chains are the seed's to replace: an item or chain an
  // operator added keeps its estimates across restarts.
  const seedItemIds = new Set(CATALOG_ITEMS.map((item) => itemIds.get(item.key)));
  const seedChainIds = new Set(CHAINS.map((chain) => chainIds.get(chain.slug)));
  for (const { itemKey, chainSlug, ...observation } of estimates) {
    const itemId = itemIds.get(itemKey);
    const chainId = chainIds.get(chainSlug);
    if (itemId === undefined || chainId === undefined) continue;
    const estimate = { itemId, chainId, ...observation };
    wanted.set(identity(estimate), estimate);
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
  await db
    .insert(seedState)
    .values({ estimatesDigest: key })
    .onConflictDoUpdate({ target: seedState.id, set: { estimatesDigest: key } });
  return { added: missing.length, removed: stale.length };
}
