import { sumCents, type Cents } from "../money/money";
import { taxOnSubtotal, toMissingItem, type CartLine, type LinePrice } from "./cart-pricing";

/** One cart line bought at a given store. */
export interface PlanLine {
  itemId: string;
  name?: string;
  quantity: number;
  /** Packs bought: the quantity, or the packs of an equivalent product that cover it. */
  packs: number;
  unitCents: Cents;
  lineCents: Cents;
  /** The line cost at the low and high end of its price's margin. */
  lowCents: Cents;
  highCents: Cents;
}

/** The part of a plan bought at one store; tax is rounded per store, as on its receipt. */
export interface PlanStop {
  storeId: string;
  lines: PlanLine[];
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

/** Where to buy each available cart item; totals are sums over the stops. */
export interface ShoppingPlan {
  /** Only stores that get at least one item, in the order the store ids were given. */
  stops: PlanStop[];
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

/** A cart line assigned to a store (by index into the store id list) at that store's price for it. */
export interface Assignment {
  line: CartLine;
  storeIndex: number;
  price: LinePrice;
}

export function emptyPlan(): ShoppingPlan {
  return { stops: [], subtotalCents: 0, taxCents: 0, totalCents: 0 };
}

/** Groups assignments into per-store stops (store id order, cart order within a store) and totals them. */
export function buildPlan(assignments: readonly Assignment[], storeIds: readonly string[]): ShoppingPlan {
  const stops: PlanStop[] = [];
  storeIds.forEach((storeId, storeIndex) => {
    const lines = assignments
      .filter((assignment) => assignment.storeIndex === storeIndex)
      .map(({ line, price }): PlanLine => ({ ...toMissingItem(line), quantity: line.quantity, ...price }));
    if (lines.length === 0) return;
    const subtotalCents = sumCents(lines.map((line) => line.lineCents));
    const taxCents = taxOnSubtotal(subtotalCents);
    stops.push({ storeId, lines, subtotalCents, taxCents, totalCents: subtotalCents + taxCents });
  });
  return {
    stops,
    subtotalCents: sumCents(stops.map((stop) => stop.subtotalCents)),
    taxCents: sumCents(stops.map((stop) => stop.taxCents)),
    totalCents: sumCents(stops.map((stop) => stop.totalCents)),
  };
}

/**
 * Orders plans best first: lower pre-tax subtotal, then lower total with tax, then fewer
 * stores, then stores earlier in the given order. Deterministic for any input.
 */
export function comparePlans(a: ShoppingPlan, b: ShoppingPlan, storeIds: readonly string[]): number {
  if (a.subtotalCents !== b.subtotalCents) return a.subtotalCents - b.subtotalCents;
  if (a.totalCents !== b.totalCents) return a.totalCents - b.totalCents;
  if (a.stops.length !== b.stops.length) return a.stops.length - b.stops.length;
  const positions = (plan: ShoppingPlan): number[] => plan.stops.map((stop) => storeIds.indexOf(stop.storeId));
  const [positionsA, positionsB] = [positions(a), positions(b)];
  const first = positionsA.findIndex((position, i) => position !== positionsB[i]);
  return first === -1 ? 0 : positionsA[first]! - positionsB[first]!;
}
