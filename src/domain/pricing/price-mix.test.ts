import { describe, expect, it } from "vitest";
import { describePriceMix, type PriceMix } from "./price-mix";

const month = (iso: string) => ({ observedAt: new Date(`${iso}-01T00:00:00Z`), precision: "month" as const });
const base: PriceMix = {
  totalItems: 583,
  anchoredItems: 212,
  observedItems: 0,
  anchorPeriods: [
    { source: "ers-anchored", observedAt: new Date("2022-01-01T00:00:00Z"), precision: "year", items: 40 },
    { source: "bls-anchored", ...month("2025-08"), items: 150 },
    { source: "bls-anchored", ...month("2023-11"), items: 22 },
  ],
  bySource: [],
};

describe("describePriceMix", () => {
  it("states how many items start from government averages, over which periods, and that the rest are estimates (no per-period counts)", () => {
    expect(describePriceMix(base)).toBe(
      "212 of 583 items start from US government average prices (BLS and USDA) from 2022 to Aug 2025; the rest are the team's estimates.",
    );
  });

  it("names one period, or the oldest and newest of several", () => {
    expect(describePriceMix({ ...base, anchorPeriods: base.anchorPeriods.slice(1, 2) })).toBe(
      "212 of 583 items start from US government average prices (BLS and USDA) from Aug 2025; the rest are the team's estimates.",
    );
    expect(describePriceMix({ ...base, anchorPeriods: base.anchorPeriods.slice(0, 2) })).toBe(
      "212 of 583 items start from US government average prices (BLS and USDA) from 2022 to Aug 2025; the rest are the team's estimates.",
    );
  });

  it("dates observed prices by the newest observation of any observed kind, never by a newer estimate", () => {
    const mix: PriceMix = {
      ...base,
      observedItems: 5,
      bySource: [
        { source: "team-estimate", items: 300, oldest: month("2027-01"), newest: month("2027-01") },
        { source: "import", items: 2, oldest: month("2026-01"), newest: month("2026-03") },
        {
          source: "shopper-report",
          items: 2,
          oldest: month("2026-02"),
          newest: { observedAt: new Date("2026-11-21T15:00:00Z"), precision: "moment" },
        },
        { source: "store-api", items: 1, oldest: month("2025-01"), newest: month("2025-06") },
      ],
    };
    expect(describePriceMix(mix)).toMatch(/ 5 items also have observed shelf prices, the newest from Nov 21, 2026\.$/);
  });

  it("adds observed prices and the newest date when there are some", () => {
    const mix: PriceMix = {
      ...base,
      observedItems: 3,
      bySource: [
        {
          source: "import",
          items: 2,
          oldest: month("2026-01"),
          newest: { observedAt: new Date("2026-11-20T00:00:00Z"), precision: "day" },
        },
        { source: "bls-anchored", items: 172, oldest: month("2023-11"), newest: month("2025-08") },
      ],
    };
    expect(describePriceMix(mix)).toMatch(/estimates\. 3 items also have observed shelf prices, the newest from Nov 20, 2026\.$/);
  });

  it("never claims an anchor that is not there", () => {
    expect(describePriceMix({ ...base, anchoredItems: 0, anchorPeriods: [] })).toBe("All 583 items are the team's estimates.");
    expect(describePriceMix({ ...base, totalItems: 0 })).toBe("No items are priced yet.");
  });

  it("adds the catalog items no source prices yet (decision 062), and says nothing of them when there are none", () => {
    expect(describePriceMix({ ...base, unpricedItems: 14 })).toBe(
      "212 of 583 items start from US government average prices (BLS and USDA) from 2022 to Aug 2025; the rest are the team's estimates. 14 more items have no price yet.",
    );
    expect(describePriceMix({ ...base, unpricedItems: 1 })).toMatch(/ 1 more item has no price yet\.$/);
    expect(describePriceMix({ ...base, unpricedItems: 0 })).toMatch(/estimates\.$/);
  });
});
