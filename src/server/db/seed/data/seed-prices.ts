/**
 * The seed's price observations: one estimate per catalog item and chain, with its provenance
 * (decision 016). An item anchored to a federal average is `bls-anchored` or `ers-anchored` and
 * describes that average's reference period; every other item is the team's own estimate, which
 * describes the year the team judged shelf prices for (TEAM_ESTIMATE_YEAR).
 */
import { standInSourceRef, type ObservedPrecision, type PriceSource } from "../../../../domain/pricing/provenance";
import type { CatalogItemSeed } from "./catalog-item";
import { estimateSeedPriceCents } from "./catalog";
import type { ChainSeed } from "./chains";
import { PREMIUM_SHELF_CENTS } from "./premium-shelf-prices";
import { findReferencePrice, type ReferencePriceSeed } from "./reference-prices";
import { findStandIn } from "./reference-stand-ins";

/** The year the team's curated shelf prices describe (docs/data.md). */
export const TEAM_ESTIMATE_YEAR = "2025";

export type SeedObservation = {
  cents: number;
  source: PriceSource;
  sourceRef: string;
  observedAt: Date;
  observedPrecision: ObservedPrecision;
};

/** "2022" or "2025-08" as the first instant of that year or month, in UTC. */
export function periodStart(period: string): { observedAt: Date; observedPrecision: ObservedPrecision } {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(period);
  if (!match) throw new RangeError(`Invalid reference period: ${period}`);
  const [, year, month] = match;
  return {
    observedAt: new Date(Date.UTC(Number(year), month === undefined ? 0 : Number(month) - 1, 1)),
    observedPrecision: month === undefined ? "year" : "month",
  };
}

/** What a reference row is called in a price's sourceRef: the series id, or the ERS item and form. */
export function referenceSourceRef(reference: ReferencePriceSeed): string {
  return reference.source === "BLS" ? `BLS ${reference.seriesId}` : `USDA ERS ${reference.item}, ${reference.form}`;
}

export type SeedProvenance = Omit<SeedObservation, "cents">;

/** Where an item's estimate comes from and the period it describes: the same at every chain. */
export function seedProvenance(item: CatalogItemSeed): SeedProvenance {
  const reference = item.referenceKey ? findReferencePrice(item.referenceKey) : undefined;
  // A premium brand with the team's shelf figure is priced at that figure × the chain's level: the average cancels
  // out of its brand factor (brand-factors.ts), so it is the team's estimate, not one based on the average (issue 30).
  const fromShelfFigure = item.brandTier === "premium" && PREMIUM_SHELF_CENTS[item.key] !== undefined;
  if (!reference || fromShelfFigure) return { source: "team-estimate", sourceRef: "PennyCart team", ...periodStart(TEAM_ESTIMATE_YEAR) };
  // An average of another product (white potatoes for red ones) says so in its reference, and so in its label.
  const standIn = findStandIn(reference.key, item.name);
  return {
    source: reference.source === "BLS" ? "bls-anchored" : "ers-anchored",
    sourceRef: standIn ? standInSourceRef(referenceSourceRef(reference), standIn) : referenceSourceRef(reference),
    ...periodStart(reference.period),
  };
}

export function seedObservation(item: CatalogItemSeed, chain: Pick<ChainSeed, "slug" | "priceLevel">): SeedObservation {
  return { cents: estimateSeedPriceCents(item, chain), ...seedProvenance(item) };
}
