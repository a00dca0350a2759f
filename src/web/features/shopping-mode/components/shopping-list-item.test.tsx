// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CartEntry, CartStorePrice } from "../../../../domain/contracts/catalog";
import { ShoppingListItem } from "./shopping-list-item";

afterEach(cleanup);

// A store's price of the item; a null price is a store that does not sell it (every field null).
const priced = (
  storeId: number,
  price: string | null,
  source: CartStorePrice["source"],
  sourceLabel: string | null,
): CartStorePrice => ({
  storeId,
  price,
  low: price,
  high: price,
  available: price !== null,
  unitPrice: null,
  source,
  sourceLabel,
  observedAt: price === null ? null : "2025-08",
  pricedItem: null,
  packs: price === null ? null : 1,
  lineTotal: price,
});
const notSold = priced(3, null, null, null);
const entry = (storePrices: CartStorePrice[]): CartEntry => ({
  id: 1,
  itemId: 10,
  quantity: 1,
  checked: false,
  matchMode: "exact",
  item: { name: "Whole Milk", brand: "Turner's", unit: "1 gal", category: "Dairy", size: 1, sizeUnit: "gal" },
  assortmentKnown: true,
  storePrices,
});

// Issue 15: no price on the screen without its source and date; the in-store list shows the lowest one.
describe("a shopping list line", () => {
  it("says where its lowest price comes from and when, not another store's source", () => {
    render(
      <ShoppingListItem
        entry={entry([
          priced(1, "4.19", "bls-anchored", "Estimate based on the BLS US average price for Aug 2025"),
          notSold,
          priced(2, "3.89", "shopper-report", "Reported by a shopper on Nov 20, 2026"),
        ])}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("from $3.89");
    expect(screen.getByText("Reported by a shopper on Nov 20, 2026")).toBeVisible();
    expect(screen.queryByText(/BLS/)).toBeNull();
  });

  it("shows no price and no source where no compared store sells the item", () => {
    render(<ShoppingListItem entry={entry([notSold])} onChange={() => {}} />);
    expect(screen.getByRole("listitem")).not.toHaveTextContent("$");
    expect(screen.queryByText(/Estimate|Reported|price/)).toBeNull();
  });
});
