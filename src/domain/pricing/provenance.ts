/**
 * Where a price comes from and what moment or period it describes (issue 15, decision 016).
 *
 * Every price is an observation of one kind:
 * - `bls-anchored` / `ers-anchored`: the team's estimate built on a federal average price (BLS Average
 *   Price series, USDA ERS Fruit and Vegetable Prices); it describes the reference period of that average;
 * - `team-estimate`: the team's own judgement of a typical shelf price, never observed;
 * - `import`: a row of a price file (CSV, Open Prices);
 * - `shopper-report`: a shelf price a signed-in shopper reported;
 * - `store-api`: a price read from a store's API (Kroger).
 */
export const PRICE_SOURCES = ["bls-anchored", "ers-anchored", "team-estimate", "import", "shopper-report", "store-api"] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** The estimate kinds: derived by the seed, never observed on a shelf. */
export const ESTIMATE_SOURCES = ["bls-anchored", "ers-anchored", "team-estimate"] as const satisfies readonly PriceSource[];

export function isEstimateSource(source: PriceSource): boolean {
  return (ESTIMATE_SOURCES as readonly PriceSource[]).includes(source);
}

/**
 * How precisely `observedAt` is known: a BLS monthly average describes a month, an ERS annual
 * average a year, a price file's row usually a day, a shopper report or API read a moment.
 */
export const OBSERVED_PRECISIONS = ["year", "month", "day", "moment"] as const;
export type ObservedPrecision = (typeof OBSERVED_PRECISIONS)[number];

/** Only trusted observations price a cart; a shopper report far from the current price is held for review. */
export const OBSERVATION_STATUSES = ["trusted", "held", "rejected"] as const;
export type ObservationStatus = (typeof OBSERVATION_STATUSES)[number];

/**
 * `observedAt` as the API gives it: ISO 8601 at the precision known ("2022", "2025-08",
 * "2026-11-23", or a full timestamp for a moment). Periods are stored as their first instant in UTC.
 */
export function formatObservedAt(observedAt: Date, precision: ObservedPrecision): string {
  const iso = observedAt.toISOString();
  switch (precision) {
    case "year":
      return iso.slice(0, 4);
    case "month":
      return iso.slice(0, 7);
    case "day":
      return iso.slice(0, 10);
    case "moment":
      return iso;
  }
}

// Made once: a DateTimeFormat costs far more to make than to use (every price on a cart is dated).
const DATE_FORMATS: Record<ObservedPrecision, Intl.DateTimeFormat> = {
  year: new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "UTC" }),
  month: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", timeZone: "UTC" }),
  day: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
  moment: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "America/New_York" }),
};

/**
 * The period or day for people: "2022", "Aug 2025", "Nov 23, 2026". Moments are dated in US Eastern
 * time, where the catalog's stores are, so a report made at 9 pm is not dated the next day.
 */
export function describeObservedAt(observedAt: Date, precision: ObservedPrecision): string {
  return DATE_FORMATS[precision].format(observedAt);
}

/** What a shopper's price was read from (issue 32): a receipt or a shelf tag; null when it was typed in. */
export type ShopperProof = "receipt" | "shelf-tag";

/** The proof a shopper report's reference names: "receipt:<id>:<line>" or "shelf-tag:...", else null. */
export function shopperProofOf(source: PriceSource, sourceRef: string): ShopperProof | null {
  if (source !== "shopper-report") return null;
  if (sourceRef.startsWith("receipt:")) return "receipt";
  return sourceRef.startsWith("shelf-tag:") ? "shelf-tag" : null;
}

/**
 * A product priced from the federal average of another one (issue 30 item 5): what the average is for and what
 * it is applied to, in plain words ("white potatoes", "red potatoes").
 */
export type StandIn = { referenceProduct: string; appliedTo: string };

const STAND_IN_SEPARATOR = " | ";

/** An anchored estimate's sourceRef naming its stand-in: "BLS APU0000712112 | white potatoes | red potatoes". */
export const standInSourceRef = (reference: string, standIn: StandIn) =>
  [reference, standIn.referenceProduct, standIn.appliedTo].join(STAND_IN_SEPARATOR);

/** The stand-in an anchored estimate's sourceRef names (standInSourceRef), else null. */
export function standInOf(source: PriceSource, sourceRef: string | null | undefined): StandIn | null {
  if ((source !== "bls-anchored" && source !== "ers-anchored") || !sourceRef) return null;
  const [, referenceProduct, appliedTo] = sourceRef.split(STAND_IN_SEPARATOR);
  return referenceProduct && appliedTo ? { referenceProduct, appliedTo } : null;
}

/** One line saying where a price comes from and when, shown beside every price. */
export function describePriceSource(
  source: PriceSource,
  observedAt: Date,
  precision: ObservedPrecision,
  proof: ShopperProof | null = null,
  standIn: StandIn | null = null,
): string {
  const when = describeObservedAt(observedAt, precision);
  switch (source) {
    case "bls-anchored":
      if (standIn) return `Estimate: BLS average for ${standIn.referenceProduct}, applied to ${standIn.appliedTo} (${when})`;
      return `Estimate based on the BLS US average price for ${when}`;
    case "ers-anchored":
      if (standIn) return `Estimate: USDA ERS average for ${standIn.referenceProduct}, applied to ${standIn.appliedTo} (${when})`;
      return `Estimate based on the USDA ERS US average price for ${when}`;
    case "team-estimate":
      return `PennyCart team estimate (${when}), not an observed price`;
    case "import":
      return `Imported shelf price from ${when}`;
    case "shopper-report":
      if (proof === "receipt") return `Seen on a receipt, ${when}`;
      return proof === "shelf-tag" ? `Seen on a shelf tag, ${when}` : `Reported by a shopper on ${when}`;
    case "store-api":
      return `Store's own price as of ${when}`;
  }
}
