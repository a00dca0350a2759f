import type { PriceSourcesResponse } from "../../../domain/contracts/pricing";
import { describePriceMix, type Period, type PriceMix } from "../../../domain/pricing/price-mix";
import { describeObservedAt, formatObservedAt } from "../../../domain/pricing/provenance";
import { PRICE_SOURCE_REGISTRY, registryIdFor } from "../../../domain/pricing/source-registry";
import type { Db } from "../../db/client";
import { countAnchorPeriods, countPricedItems, readCatalogVersion, summariseSources } from "./price-mix.repository";

type Computed = { version: number; mix: PriceMix; response: PriceSourcesResponse };

// Counting every current price takes a few scans; the answer only changes with the catalog version
// (catalog_state.version, decision 046), which one cheap read tells.
const computed = new WeakMap<Db, Computed>();

const periodText = (oldest: Period, newest: Period) => {
  const from = describeObservedAt(oldest.observedAt, oldest.precision);
  const to = describeObservedAt(newest.observedAt, newest.precision);
  return from === to ? to : `${from} to ${to}`;
};

async function compute(db: Db, version: number): Promise<Computed> {
  const [counts, anchorPeriods, sources] = await Promise.all([
    countPricedItems(db),
    countAnchorPeriods(db),
    summariseSources(db),
  ]);
  const mix: PriceMix = {
    ...counts,
    anchorPeriods: anchorPeriods.map((p) => ({ ...p, items: Number(p.items) })),
    bySource: sources.map(({ source, items, oldest, newest }) => ({ source, items, oldest, newest })),
  };
  // An import's entry is named by its provider ("open-prices:", "csv:"); the other sources' entries have no prefix to match.
  const byEntry = new Map(sources.map((s) => [registryIdFor(s.source, `${s.provider}:`), s]));
  const response: PriceSourcesResponse = {
    summary: describePriceMix(mix),
    totalItems: mix.totalItems,
    sources: PRICE_SOURCE_REGISTRY.map(({ refPrefix: _refPrefix, ...info }) => {
      const found = byEntry.get(info.id);
      return {
        ...info,
        items: found?.items ?? 0,
        period: found ? periodText(found.oldest, found.newest) : null,
        newest: found ? formatObservedAt(found.newest.observedAt, found.newest.precision) : null,
      };
    }),
  };
  return { version, mix, response };
}

/** Which sources price the catalog now, and the banner's sentence, recomputed only when the catalog changed. */
export async function getPriceMix(db: Db): Promise<Computed> {
  const version = await readCatalogVersion(db);
  const cached = computed.get(db);
  // Stryker disable next-line ConditionalExpression: recounting every time answers the same; the cache only saves the scans
  if (cached && cached.version === version) return cached;
  const fresh = await compute(db, version);
  computed.set(db, fresh);
  return fresh;
}

export async function listPriceSources(db: Db): Promise<PriceSourcesResponse> {
  return (await getPriceMix(db)).response;
}
