import { describe, expect, it } from "vitest";
import type { ChainPriceHistory, PriceObservation } from "../../../../domain/contracts/price-history";
import { describePoint, observedAtLabel, precisionOf, toChartData } from "./chart-data";
import { paddedRange } from "./chart-style";

let nextId = 1;
const seen = (observedAt: string, price: string, store: PriceObservation["store"] = null): PriceObservation => ({
  id: nextId++,
  price,
  source: "import",
  sourceLabel: `Imported shelf price from ${observedAt}`,
  observedAt,
  store,
});
const chain = (chainName: string, ...observations: PriceObservation[]): ChainPriceHistory => ({
  chainId: chainName.length,
  chainName,
  observations,
});

describe("observed dates", () => {
  it("read each precision the API writes and say it as the table does", () => {
    expect(["2022", "2025-08", "2026-11-23", "2026-11-20T15:00:00.000Z"].map(precisionOf)).toEqual([
      "year",
      "month",
      "day",
      "moment",
    ]);
    expect(observedAtLabel("2022")).toBe("2022");
    expect(observedAtLabel("2025-08")).toBe("Aug 2025");
    expect(observedAtLabel("2026-11-23")).toBe("Nov 23, 2026");
    // 02:00 UTC is still the evening before in Pittsburgh.
    expect(observedAtLabel("2026-11-21T02:00:00.000Z")).toBe("Nov 20, 2026");
  });
});

describe("toChartData", () => {
  it("puts every chain on one time axis, a price only where that chain was observed", () => {
    const data = toChartData([
      chain("Aldi", seen("2025-08", "1.00"), seen("2026-03-02", "1.20")),
      chain("Target", seen("2022", "0.90"), seen("2025-08", "1.10")),
    ]);
    expect(data.xs).toEqual([Date.UTC(2022, 0, 1) / 1000, Date.UTC(2025, 7, 1) / 1000, Date.UTC(2026, 2, 2) / 1000]);
    // Target's last price holds to the end of the chart; its dots stay where it was observed.
    expect(data.ys).toEqual([
      [null, 1, 1.2],
      [0.9, 1.1, 1.1],
    ]);
    expect(data.observed).toEqual([
      [1, 2],
      [0, 1],
    ]);
    expect(data.points.map((p) => `${p.chainName} ${p.observation.price}`)).toEqual([
      "Target 0.90",
      "Aldi 1.00",
      "Target 1.10",
      "Aldi 1.20",
    ]);
  });

  it("reads right with a single observation per chain: one moment, one dot each", () => {
    const data = toChartData([chain("Aldi", seen("2025-08", "1.00")), chain("Costco", seen("2025-08", "0.80"))]);
    expect(data.xs).toHaveLength(1);
    expect(data.ys).toEqual([[1], [0.8]]);
    expect(data.observed).toEqual([[0], [0]]);
    expect(data.points).toHaveLength(2);
  });

  it("shows the later of two observations at one moment, as the table lists both", () => {
    const data = toChartData([
      chain("Aldi", seen("2026-11-20", "1.00"), seen("2026-11-20", "0.95", { id: 7, name: "Aldi Oakland" })),
    ]);
    expect(data.ys).toEqual([[0.95]]);
    expect(data.points).toHaveLength(1);
    expect(describePoint(data.points[0]!)).toBe(
      "Aldi, Nov 20, 2026: $0.95. Imported shelf price from 2026-11-20 at Aldi Oakland.",
    );
  });
});

describe("paddedRange", () => {
  it("gives one value a span around it and several a little air", () => {
    expect(paddedRange(5, 5, 2)).toEqual([3, 7]);
    expect(paddedRange(0, 100, 2)).toEqual([-8, 108]);
  });
});
