// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CartLine, PriceTable } from "../../../../domain/comparison/cart-pricing";
import { compareStores } from "../../../../domain/comparison/compare-stores";
import { CoveredAmount, TieNote } from "./covered-amount";

afterEach(cleanup);

const lines: CartLine[] = [
  { itemId: "milk", quantity: 1 },
  { itemId: "bread", quantity: 1 },
  { itemId: "eggs", quantity: 1 },
];
const prices: PriceTable = {
  full: { milk: 300, bread: 200, eggs: 100 },
  part: { milk: 250 },
  none: {},
  twin: { milk: 300, bread: 200, eggs: 100 },
};
const comparison = compareStores(lines, ["full", "part", "none", "twin"], prices);
const row = (id: string) => comparison.stores.find((store) => store.storeId === id)!;

describe("CoveredAmount", () => {
  it("shows a dash, not a bold $0.00, for a store that carries none of the cart", () => {
    const { container } = render(<CoveredAmount row={row("none")} cents={row("none").totalCents} strong showCoverage />);
    expect(container).toHaveTextContent("—");
    expect(container).not.toHaveTextContent("$0.00");
    expect(screen.getByText("Carries none of these items")).toBeInTheDocument();
  });

  it("says a partial subtotal covers N of M items and never makes it bold", () => {
    const { container } = render(<CoveredAmount row={row("part")} cents={row("part").subtotalCents} strong showCoverage />);
    expect(container).toHaveTextContent("$2.50for 1 of 3 items");
    expect(container.firstElementChild).toHaveClass("font-normal");
    expect(container.firstElementChild).not.toHaveClass("font-semibold");
  });

  it("shows a full store's total in bold where asked, with no coverage note", () => {
    const { container } = render(<CoveredAmount row={row("full")} cents={row("full").totalCents} strong showCoverage />);
    expect(container).toHaveTextContent(/^\$6\.48$/);
    expect(container.firstElementChild).toHaveClass("font-semibold");
  });
});

describe("TieNote", () => {
  it("explains a shared 'Lowest total' badge by totals equal to the cent", () => {
    render(<TieNote rows={comparison.stores} storeName={(id) => ({ full: "Aldi", twin: "Lidl" })[id]} />);
    expect(screen.getByText("Aldi and Lidl share the lowest total: $6.48 each, equal to the cent.")).toBeInTheDocument();
  });

  it("says nothing when one store is cheapest", () => {
    const single = compareStores(lines, ["full", "part"], prices);
    const { container } = render(<TieNote rows={single.stores} storeName={() => "X"} />);
    expect(container).toBeEmptyDOMElement();
  });
});
