import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computePotentialSavings } from "./potential-savings";

const store = (storeId: string, subtotalCents: number, missingCount = 0) => ({ storeId, subtotalCents, missingCount });

describe("computePotentialSavings", () => {
  it("is the highest minus the lowest pre-tax subtotal, and × 4.33 per month", () => {
    expect(computePotentialSavings([store("a", 1000), store("b", 1250), store("c", 1100)])).toEqual({
      savingsCents: 250,
      certainSavingsCents: 250,
      monthlySavingsCents: 1083, // 1082.5 rounds half up
      comparedStoreIds: ["a", "b", "c"],
    });
  });

  it("rounds the monthly figure half up to the cent", () => {
    expect(computePotentialSavings([store("a", 0), store("b", 50)]).monthlySavingsCents).toBe(217); // 216.5
    expect(computePotentialSavings([store("a", 0), store("b", 1)]).monthlySavingsCents).toBe(4); // 4.33
    expect(computePotentialSavings([store("a", 0), store("b", 3)]).monthlySavingsCents).toBe(13); // 12.99
  });

  it("is zero for one store or none", () => {
    expect(computePotentialSavings([store("a", 999)])).toEqual({
      savingsCents: 0,
      certainSavingsCents: 0,
      monthlySavingsCents: 0,
      comparedStoreIds: ["a"],
    });
    expect(computePotentialSavings([])).toEqual({
      savingsCents: 0,
      certainSavingsCents: 0,
      monthlySavingsCents: 0,
      comparedStoreIds: [],
    });
  });

  it("ignores stores missing more items than the best-stocked ones", () => {
    const result = computePotentialSavings([store("full", 2000), store("cheapFull", 1800), store("partial", 100, 2)]);
    expect(result).toMatchObject({ savingsCents: 200, comparedStoreIds: ["full", "cheapFull"] });
  });

  it("never negative, and monthly equals savings × 433 / 100 rounded half up", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 }), (subtotals) => {
        const result = computePotentialSavings(subtotals.map((subtotal, index) => store(`s${index}`, subtotal)));
        expect(result.savingsCents).toBe(Math.max(...subtotals) - Math.min(...subtotals));
        const times100 = result.savingsCents * 433;
        expect(result.monthlySavingsCents).toBe(Math.floor(times100 / 100) + (times100 % 100 >= 50 ? 1 : 0));
      }),
    );
  });
});
