// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CartLine, PriceTable } from "../../../../domain/comparison/cart-pricing";
import { compareStores } from "../../../../domain/comparison/compare-stores";
import { computeSmartSplit } from "../../../../domain/comparison/smart-split";
import { SmartSuggestions } from "./smart-suggestions";

afterEach(cleanup);

const lines: CartLine[] = [{ itemId: "milk", quantity: 1 }];
const exact = (cents: number) => ({ packCents: cents, packs: 1, lowCents: cents, highCents: cents });
const prices: PriceTable = { a: { milk: exact(400) }, b: { milk: exact(500) } };

describe("SmartSuggestions (demo)", () => {
  it("names the before-tax difference a trip that the monthly figure is built from (issue 28)", () => {
    const comparison = compareStores(lines, ["a", "b"], prices);
    render(
      <SmartSuggestions storeName={(id) => id.toUpperCase()} comparison={comparison} split={computeSmartSplit(lines, ["a", "b"], prices)} swaps={[]} />,
    );
    expect(screen.getByRole("list", { name: "Suggestions" })).toHaveTextContent(
      "Before tax that is $1.00 a trip; shopping this cart weekly, about $4.33 a month ($1.00 × 4.33).",
    );
  });
});
