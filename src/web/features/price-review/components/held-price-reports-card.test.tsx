// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { HeldPriceReport } from "../../../../domain/contracts/price-review";
import { HeldPriceReportsCard } from "./held-price-reports-card";

afterEach(cleanup);

const report = (id: number, receiptId: string | null): HeldPriceReport => ({
  id,
  item: { id: 7, name: "Whole Milk", brand: "Turner's", unit: "1 gal" },
  store: { id: 3, name: "Giant Eagle", address: "1 Main St", city: "Pittsburgh" },
  price: "34.90",
  currentPrice: "3.49",
  currentSourceLabel: "Estimate based on the BLS US average price for Aug 2025",
  reportedAt: "2026-11-26T15:00:00.000Z",
  reportedOn: "Nov 26, 2026",
  receiptId,
});

describe("held price reports: the receipt behind a price", () => {
  it("links a price read from a receipt to its photo, and a typed report to nothing", () => {
    const receiptId = "3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f";
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HeldPriceReportsCard reports={[report(1, receiptId), report(2, null)]} isLoading={false} isError={false} />
      </QueryClientProvider>,
    );
    const [fromReceipt, typed] = screen.getAllByRole("listitem");
    const link = within(fromReceipt!).getByRole("link", { name: /see the photo for Turner's Whole Milk 1 gal/ });
    expect(link).toHaveAttribute("href", `/api/admin/receipts/${receiptId}/image`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(within(typed!).queryByRole("link")).toBeNull();
  });
});
