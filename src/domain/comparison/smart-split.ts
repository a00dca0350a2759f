import { sumCents, type Cents } from "../money/money";
import { linePriceAt, toMissingItem, type CartLine, type LinePrice, type MissingItem, type PriceTable } from "./cart-pricing";
import { buildPlan, comparePlans, emptyPlan, type Assignment, type ShoppingPlan } from "./shopping-plan";

/** Every subset of stores is evaluated, so the number of stores is bounded (2^10 subsets). */
export const MAX_SPLIT_STORES = 10;

/** How much a plan saves against the cheapest single store that carries everything. */
export interface PlanSaving {
  versusStoreId: string;
  subtotalCents: Cents;
  totalCents: Cents;
  /** The least the plan saves before tax within the prices' margins: each moved line's low price there minus its high one here. */
  certainSubtotalCents: Cents;
}

export interface SmartSplit {
  /** The cheapest way to buy the cart across all the given stores. */
  split: ShoppingPlan;
  /** The cheapest plan using at most 2 stores; null when no two stores together carry every available item. */
  twoStorePlan: ShoppingPlan | null;
  /** The cheapest single store carrying every available item; null when none does (or nothing is available). */
  bestSingleStore: ShoppingPlan | null;
  /** Cart lines no given store carries; every plan leaves them out. */
  unavailableItems: MissingItem[];
  splitSaving: PlanSaving | null;
  twoStoreSaving: PlanSaving | null;
}

/**
 * Plans for buying the cart across stores, exact in cents. Each plan buys every item some
 * store carries, each at the cheapest of the stores it uses (equal prices go to the store
 * given first), with one rule for how sure that is (issue 30): a line is moved away from its home store
 * (the best single store that carries it: fewest missing items, then lowest subtotal, then the given
 * order) only to a store where its whole margin lies below its margin at home, so no move saves less
 * than the margin. A plan that would need such a move where none is clear is not made. Plans are ranked by pre-tax subtotal, then total with tax, then fewer stores,
 * then store order. Because tax is rounded per store, splitting can in rare cases cost a cent
 * more at the till than a plan with fewer stores; a plan is therefore never allowed to cost
 * more with tax than the best plan with fewer stores (two-store plan vs single store, full
 * split vs two-store plan), so the split is never worse than the two-store plan, which is
 * never worse than the best single store, both before and after tax.
 */
export function computeSmartSplit(lines: readonly CartLine[], storeIds: readonly string[], prices: PriceTable): SmartSplit {
  if (storeIds.length > MAX_SPLIT_STORES) {
    throw new RangeError(`smart split compares at most ${MAX_SPLIT_STORES} stores, got ${storeIds.length}`);
  }
  const rows = lines.map((line): PricedLine => ({
    line,
    linePrices: storeIds.map((storeId) => linePriceAt(prices, storeId, line)),
  }));
  const available = rows.filter(isCarriedSomewhere);
  const unavailableItems = rows.filter((row) => !isCarriedSomewhere(row)).map((row) => toMissingItem(row.line));
  const none = { twoStorePlan: null, bestSingleStore: null, splitSaving: null, twoStoreSaving: null };
  if (available.length === 0) return { split: emptyPlan(), unavailableItems, ...none };

  const candidates = candidatePlans(available, storeIds, homeStores(available, storeIds.length));
  const best = (maxStores: number, maxTotal: Cents | null): ShoppingPlan | null =>
    candidates
      .filter((candidate) => candidate.storeCount <= maxStores && (maxTotal === null || candidate.plan.totalCents <= maxTotal))
      .map((candidate) => candidate.plan)
      .reduce<ShoppingPlan | null>(
        (winner, plan) => (winner === null || comparePlans(plan, winner, storeIds) < 0 ? plan : winner),
        null,
      );

  const bestSingleStore = best(1, null);
  const twoStorePlan = best(2, bestSingleStore?.totalCents ?? null);
  const split = best(storeIds.length, twoStorePlan?.totalCents ?? null) ?? emptyPlan();
  return {
    split,
    twoStorePlan,
    bestSingleStore,
    unavailableItems,
    splitSaving: savingAgainst(split, bestSingleStore),
    twoStoreSaving: twoStorePlan === null ? null : savingAgainst(twoStorePlan, bestSingleStore),
  };
}

/** A cart line with its price at each store (null: not carried), in store id order. */
interface PricedLine {
  line: CartLine;
  linePrices: (LinePrice | null)[];
}

function isCarriedSomewhere(row: PricedLine): boolean {
  return row.linePrices.some((price) => price !== null);
}

interface Candidate {
  /** How many stores the subset had (its plan may use fewer). */
  storeCount: number;
  plan: ShoppingPlan;
}

/**
 * Each line's home: the index of the best single store that carries it. Stores are ranked by how many available
 * lines they miss, then their subtotal over the lines they carry, then the given order.
 */
function homeStores(rows: readonly PricedLine[], storeCount: number): number[] {
  const rank = Array.from({ length: storeCount }, (_, index) => {
    const carried = rows.flatMap((row) => (row.linePrices[index] ? [row.linePrices[index].lineCents] : []));
    return { index, missing: rows.length - carried.length, subtotal: sumCents(carried) };
  }).sort((a, b) => a.missing - b.missing || a.subtotal - b.subtotal || a.index - b.index);
  return rows.map((row) => rank.find(({ index }) => row.linePrices[index] !== null)!.index);
}

/** One plan per subset of stores that together carry every available line. */
function candidatePlans(rows: readonly PricedLine[], storeIds: readonly string[], homes: readonly number[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (let mask = 1; mask < 2 ** storeIds.length; mask += 1) {
    const assignments = assignWithin(mask, rows, homes);
    if (assignments === null) continue;
    candidates.push({ storeCount: countBits(mask), plan: buildPlan(assignments, storeIds) });
  }
  return candidates;
}

/**
 * Each line at the store of the subset where it costs least among its home and the stores clearly cheaper than
 * home (their high line price below home's low one); first store on a tie. Null if some line has none there.
 */
function assignWithin(mask: number, rows: readonly PricedLine[], homes: readonly number[]): Assignment[] | null {
  const assignments: Assignment[] = [];
  for (const [rowIndex, { line, linePrices }] of rows.entries()) {
    const home = linePrices[homes[rowIndex]!]!;
    let chosen: { storeIndex: number; price: LinePrice } | null = null;
    for (const [storeIndex, price] of linePrices.entries()) {
      if ((mask & (1 << storeIndex)) === 0 || price === null) continue;
      if (storeIndex !== homes[rowIndex] && price.highCents >= home.lowCents) continue;
      if (chosen === null || price.lineCents < chosen.price.lineCents) chosen = { storeIndex, price };
    }
    if (chosen === null) return null;
    assignments.push({ line, ...chosen });
  }
  return assignments;
}

function countBits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

function savingAgainst(plan: ShoppingPlan, single: ShoppingPlan | null): PlanSaving | null {
  const versusStoreId = single?.stops[0]?.storeId;
  if (single === null || versusStoreId === undefined) return null;
  const atSingle = new Map(single.stops[0]!.lines.map((line) => [line.itemId, line]));
  const moved = plan.stops.filter((stop) => stop.storeId !== versusStoreId).flatMap((stop) => stop.lines);
  return {
    versusStoreId,
    subtotalCents: single.subtotalCents - plan.subtotalCents,
    totalCents: single.totalCents - plan.totalCents,
    certainSubtotalCents: sumCents(moved.map((line) => atSingle.get(line.itemId)!.lowCents - line.highCents)),
  };
}
