// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MissingProduct } from "../../../../domain/contracts/missing-products";
import { MissingProductsCard } from "./missing-products-card";

afterEach(cleanup);

const product = (over: Partial<MissingProduct>): MissingProduct => ({
  source: "barcode",
  gtin: "04006381333931",
  text: null,
  shoppers: 3,
  chains: ["Giant Eagle"],
  firstSentAt: "2026-11-20T15:00:00.000Z",
  lastSentAt: "2026-11-26T15:00:00.000Z",
  lastSentOn: "Nov 26, 2026",
  photoId: 41,
  ...over,
});

describe("the missing-products queue", () => {
  it("says it is loading, that it failed, or that nothing was sent", () => {
    const { rerender } = render(<MissingProductsCard products={undefined} isLoading isError={false} />);
    expect(screen.getByText("Loading missing products")).toBeInTheDocument();
    rerender(<MissingProductsCard products={undefined} isLoading={false} isError />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load missing products");
    rerender(<MissingProductsCard products={[]} isLoading={false} isError={false} />);
    expect(screen.getByText("No shopper has sent a missing product yet.")).toBeInTheDocument();
  });

  it("lists each product with how many shoppers sent it, where, and its photo while kept", () => {
    render(
      <MissingProductsCard
        products={[product({}), product({ source: "receipt", gtin: null, text: "VITAL FRMS EGGS", shoppers: 1, chains: [], photoId: null })]}
        isLoading={false}
        isError={false}
      />,
    );
    const [barcode, line] = within(screen.getByRole("list", { name: "Missing products" })).getAllByRole("listitem");
    expect(barcode).toHaveTextContent("Barcode 04006381333931Scanned by 3 shoppers, last on Nov 26, 2026 at Giant Eagle");
    expect(within(barcode!).getByRole("link", { name: "See the photo of Barcode 04006381333931" })).toHaveAttribute(
      "href",
      "/api/admin/missing-products/41/photo",
    );
    expect(line).toHaveTextContent("“VITAL FRMS EGGS”On a receipt by 1 shopper, last on Nov 26, 2026");
    expect(within(line!).queryByRole("link")).toBeNull();
  });
});
