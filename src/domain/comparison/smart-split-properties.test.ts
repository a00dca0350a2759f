import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartLine, PriceTable } from "./cart-pricing";
import type { ShoppingPlan } from "./shopping-plan";
import { computeSmartSplit } from "./smart-split";

// Random carts of up to 6 lines over up to 5 stores; about one price in five is "not carried".
const cartAndPrices = fc
  .record({ storeCount: fc.integer({ min: 1, max: 5 }), itemCount: fc.integer({ min: 0, max: 6 }) })
  .chain(({ storeCount, itemCount }) =>
    fc.record({
      storeIds: fc.constant(Array.from({ length: storeCount }, (_, index) => `store-${index}`)),
      lines: fc
        .constant(Array.from({ length: itemCount }, (_, index) => `item-${index}`))
        .chain((ids) =>
          fc.tuple(...ids.map((itemId) => fc.integer({ min: 1, max: 4 }).map((quantity): CartLine => ({ itemId, quantity })))),
        ),
      grid: fc.array(
        fc.array(fc.option(fc.integer({ min: 0, max: 600 }), { freq: 4 }), { minLength: itemCount, maxLength: itemCount }),
        {
          minLength: storeCount,
          maxLength: storeCount,
        },
      ),
    }),
  )
  .map(({ storeIds, lines, grid }) => {
    const prices: Record<string, Record<string, number | null>> = {};
    storeIds.forEach((storeId, storeIndex) => {
      prices[storeId] = Object.fromEntries(
        lines.map((cartLine, itemIndex) => [cartLine.itemId, grid[storeIndex]?.[itemIndex] ?? null]),
      );
    });
    return { storeIds, lines: [...lines], prices };
  });

function expectConsistent(plan: ShoppingPlan, prices: PriceTable): void {
  for (const stop of plan.stops) {
    for (const planLine of stop.lines) {
      expect(planLine.unitCents).toBe(prices[stop.storeId]?.[planLine.itemId]);
      expect(planLine.lineCents).toBe(planLine.unitCents * planLine.quantity);
    }
    expect(stop.subtotalCents).toBe(stop.lines.reduce((sum, planLine) => sum + planLine.lineCents, 0));
    expect(stop.taxCents).toBe(Math.floor((stop.subtotalCents * 800 + 5000) / 10000));
    expect(stop.totalCents).toBe(stop.subtotalCents + stop.taxCents);
  }
  expect(plan.subtotalCents).toBe(plan.stops.reduce((sum, stop) => sum + stop.subtotalCents, 0));
  expect(plan.taxCents).toBe(plan.stops.reduce((sum, stop) => sum + stop.taxCents, 0));
  expect(plan.totalCents).toBe(plan.subtotalCents + plan.taxCents);
}

function expectNotWorse(better: ShoppingPlan, worse: ShoppingPlan): void {
  expect(better.subtotalCents).toBeLessThanOrEqual(worse.subtotalCents);
  expect(better.totalCents).toBeLessThanOrEqual(worse.totalCents);
}

describe("computeSmartSplit properties", () => {
  it("plans are consistent, cover every available item once, and are ordered split <= two stores <= single store", () => {
    fc.assert(
      fc.property(cartAndPrices, ({ storeIds, lines, prices }) => {
        const result = computeSmartSplit(lines, storeIds, prices);
        const carried = lines.filter((cartLine) =>
          storeIds.some((storeId) => typeof prices[storeId]?.[cartLine.itemId] === "number"),
        );
        expect(result.unavailableItems.map((item) => item.itemId)).toEqual(
          lines.filter((cartLine) => !carried.includes(cartLine)).map((cartLine) => cartLine.itemId),
        );

        for (const plan of [result.split, result.twoStorePlan, result.bestSingleStore]) {
          if (plan === null) continue;
          expectConsistent(plan, prices);
          const planned = plan.stops.flatMap((stop) => stop.lines.map((planLine) => planLine.itemId)).sort();
          expect(planned).toEqual(carried.map((cartLine) => cartLine.itemId).sort());
        }

        expect(result.split.stops.length).toBeLessThanOrEqual(storeIds.length);
        if (result.twoStorePlan) {
          expect(result.twoStorePlan.stops.length).toBeLessThanOrEqual(2);
          expectNotWorse(result.split, result.twoStorePlan);
        }
        const single = result.bestSingleStore;
        if (single) {
          expect(single.stops).toHaveLength(1);
          expect(result.twoStorePlan).not.toBeNull();
          if (result.twoStorePlan) expectNotWorse(result.twoStorePlan, single);
          expectNotWorse(result.split, single);
          expect(result.splitSaving).toEqual({
            versusStoreId: single.stops[0]?.storeId,
            subtotalCents: single.subtotalCents - result.split.subtotalCents,
            totalCents: single.totalCents - result.split.totalCents,
            // Exact prices have no margin: the least the split saves is what it saves.
            certainSubtotalCents: single.subtotalCents - result.split.subtotalCents,
          });
          // No move costs the shopper more on the item than buying it at the single store (decision 050).
          const atSingle = new Map(single.stops[0]!.lines.map((planLine) => [planLine.itemId, planLine.lineCents]));
          for (const stop of result.split.stops)
            for (const planLine of stop.lines)
              if (stop.storeId !== single.stops[0]!.storeId)
                expect(planLine.lineCents).toBeLessThan(atSingle.get(planLine.itemId)!);
        } else {
          expect(result.splitSaving).toBeNull();
          expect(result.twoStoreSaving).toBeNull();
        }
      }),
      { numRuns: 400 },
    );
  });

  it("the single store is the cheapest store that carries everything available, and the split is the pre-tax optimum unless tax rounding forbids it", () => {
    fc.assert(
      fc.property(cartAndPrices, ({ storeIds, lines, prices }) => {
        const result = computeSmartSplit(lines, storeIds, prices);
        const priceOf = (storeId: string, itemId: string): number | null => prices[storeId]?.[itemId] ?? null;
        const carried = lines.filter((cartLine) => storeIds.some((storeId) => priceOf(storeId, cartLine.itemId) !== null));
        if (carried.length === 0) return;

        const fullStores = storeIds.filter((storeId) => carried.every((cartLine) => priceOf(storeId, cartLine.itemId) !== null));
        const singleSubtotals = fullStores.map((storeId) =>
          carried.reduce((sum, cartLine) => sum + (priceOf(storeId, cartLine.itemId) ?? 0) * cartLine.quantity, 0),
        );
        expect(result.bestSingleStore?.subtotalCents ?? null).toBe(singleSubtotals.length ? Math.min(...singleSubtotals) : null);

        const cheapest = carried.map((cartLine) => {
          const offers = storeIds.flatMap((storeId) => {
            const price = priceOf(storeId, cartLine.itemId);
            return price === null ? [] : [{ storeId, lineCents: price * cartLine.quantity }];
          });
          return offers.reduce((best, offer) => (offer.lineCents < best.lineCents ? offer : best));
        });
        const optimum = cheapest.reduce((sum, offer) => sum + offer.lineCents, 0);
        expect(result.split.subtotalCents).toBeGreaterThanOrEqual(optimum);
        if (result.split.subtotalCents > optimum) {
          // Only allowed when buying each item at its cheapest store costs more with tax than the two-store plan.
          const perStore = new Map<string, number>();
          for (const offer of cheapest) perStore.set(offer.storeId, (perStore.get(offer.storeId) ?? 0) + offer.lineCents);
          const naiveTotal = [...perStore.values()].reduce(
            (sum, subtotal) => sum + subtotal + Math.floor((subtotal * 8 + 50) / 100),
            0,
          );
          expect(naiveTotal).toBeGreaterThan(result.twoStorePlan?.totalCents ?? Number.POSITIVE_INFINITY);
        }
      }),
      { numRuns: 400 },
    );
  });
});
