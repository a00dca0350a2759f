import { describe, expect, it } from "vitest";
import {
  describeObservedAt,
  describePriceSource,
  formatObservedAt,
  isEstimateSource,
  PRICE_SOURCES,
  shopperProofOf,
  standInOf,
  standInSourceRef,
} from "./provenance";

const aug2025 = new Date("2025-08-01T00:00:00Z");

describe("formatObservedAt", () => {
  it("gives the period at the precision known, never a made-up day or time", () => {
    expect(formatObservedAt(new Date("2022-01-01T00:00:00Z"), "year")).toBe("2022");
    expect(formatObservedAt(aug2025, "month")).toBe("2025-08");
    expect(formatObservedAt(new Date("2026-11-23T00:00:00Z"), "day")).toBe("2026-11-23");
    expect(formatObservedAt(new Date("2026-11-23T14:05:06.789Z"), "moment")).toBe("2026-11-23T14:05:06.789Z");
  });
});

describe("describeObservedAt", () => {
  it("reads as people write dates", () => {
    expect(describeObservedAt(new Date("2022-01-01T00:00:00Z"), "year")).toBe("2022");
    expect(describeObservedAt(aug2025, "month")).toBe("Aug 2025");
    expect(describeObservedAt(new Date("2023-11-01T00:00:00Z"), "month")).toBe("Nov 2023");
    expect(describeObservedAt(new Date("2026-11-23T00:00:00Z"), "day")).toBe("Nov 23, 2026");
  });

  it("dates a moment in the stores' (US Eastern) time: 9 pm on Nov 23 is not Nov 24", () => {
    expect(describeObservedAt(new Date("2026-11-24T02:00:00Z"), "moment")).toBe("Nov 23, 2026");
  });
});

describe("describePriceSource", () => {
  it("names the source and its period", () => {
    expect(describePriceSource("bls-anchored", aug2025, "month")).toBe("Estimate based on the BLS US average price for Aug 2025");
    expect(describePriceSource("ers-anchored", new Date("2022-01-01T00:00:00Z"), "year")).toBe(
      "Estimate based on the USDA ERS US average price for 2022",
    );
    expect(describePriceSource("team-estimate", new Date("2025-01-01T00:00:00Z"), "year")).toBe(
      "PennyCart team estimate (2025), not an observed price",
    );
    expect(describePriceSource("shopper-report", new Date("2026-11-23T15:00:00Z"), "moment")).toBe(
      "Reported by a shopper on Nov 23, 2026",
    );
  });

  it("names both products when the average is of another one (issue 30 item 5)", () => {
    const standIn = { referenceProduct: "white potatoes", appliedTo: "red potatoes" };
    expect(describePriceSource("bls-anchored", aug2025, "month", null, standIn)).toBe(
      "Estimate: BLS average for white potatoes, applied to red potatoes (Aug 2025)",
    );
    expect(
      describePriceSource("ers-anchored", new Date("2022-01-01T00:00:00Z"), "year", null, {
        referenceProduct: "red peppers",
        appliedTo: "yellow bell peppers",
      }),
    ).toBe("Estimate: USDA ERS average for red peppers, applied to yellow bell peppers (2022)");
  });

  it("reads a stand-in from an anchored estimate's reference only", () => {
    const ref = standInSourceRef("BLS APU0000712112", { referenceProduct: "white potatoes", appliedTo: "red potatoes" });
    expect(ref).toBe("BLS APU0000712112 | white potatoes | red potatoes");
    expect(standInOf("bls-anchored", ref)).toEqual({ referenceProduct: "white potatoes", appliedTo: "red potatoes" });
    expect(standInOf("ers-anchored", ref)).toEqual({ referenceProduct: "white potatoes", appliedTo: "red potatoes" });
    expect(standInOf("bls-anchored", "BLS APU0000712112")).toBeNull();
    expect(standInOf("bls-anchored", null)).toBeNull();
    expect(standInOf("import", ref)).toBeNull();
    expect(standInOf("team-estimate", ref)).toBeNull();
  });

  it("has a distinct label for every source", () => {
    const labels = PRICE_SOURCES.map((s) => describePriceSource(s, aug2025, "month"));
    expect(new Set(labels).size).toBe(PRICE_SOURCES.length);
  });

  it("counts only the seed's kinds as estimates", () => {
    expect(PRICE_SOURCES.filter(isEstimateSource)).toEqual(["bls-anchored", "ers-anchored", "team-estimate"]);
  });
});

describe("a shopper's price read from a receipt or a shelf tag (issue 32)", () => {
  it("says what it was seen on and the day", () => {
    const day = new Date("2026-11-26T00:00:00Z");
    expect(describePriceSource("shopper-report", day, "day", shopperProofOf("shopper-report", "receipt:abc:12"))).toBe(
      "Seen on a receipt, Nov 26, 2026",
    );
    expect(describePriceSource("shopper-report", day, "day", shopperProofOf("shopper-report", "shelf-tag:00012345678905"))).toBe(
      "Seen on a shelf tag, Nov 26, 2026",
    );
    expect(describePriceSource("shopper-report", day, "day", shopperProofOf("shopper-report", "report"))).toBe(
      "Reported by a shopper on Nov 26, 2026",
    );
    expect(shopperProofOf("import", "receipt:csv")).toBeNull();
  });
});
