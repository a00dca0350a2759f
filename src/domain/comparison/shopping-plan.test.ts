import { describe, expect, it } from "vitest";
import type { CartLine } from "./cart-pricing";
import { buildPlan, comparePlans, emptyPlan, type Assignment, type ShoppingPlan } from "./shopping-plan";

const STORES = ["a", "b", "c"];
const line = (itemId: string, quantity = 1): CartLine => ({ itemId, quantity });
const at = (storeIndex: number, itemId: string, unitCents: number, quantity = 1): Assignment => ({
  line: line(itemId, quantity),
  storeIndex,
  price: {
    packs: quantity,
    unitCents,
    lineCents: unitCents * quantity,
    lowCents: unitCents * quantity,
    highCents: unitCents * quantity,
  },
});
const plan = (...assignments: Assignment[]): ShoppingPlan => buildPlan(assignments, STORES);
/** The better of two plans by the rule, whichever way round they are given. */
const better = (x: ShoppingPlan, y: ShoppingPlan) => {
  const forward = comparePlans(x, y, STORES);
  expect(Math.sign(comparePlans(y, x, STORES))).toBe(-Math.sign(forward));
  return forward < 0 ? x : forward > 0 ? y : null;
};

describe("buildPlan", () => {
  it("groups lines per store in the given store order, rounds tax per store and sums the stops", () => {
    const result = plan(at(2, "eggs", 340), at(0, "milk", 300, 2), at(2, "bread", 201));
    expect(result.stops.map((stop) => [stop.storeId, stop.lines.map((l) => l.itemId)])).toEqual([
      ["a", ["milk"]],
      ["c", ["eggs", "bread"]],
    ]);
    // 8% tax, rounded per store: 600 -> 48; 541 -> 43.28 -> 43.
    expect(result.stops.map((stop) => [stop.subtotalCents, stop.taxCents, stop.totalCents])).toEqual([
      [600, 48, 648],
      [541, 43, 584],
    ]);
    expect(result).toMatchObject({ subtotalCents: 1141, taxCents: 91, totalCents: 1232 });
  });

  it("is the empty plan when nothing is assigned", () => {
    expect(buildPlan([], STORES)).toEqual(emptyPlan());
    expect(emptyPlan()).toEqual({ stops: [], subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });
});

describe("comparePlans: which plan the shopper is shown first", () => {
  it("prefers the lower subtotal before tax, even when tax rounded per store makes the totals equal", () => {
    // 1,006 at one store: tax 80.48 -> 80, total 1,086. 9 + 996 at two: tax 0.72 -> 1 and 79.68 -> 80, total 1,086.
    const oneStop = plan(at(0, "milk", 1006));
    const twoStops = plan(at(0, "milk", 9), at(1, "bread", 996));
    expect([oneStop.totalCents, twoStops.totalCents]).toEqual([1086, 1086]);
    expect(better(oneStop, twoStops)).toBe(twoStops);
  });

  it("breaks a subtotal tie by the lower total with tax (tax is rounded per store)", () => {
    // 1,006 at one store: total 1,086. 9 + 997 at two: tax 0.72 -> 1 and 79.76 -> 80, total 1,087.
    const oneStop = plan(at(0, "milk", 1006));
    const twoStops = plan(at(0, "milk", 9), at(1, "bread", 997));
    expect([oneStop.subtotalCents, twoStops.subtotalCents, twoStops.totalCents]).toEqual([1006, 1006, 1087]);
    expect(better(oneStop, twoStops)).toBe(oneStop);
    expect(comparePlans(twoStops, oneStop, STORES)).toBe(1);
  });

  it("breaks a price tie by fewer stores", () => {
    const oneStop = plan(at(2, "milk", 300), at(2, "bread", 200));
    const twoStops = plan(at(0, "milk", 300), at(1, "bread", 200));
    expect(oneStop.totalCents).toBe(twoStops.totalCents);
    expect(better(oneStop, twoStops)).toBe(oneStop);
  });

  it("breaks a full tie by the stores' order: the first stop that differs decides", () => {
    const atA = plan(at(0, "milk", 300));
    const atC = plan(at(2, "milk", 300));
    expect(better(atA, atC)).toBe(atA);
    expect(comparePlans(atC, atA, STORES)).toBe(2);
    // Same first stop, different second stop.
    const ab = plan(at(0, "milk", 300), at(1, "bread", 200));
    const ac = plan(at(0, "milk", 300), at(2, "bread", 200));
    expect(better(ab, ac)).toBe(ab);
    expect(comparePlans(ab, ac, STORES)).toBe(-1);
    expect(comparePlans(ac, ab, ["a", "c", "b"])).toBe(-1);
  });

  it("finds equal plans equal", () => {
    const x = plan(at(0, "milk", 300), at(1, "bread", 200));
    const y = plan(at(0, "bread", 300), at(1, "milk", 200));
    expect(comparePlans(x, y, STORES)).toBe(0);
    expect(comparePlans(emptyPlan(), emptyPlan(), STORES)).toBe(0);
  });
});
