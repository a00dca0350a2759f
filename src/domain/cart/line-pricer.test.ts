import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marginMonth } from "../pricing/margin";
import { OBSERVED_PRECISIONS, PRICE_SOURCES } from "../pricing/provenance";
import { linePricer, priceCart, type CartLineToPrice, type GroupMember } from "./price-cart";
import type { PriceObservation } from "./store-prices";

const stores = [
  { id: 10, chainId: 1, ownLabel: "Friendly Farms" },
  { id: 20, chainId: 2, ownLabel: null },
  { id: 30, chainId: 1, ownLabel: "Friendly Farms" },
];
const milk = { name: "Whole Milk", brand: "Store Brand", category: "Dairy", unit: "1 gal", size: 1, sizeUnit: "gal" };
const members: GroupMember[] = [
  { id: 101, name: "Whole Milk", brand: "Horizon", unit: "half gal", size: 0.5, sizeUnit: "gal", productGroup: "whole-milk" },
  { id: 102, name: "Whole Milk", brand: "Dean's", unit: "1 gal", size: 1, sizeUnit: "gal", productGroup: "whole-milk" },
];
const lineOf = (quantity: number, matchMode: "exact" | "any"): CartLineToPrice => ({
  id: 1,
  itemId: 100,
  quantity,
  checked: false,
  matchMode,
  productGroup: "whole-milk",
  item: milk,
  assortmentKnown: true,
});

const observationArb = fc.record({
  itemId: fc.constantFrom(100, 101, 102),
  chainId: fc.constantFrom(1, 2),
  storeId: fc.constantFrom(null, 10, 20, 30),
  cents: fc.integer({ min: 1, max: 5000 }),
  source: fc.constantFrom(...PRICE_SOURCES),
  observedAt: fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2026-12-31T23:59:59Z"), noInvalidDate: true }),
  observedPrecision: fc.constantFrom(...OBSERVED_PRECISIONS),
  proof: fc.constantFrom(null, "receipt" as const, "shelf-tag" as const),
}) satisfies fc.Arbitrary<PriceObservation>;

/** Two moments of one UTC month, in any order. */
const sameMonthArb = fc
  .tuple(
    fc.integer({ min: 2024, max: 2030 }),
    fc.integer({ min: 0, max: 11 }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
  )
  .map(([year, month, a, b]) => {
    const start = Date.UTC(year, month, 1);
    const length = Date.UTC(year, month + 1, 1) - start - 1;
    return [new Date(start + Math.floor(a * length)), new Date(start + Math.floor(b * length))] as const;
  });

/** Observations dated up to ~5 months before a moment, or a day after it (review R116: near `now`, where a label saying "today" or "this week" would differ). */
const observationsNear = (moment: Date) =>
  fc.array(
    fc.tuple(observationArb, fc.integer({ min: -86_400_000, max: 150 * 86_400_000 })).map(([observation, age]) => ({
      ...observation,
      observedAt: new Date(moment.getTime() - age),
    })),
    { maxLength: 12 },
  );

describe("linePricer (what a kept catalog part prices lines with, decision 107)", () => {
  it("prices a line alone as within a cart of other lines: a line's prices are its own", () => {
    const juice = { ...milk, name: "Orange Juice", brand: "Tropicana", unit: "52 fl oz", size: 52, sizeUnit: "fl oz" };
    fc.assert(
      fc.property(
        fc.array(observationArb, { maxLength: 12 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom("exact" as const, "any" as const),
        (observations, quantity, mode) => {
          const now = new Date("2026-11-29T12:00:00Z");
          const line = lineOf(quantity, mode);
          const others: CartLineToPrice[] = [
            { ...lineOf(1, "any"), id: 2, itemId: 101, item: { ...milk, brand: "Horizon", unit: "half gal", size: 0.5 } },
            { ...lineOf(3, "exact"), id: 3, itemId: 200, productGroup: "oj", item: juice },
          ];
          const cart = priceCart([others[0]!, line, others[1]!], members, stores, observations, now);
          expect(linePricer(members, stores, observations, now)(line)).toEqual(cart[1]!.storePrices);
          expect(cart[1]!.storePrices).toEqual(priceCart([line], members, stores, observations, now)[0]!.storePrices);
        },
      ),
    );
  });

  it("prices alike at any two moments of one UTC month: a line priced once serves the month", () => {
    fc.assert(
      fc.property(
        sameMonthArb.chain(([a, b]) => observationsNear(a).map((observations) => [a, b, observations] as const)),
        fc.constantFrom("exact" as const, "any" as const),
        ([a, b, observations], mode) => {
          expect(marginMonth(a)).toBe(marginMonth(b));
          const line = lineOf(2, mode);
          expect(linePricer(members, stores, observations, a)(line)).toEqual(linePricer(members, stores, observations, b)(line));
        },
      ),
    );
  });

  it("prices differently a month on, when a price has aged (so the month is part of what a kept line is priced at)", () => {
    const old: PriceObservation = {
      itemId: 100,
      chainId: 1,
      storeId: null,
      cents: 1000,
      source: "shopper-report",
      observedAt: new Date("2026-09-10T00:00:00Z"),
      observedPrecision: "day",
    };
    const [lastDay, nextMonth] = [new Date("2026-11-30T23:59:59Z"), new Date("2026-12-01T00:00:00Z")];
    expect(marginMonth(nextMonth)).toBe(marginMonth(lastDay) + 1);
    const [before] = linePricer([], stores, [old], lastDay)(lineOf(1, "exact"));
    const [after] = linePricer([], stores, [old], nextMonth)(lineOf(1, "exact"));
    expect(after!.highCents).toBeGreaterThan(before!.highCents!);
  });
});
