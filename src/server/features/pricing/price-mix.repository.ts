import { countDistinct, count, eq, inArray, notExists, notInArray, sql } from "drizzle-orm";
import type { ObservedPrecision, PriceSource } from "../../../domain/pricing/provenance";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import { catalogState, currentPrices, groceryItems } from "../../db/schema/index";

const ANCHORED = ["bls-anchored", "ers-anchored"] as const;

export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState);
  // catalog_state always holds its one row (migration 0005 writes it; a check keeps it single).
  return row!.version;
}

/**
 * Items with a current estimate, those anchored to a federal average or with an observed price somewhere, and the
 * catalog items with no current price at all (imported items no source has priced yet, decision 062).
 */
export async function countPricedItems(db: Db) {
  const [[estimated], [anchored], [observed], [unpriced]] = await Promise.all([
    db
      .select({ n: countDistinct(currentPrices.itemId) })
      .from(currentPrices)
      .where(inArray(currentPrices.source, [...ESTIMATE_SOURCES])),
    db
      .select({ n: countDistinct(currentPrices.itemId) })
      .from(currentPrices)
      .where(inArray(currentPrices.source, [...ANCHORED])),
    db
      .select({ n: countDistinct(currentPrices.itemId) })
      .from(currentPrices)
      .where(notInArray(currentPrices.source, [...ESTIMATE_SOURCES])),
    db
      .select({ n: count() })
      .from(groceryItems)
      .where(
        notExists(
          // No column: NOT EXISTS reads none (PostgreSQL takes an empty select list).
          db.select({}).from(currentPrices).where(eq(currentPrices.itemId, groceryItems.id)),
        ),
      ),
  ]);
  // count() always answers one row.
  return { totalItems: estimated!.n, anchoredItems: anchored!.n, observedItems: observed!.n, unpricedItems: unpriced!.n };
}

/** Anchored items per reference period. */
export function countAnchorPeriods(db: Db) {
  return db
    .select({
      source: currentPrices.source,
      observedAt: currentPrices.observedAt,
      precision: currentPrices.observedPrecision,
      items: countDistinct(currentPrices.itemId),
    })
    .from(currentPrices)
    .where(inArray(currentPrices.source, [...ANCHORED]))
    .groupBy(currentPrices.source, currentPrices.observedAt, currentPrices.observedPrecision);
}

/** Per source (imports per provider, the part of sourceRef before ':'): items priced and the oldest and newest periods. */
export async function summariseSources(db: Db) {
  const provider = sql<string>`case when ${currentPrices.source} = 'import' then split_part(${currentPrices.sourceRef}, ':', 1) else '' end`;
  const rows = await db
    .select({
      source: currentPrices.source,
      provider,
      items: countDistinct(currentPrices.itemId),
      oldest: sql<string>`min(${currentPrices.observedAt})`,
      oldestPrecision: sql<ObservedPrecision>`(array_agg(${currentPrices.observedPrecision} order by ${currentPrices.observedAt}))[1]`,
      newest: sql<string>`max(${currentPrices.observedAt})`,
      newestPrecision: sql<ObservedPrecision>`(array_agg(${currentPrices.observedPrecision} order by ${currentPrices.observedAt} desc))[1]`,
    })
    .from(currentPrices)
    .groupBy(currentPrices.source, provider);
  return rows.map((r) => ({
    source: r.source as PriceSource,
    provider: r.provider,
    items: Number(r.items),
    oldest: { observedAt: new Date(r.oldest), precision: r.oldestPrecision },
    newest: { observedAt: new Date(r.newest), precision: r.newestPrecision },
  }));
}
