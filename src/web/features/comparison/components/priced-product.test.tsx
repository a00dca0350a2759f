// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CartStorePrice } from "../../../../domain/contracts/catalog";
import { PriceCell } from "./price-cell";

afterEach(cleanup);

const item = { name: "Whole Milk", brand: "Great Value", unit: "1 gal", category: "Dairy", size: 1, sizeUnit: "gal" };
const priced: CartStorePrice = {
  storeId: 1,
  price: "2.19",
  low: "2.00",
  high: "2.38",
  available: true,
  unitPrice: "$0.03/fl oz",
  source: "bls-anchored",
  sourceLabel: null,
  observedAt: "2025-08",
  pricedItem: { id: 9, name: "Whole Milk", brand: "Horizon Organic", unit: "64 fl oz" },
  packs: 2,
  lineTotal: "4.38",
};
const line = { itemId: "1", quantity: 1, packs: 2, unitCents: 219, lineCents: 438, lowCents: 400, highCents: 476 };

describe("PriceCell for equivalent products", () => {
  it("names the product priced for an any-brand entry, with the packs bought", () => {
    const { container } = render(
      <PriceCell line={line} storePrice={priced} entry={{ matchMode: "any", item, assortmentKnown: true }} />,
    );
    expect(container).toHaveTextContent("Horizon Organic Whole Milk 64 fl oz");
    expect(container).toHaveTextContent("$4.38");
    expect(container).toHaveTextContent("2 × $2.19");
  });

  it("does not repeat the product of a this-brand entry", () => {
    const { container } = render(
      <PriceCell line={line} storePrice={priced} entry={{ matchMode: "exact", item, assortmentKnown: true }} />,
    );
    expect(container).not.toHaveTextContent("Horizon Organic");
  });

  // A store with no price for the entry: nothing of the kind, or no source pricing it there.
  const none = {
    ...priced,
    price: null,
    low: null,
    high: null,
    available: false,
    pricedItem: null,
    packs: null,
    lineTotal: null,
  };
  const missing = { itemId: "1", quantity: 1, packs: null, unitCents: null, lineCents: null, lowCents: null, highCents: null };

  it("says a store sells nothing of the kind, never $0.00", () => {
    const { container } = render(
      <PriceCell line={missing} storePrice={none} entry={{ matchMode: "any", item, assortmentKnown: true }} />,
    );
    expect(container).toHaveTextContent("Not carried");
    expect(container).toHaveTextContent("Sells no Whole Milk");
    expect(container).not.toHaveTextContent("$0.00");
  });

  it("says 'No price yet', not 'Not carried', for an item no source says which chains sell (decision 062)", () => {
    const { container } = render(
      <PriceCell
        line={missing}
        storePrice={{ ...none, source: null }}
        entry={{ matchMode: "exact", item, assortmentKnown: false }}
      />,
    );
    expect(container).toHaveTextContent("No price yet");
    expect(container).not.toHaveTextContent("Not carried");
    expect(container).not.toHaveTextContent("$0.00");
  });
});
