import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marginBps, monthsOld, periodEnd, priceRange } from "./margin";
import { PRICE_SOURCES } from "./provenance";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-27T15:00:00Z");

describe("the end of the period a price describes", () => {
  it("is the first instant after its year, month or day, and a moment itself", () => {
    expect(periodEnd(at("2022-01-01T00:00:00Z"), "year").toISOString()).toBe("2023-01-01T00:00:00.000Z");
    expect(periodEnd(at("2025-08-01T00:00:00Z"), "month").toISOString()).toBe("2025-09-01T00:00:00.000Z");
    expect(periodEnd(at("2026-11-26T00:00:00Z"), "day").toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(periodEnd(at("2026-11-26T21:30:00Z"), "moment").toISOString()).toBe("2026-11-26T21:30:00.000Z");
  });
});

describe("a price's age in calendar months", () => {
  it("counts from the month its period ends in, and is never negative", () => {
    expect(monthsOld(at("2025-08-01T00:00:00Z"), "month", NOW)).toBe(14);
    expect(monthsOld(at("2022-01-01T00:00:00Z"), "year", NOW)).toBe(46);
    expect(monthsOld(at("2026-11-26T00:00:00Z"), "day", NOW)).toBe(0);
    expect(monthsOld(at("2026-10-31T23:00:00Z"), "moment", NOW)).toBe(1);
    expect(monthsOld(at("2026-12-05T00:00:00Z"), "moment", NOW)).toBe(0);
    expect(monthsOld(at("2026-11-01T00:00:00Z"), "month", NOW)).toBe(0);
  });
});

describe("the margin of a price", () => {
  it("starts from its source's spread: federal averages 5%, the team's figures 8%, an observation 1%", () => {
    const today = at("2026-11-27T10:00:00Z");
    expect(marginBps("bls-anchored", at("2026-11-01T00:00:00Z"), "month", NOW)).toBe(500);
    expect(marginBps("ers-anchored", at("2026-01-01T00:00:00Z"), "year", at("2026-06-01T00:00:00Z"))).toBe(500);
    expect(marginBps("team-estimate", at("2026-01-01T00:00:00Z"), "year", NOW)).toBe(800);
    for (const source of ["import", "shopper-report", "store-api"] as const)
      expect(marginBps(source, today, "moment", NOW)).toBe(100);
  });

  it("widens by 0.25% a month of age, up to 10% more", () => {
    expect(marginBps("bls-anchored", at("2025-08-01T00:00:00Z"), "month", NOW)).toBe(500 + 14 * 25);
    expect(marginBps("shopper-report", at("2026-07-15T12:00:00Z"), "moment", NOW)).toBe(100 + 4 * 25);
    // 2022 ERS averages: 46 months would add 11.5%; the cap holds it at 10%.
    expect(marginBps("ers-anchored", at("2022-01-01T00:00:00Z"), "year", NOW)).toBe(500 + 1000);
    // Exactly at the cap: 40 months.
    expect(marginBps("import", at("2023-07-10T00:00:00Z"), "day", NOW)).toBe(100 + 1000);
    expect(marginBps("import", at("2023-08-10T00:00:00Z"), "day", NOW)).toBe(100 + 39 * 25);
  });
});

describe("the range a margin spans", () => {
  it("is the price less and plus the half-width, rounded half up to whole cents", () => {
    expect(priceRange(349, 500)).toEqual({ lowCents: 332, highCents: 366 }); // 17.45 -> 17
    expect(priceRange(350, 500)).toEqual({ lowCents: 332, highCents: 368 }); // 17.5 -> 18
    expect(priceRange(349, 0)).toEqual({ lowCents: 349, highCents: 349 });
    expect(priceRange(0, 800)).toEqual({ lowCents: 0, highCents: 0 });
  });

  it("always holds the price, in whole cents, for every source and age", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...PRICE_SOURCES),
        fc.date({ min: at("2000-01-01T00:00:00Z"), max: at("2030-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom("year", "month", "day", "moment" as const),
        (cents, source, observedAt, precision) => {
          const bps = marginBps(source, observedAt, precision, NOW);
          const { lowCents, highCents } = priceRange(cents, bps);
          expect(Number.isSafeInteger(lowCents) && Number.isSafeInteger(highCents)).toBe(true);
          expect(lowCents).toBeGreaterThanOrEqual(0);
          expect(lowCents).toBeLessThanOrEqual(cents);
          expect(highCents).toBeGreaterThanOrEqual(cents);
          expect(highCents - cents).toBe(cents - lowCents);
        },
      ),
    );
  });
});
