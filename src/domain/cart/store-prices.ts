import type { Cents } from "../money/money";
import {
  describePriceSource,
  formatObservedAt,
  type ObservedPrecision,
  type PriceSource,
  type ShopperProof,
  type StandIn,
} from "../pricing/provenance";
import { marginBps, priceRange } from "../pricing/margin";
import { isSizeUnit, unitPrice } from "../pricing/unit-price";

/** A catalog product as pricing reads it. */
export type Product = { id: number; name: string; brand: string; unit: string; size: number; sizeUnit: string };

/** What a unit price needs of an item. */
export type SizedItem = Pick<Product, "size" | "sizeUnit">;

/** A store prices are shown at: its chain, and the name the chain gives its own label (decision 027; null: none known). */
export type PricedStore = { id: number; chainId: number; ownLabel?: string | null };

/**
 * The newest counted observation (decision 016) of an item at one place: a whole chain (storeId null) or one
 * store. There is at most one per item and place; which observations count is the query's business.
 */
export type PriceObservation = {
  itemId: number;
  chainId: number;
  storeId: number | null;
  cents: Cents;
  source: PriceSource;
  observedAt: Date;
  observedPrecision: ObservedPrecision;
  /** What a shopper's price was read from (a receipt, a shelf tag); absent or null otherwise. */
  proof?: ShopperProof | null;
  /** An estimate from the average of another product: both named (issue 30 item 5); absent or null otherwise. */
  standIn?: StandIn | null;
};

/** An item's price at one store, in cents. `cents` null: the store has no price for it (never free). */
export type StorePriceCents = {
  storeId: number;
  cents: Cents | null;
  /** The price's margin (issue 30, decision 050): lowCents ≤ cents ≤ highCents; null with cents. */
  lowCents: Cents | null;
  highCents: Cents | null;
  /** e.g. "$0.23/oz"; null when there is no price, or the item's size has no comparable unit. */
  unitPrice: string | null;
  source: PriceSource | null;
  /** One line saying where the price comes from and when. */
  sourceLabel: string | null;
  /** The period or moment the price describes, ISO 8601 at its precision. */
  observedAt: string | null;
};

/**
 * Each store's observation of each item: the store's own over its chain's, never another chain's or another
 * store's own, whatever order the observations come in. Looked up by store, then item (numbers, no key strings:
 * a cart looks up a hundred cells on every read).
 */
export function observationAt(
  stores: readonly PricedStore[],
  observations: readonly PriceObservation[],
): (itemId: number, storeId: number) => PriceObservation | undefined {
  const storesOfChain = new Map<number, PricedStore[]>();
  const best = new Map<number, Map<number, PriceObservation>>();
  for (const store of stores) {
    const sameChain = storesOfChain.get(store.chainId);
    if (sameChain) sameChain.push(store);
    else storesOfChain.set(store.chainId, [store]);
    if (!best.has(store.id)) best.set(store.id, new Map());
  }
  for (const observation of observations) {
    for (const store of storesOfChain.get(observation.chainId) ?? []) {
      if (observation.storeId !== null && observation.storeId !== store.id) continue;
      const atStore = best.get(store.id)!;
      if (observation.storeId !== null || !atStore.has(observation.itemId)) atStore.set(observation.itemId, observation);
    }
  }
  return (itemId, storeId) => best.get(storeId)?.get(itemId);
}

/** What an observation says whatever item it prices: its margin, its label and its date. */
type ObservationFacts = { bps: number; sourceLabel: string; observedAt: string };

/** Observations that say the same whatever item they price: same source, date, precision, proof and stand-in. */
const sayTheSame = (a: PriceObservation, b: PriceObservation) =>
  a.source === b.source &&
  a.observedPrecision === b.observedPrecision &&
  (a.proof ?? null) === (b.proof ?? null) &&
  a.standIn?.referenceProduct === b.standIn?.referenceProduct &&
  a.standIn?.appliedTo === b.standIn?.appliedTo;

/**
 * The facts of observations at `now`, worked out once per distinct source, date and proof: a cart prices a hundred
 * cells from a handful of sources, and dating a label (Intl) costs more than the rest of a cell.
 */
export function observationFacts(now: Date): (observation: PriceObservation) => ObservationFacts {
  // Looked up by date (a number), then compared field by field among the few of that date: a key string built and
  // hashed per observation cost a tenth of pricing a cart.
  const byTime = new Map<number, { observation: PriceObservation; facts: ObservationFacts }[]>();
  // Each observation prices several cells (its item at each store of its chain, and as a stand-in): its facts are
  // looked up by the observation itself first.
  const ofObservation = new Map<PriceObservation, ObservationFacts>();
  return (observation) => {
    let facts = ofObservation.get(observation);
    if (facts) return facts;
    const time = observation.observedAt.getTime();
    let known = byTime.get(time);
    if (!known) byTime.set(time, (known = []));
    facts = known.find((seen) => sayTheSame(seen.observation, observation))?.facts;
    if (!facts) {
      const { source, observedAt, observedPrecision, proof = null, standIn = null } = observation;
      facts = {
        bps: marginBps(source, observedAt, observedPrecision, now),
        sourceLabel: describePriceSource(source, observedAt, observedPrecision, proof, standIn),
        observedAt: formatObservedAt(observedAt, observedPrecision),
      };
      known.push({ observation, facts });
    }
    ofObservation.set(observation, facts);
    return facts;
  };
}

/**
 * What a store's observation says of one item at `now` (its margin widens with age), or that the store has no price
 * for it. `facts` (observationFacts) may be shared by the cells of one answer.
 */
export function storePriceOf(
  item: SizedItem,
  storeId: number,
  observation: PriceObservation | undefined,
  now: Date,
  facts = observationFacts(now),
): StorePriceCents {
  if (!observation)
    return {
      storeId,
      cents: null,
      lowCents: null,
      highCents: null,
      unitPrice: null,
      source: null,
      sourceLabel: null,
      observedAt: null,
    };
  const { cents, source } = observation;
  const { bps, sourceLabel, observedAt } = facts(observation);
  const { lowCents, highCents } = priceRange(cents, bps);
  return {
    storeId,
    cents,
    lowCents,
    highCents,
    unitPrice: isSizeUnit(item.sizeUnit) ? unitPrice(cents, item.size, item.sizeUnit).label : null,
    source,
    sourceLabel,
    observedAt,
  };
}

/** The price of every item at every store at `now`, one per store in the stores' order (decision 016). */
export function priceItemsAt(
  items: readonly (SizedItem & { id: number })[],
  stores: readonly PricedStore[],
  observations: readonly PriceObservation[],
  now: Date,
): Map<number, StorePriceCents[]> {
  const at = observationAt(stores, observations);
  const facts = observationFacts(now);
  return new Map(
    items.map((item) => [item.id, stores.map((store) => storePriceOf(item, store.id, at(item.id, store.id), now, facts))]),
  );
}
