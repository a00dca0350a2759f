// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { Toaster } from "../../../components/ui/toaster";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { CartEntryRow } from "./cart-entry-row";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTRY: CartEntry = {
  id: 5,
  itemId: 101,
  quantity: 1,
  checked: false,
  matchMode: "any",
  item: { name: "Whole Milk", brand: "Great Value", unit: "1 gal", category: "Dairy", size: 1, sizeUnit: "gal" },
  assortmentKnown: true,
  storePrices: [],
};

function serve(status: number) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ call: `${init?.method ?? "GET"} ${url}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body = status === 200 ? { ok: true } : { message: "Cart item not found" };
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

function renderRow() {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <ul>
        <CartEntryRow entry={ENTRY} catalog={[]} />
      </ul>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("CartEntryRow match mode", () => {
  it("shows whether another brand will do, and switches with the keyboard", async () => {
    const calls = serve(200);
    renderRow();
    const group = screen.getByRole("group", { name: "Which brands of Whole Milk (Great Value) to compare" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Any brand" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "This brand" })).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Any brand" }));
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(calls).toContainEqual({ call: "PATCH /api/cart/5", body: { matchMode: "exact" } }));
  });

  it("says so when the switch fails", async () => {
    serve(404);
    renderRow();
    await userEvent.setup().click(screen.getByRole("radio", { name: "This brand" }));
    expect(await screen.findByText("Failed to switch brand. Please try again.")).toBeInTheDocument();
  });
});
