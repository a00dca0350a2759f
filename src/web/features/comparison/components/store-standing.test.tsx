// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CartLine, PriceTable } from "../../../../domain/comparison/cart-pricing";
import { compareStores } from "../../../../domain/comparison/compare-stores";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { PotentialSavingsBanner } from "./potential-savings-banner";
import { MissingCount, StoreStanding } from "./store-standing";

afterEach(cleanup);

const lines: CartLine[] = [
  { itemId: "milk", quantity: 1 },
  { itemId: "bread", quantity: 1 },
];
// Estimates with ±10% margins: "close" is 5% dearer than "low" (within the margins), "far" 30% dearer (beyond them).
const estimate = (cents: number) => ({
  packCents: cents,
  packs: 1,
  lowCents: Math.round(cents * 0.9),
  highCents: Math.round(cents * 1.1),
});
const prices: PriceTable = {
  low: { milk: estimate(400), bread: estimate(200) },
  close: { milk: estimate(420), bread: estimate(210) },
  far: { milk: estimate(520), bread: estimate(260) },
  noBread: { milk: estimate(300) },
  noBread2: { milk: estimate(310) },
};

const row = (storeIds: string[], id: string) =>
  compareStores(lines, storeIds, prices).stores.find((store) => store.storeId === id)!;
const model = (storeIds: string[]) =>
  ({ entries: lines, comparison: compareStores(lines, storeIds, prices), hasEstimates: true }) as unknown as CartComparison;

describe("StoreStanding (decision 050)", () => {
  it("says a dearer store is about the same when its range reaches the lowest total's", () => {
    const { container } = render(<StoreStanding row={row(["low", "close"], "close")} />);
    expect(container).toHaveTextContent("+$0.32 more");
    expect(screen.getByText("About the same, within the prices' margins")).toBeInTheDocument();
  });

  it("says only the extra cost when the store is dearer beyond the margins", () => {
    const { container } = render(<StoreStanding row={row(["low", "far"], "far")} />);
    expect(container).toHaveTextContent(/^\+\$1\.94 more$/);
  });

  it("flags the lowest total whatever the margins", () => {
    render(<StoreStanding row={row(["low", "close"], "low")} />);
    expect(screen.getByText("Lowest total")).toBeInTheDocument();
  });
});

describe("MissingCount", () => {
  const noBread = () => row(["low", "noBread"], "noBread");
  it("counts an item the chain does not sell as not carried", () => {
    const entries = [
      { itemId: "milk", assortmentKnown: true },
      { itemId: "bread", assortmentKnown: true },
    ];
    const { container } = render(<MissingCount row={noBread()} entries={entries as never} />);
    expect(container).toHaveTextContent(/^1 item not carried$/);
  });

  it("counts an imported item no source prices there as having no price yet, never as not carried (decision 062)", () => {
    const entries = [
      { itemId: "milk", assortmentKnown: true },
      { itemId: "bread", assortmentKnown: false },
    ];
    const { container } = render(<MissingCount row={noBread()} entries={entries as never} />);
    expect(container).toHaveTextContent(/^1 item with no price yet$/);
  });
});

describe("PotentialSavingsBanner (decision 050)", () => {
  it("promises no saving when the totals are within the prices' margins", () => {
    render(<PotentialSavingsBanner model={model(["low", "close"])} />);
    expect(screen.getByRole("heading")).toHaveTextContent("About the same at every compared store");
    expect(screen.getByRole("region", { name: "Potential savings" })).toHaveTextContent(
      "The totals differ by $0.30 before tax, less than the prices' margins, so no saving is certain. Prices are estimates.",
    );
    expect(screen.queryByText(/per trip/)).toBeNull();
  });

  it("claims a saving beyond the margins with the least it can be", () => {
    render(<PotentialSavingsBanner model={model(["low", "far"])} />);
    expect(screen.getByRole("heading")).toHaveTextContent("Potential savings: $1.80 per trip");
    // The dearest low subtotal (468 + 234) minus the cheapest high one (440 + 220).
    expect(screen.getByRole("region", { name: "Potential savings" })).toHaveTextContent(
      "Within the prices' margins the saving is at least $0.42 a trip.",
    );
    expect(screen.getByRole("region", { name: "Potential savings" })).toHaveTextContent(
      "lowest-priced of the 2 compared stores.",
    );
  });

  it("says which stores the saving is over when some compared stores lack items (issue 28)", () => {
    render(<PotentialSavingsBanner model={model(["low", "far", "noBread", "noBread2"])} />);
    expect(screen.getByRole("region", { name: "Potential savings" })).toHaveTextContent(
      "lowest-priced of the 2 stores that carry the most of your items (the other 2 compared stores lack some).",
    );
  });
});
