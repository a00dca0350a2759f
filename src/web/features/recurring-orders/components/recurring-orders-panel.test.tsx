// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import type { RecurringOrder } from "../../../../domain/contracts/recurring-orders";
import { Toaster } from "../../../components/ui/toaster";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { CreateRecurringOrderButton } from "./create-recurring-order-dialog";
import { RecurringOrdersPanel } from "./recurring-orders-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MILK = { name: "Whole Milk", brand: "Turner's", unit: "1 gal", category: "Dairy", size: 128, sizeUnit: "fl oz" };
const ORDER: RecurringOrder = {
  id: 7,
  frequency: "weekly",
  isActive: true,
  createdAt: "2026-03-01T10:00:00.000Z",
  nextOrderDate: "2026-03-08T10:00:00.000Z",
  lastRunAt: null,
  items: [{ itemId: 101, quantity: 2, item: MILK }],
};
const STORES = [
  { id: 1, name: "Giant Eagle" },
  { id: 2, name: "Aldi" },
];
const ENTRY: CartEntry = { id: 5, itemId: 101, quantity: 2, checked: false, matchMode: "exact", item: MILK, assortmentKnown: true, storePrices: [] };

type Answer = { status: number; body: unknown };
function serve(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? "GET"} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call, body });
      const route = routes[call];
      const answer = typeof route === "function" ? route(body) : (route ?? { status: 404, body: { message: "Not found" } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}
function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
const panel = () => screen.getByRole("region", { name: "Recurring Orders" });

describe("RecurringOrdersPanel", () => {
  it("shows each order's next date and items, and pauses it with the switch", async () => {
    let order = { ...ORDER };
    const calls = serve({
      "GET /api/recurring-orders": () => ({ status: 200, body: [order] }),
      "PATCH /api/recurring-orders/7": (body) => {
        order = { ...order, ...(body as { isActive: boolean }) };
        return { status: 200, body: order };
      },
    });
    renderWith(<RecurringOrdersPanel stores={STORES} onPremiumError={() => false} />);
    const row = await within(panel()).findByRole("listitem", { name: /Weekly order of/ });
    expect(row).toHaveTextContent(`Next order: ${new Date(ORDER.nextOrderDate).toLocaleDateString()}`);
    expect(within(row).getByRole("list", { name: /Items of Weekly order/ })).toHaveTextContent("Whole Milk (Turner's) × 2");
    await userEvent.click(within(row).getByRole("switch", { name: "Active" }));
    expect(await within(row).findByText("Paused")).toBeInTheDocument();
    expect(within(row).getByRole("switch", { name: "Active" })).not.toBeChecked();
    expect(calls.find((c) => c.call === "PATCH /api/recurring-orders/7")?.body).toEqual({ isActive: false });
  });

  it("opens the order at the chosen stores, and asks for a store when none is chosen", async () => {
    const calls = serve({
      "GET /api/recurring-orders": { status: 200, body: [ORDER] },
      "POST /api/recurring-orders/7/transfer-to-stores": {
        status: 200,
        body: { stores: [{ storeId: 2, name: "Aldi", url: "https://www.aldi.us/results?q=Whole%20Milk" }] },
      },
    });
    renderWith(<RecurringOrdersPanel stores={STORES} onPremiumError={() => false} />);
    await userEvent.click(await within(panel()).findByRole("button", { name: /Open Weekly order of .* at stores/ }));
    const dialog = screen.getByRole("dialog", { name: "Open at stores" });
    for (const store of ["Giant Eagle", "Aldi"]) await userEvent.click(within(dialog).getByRole("checkbox", { name: store }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Get store links" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("No stores selected for transfer");
    expect(calls.some((c) => c.call.startsWith("POST"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Aldi" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Get store links" }));
    const link = await within(dialog).findByRole("link", { name: "Open Aldi" });
    expect(link).toHaveAttribute("href", "https://www.aldi.us/results?q=Whole%20Milk");
    expect(calls.find((c) => c.call.startsWith("POST"))?.body).toEqual({ storeIds: [2] });
  });

  it("says 'Transfer Failed' with the server's message", async () => {
    serve({
      "GET /api/recurring-orders": { status: 200, body: [ORDER] },
      "POST /api/recurring-orders/7/transfer-to-stores": { status: 400, body: { message: "Unknown store id: 2" } },
    });
    renderWith(<RecurringOrdersPanel stores={STORES} onPremiumError={() => false} />);
    await userEvent.click(await within(panel()).findByRole("button", { name: /Open Weekly order of .* at stores/ }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Open at stores" })).getByRole("button", { name: "Get store links" }),
    );
    expect(await screen.findByText("Transfer Failed")).toBeInTheDocument();
    expect(screen.getByText("Unknown store id: 2")).toBeInTheDocument();
  });

  it("deletes an order, and has empty and error states", async () => {
    let orders = [ORDER];
    serve({
      "GET /api/recurring-orders": () => ({ status: 200, body: orders }),
      "DELETE /api/recurring-orders/7": () => {
        orders = [];
        return { status: 200, body: { ok: true } };
      },
    });
    renderWith(<RecurringOrdersPanel stores={STORES} onPremiumError={() => false} />);
    await userEvent.click(await within(panel()).findByRole("button", { name: /Delete Weekly order/ }));
    expect(await within(panel()).findByText(/No recurring orders yet/)).toBeInTheDocument();
    cleanup();
    serve({ "GET /api/recurring-orders": { status: 500, body: { message: "down" } } });
    renderWith(<RecurringOrdersPanel stores={STORES} onPremiumError={() => false} />);
    expect(await within(panel()).findByRole("alert")).toHaveTextContent("We couldn't load your recurring orders");
  });
});

describe("CreateRecurringOrderButton", () => {
  it("creates a monthly order from the cart's items", async () => {
    const calls = serve({
      "POST /api/recurring-orders": (body) => ({
        status: 201,
        body: { ...ORDER, frequency: (body as { frequency: string }).frequency },
      }),
    });
    renderWith(
      <CreateRecurringOrderButton entries={[ENTRY]} hasPremiumAccess onUpgrade={() => {}} onPremiumError={() => false} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Create Recurring Order" }));
    const dialog = screen.getByRole("dialog", { name: "Create Recurring Order" });
    await userEvent.click(within(dialog).getByRole("radio", { name: /Monthly/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Order" }));
    expect(await screen.findByText("Recurring Order Created")).toBeInTheDocument();
    expect(calls[0]).toEqual({
      call: "POST /api/recurring-orders",
      body: { frequency: "monthly", items: [{ itemId: 101, quantity: 2 }] },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("cannot create from an empty cart", async () => {
    serve({});
    renderWith(<CreateRecurringOrderButton entries={[]} hasPremiumAccess onUpgrade={() => {}} onPremiumError={() => false} />);
    await userEvent.click(screen.getByRole("button", { name: "Create Recurring Order" }));
    const dialog = screen.getByRole("dialog", { name: "Create Recurring Order" });
    expect(within(dialog).getByRole("button", { name: "Create Order" })).toBeDisabled();
    expect(within(dialog).getByText(/Your cart is empty/)).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to create recurring order'", async () => {
    serve({ "POST /api/recurring-orders": { status: 400, body: { message: "Cart is empty" } } });
    renderWith(
      <CreateRecurringOrderButton entries={[ENTRY]} hasPremiumAccess onUpgrade={() => {}} onPremiumError={() => false} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Create Recurring Order" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Order" }));
    expect(await screen.findByText("Cart is empty")).toBeInTheDocument();
    cleanup();
    serve({ "POST /api/recurring-orders": { status: 500, body: {} } });
    renderWith(
      <CreateRecurringOrderButton entries={[ENTRY]} hasPremiumAccess onUpgrade={() => {}} onPremiumError={() => false} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Create Recurring Order" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Order" }));
    expect(await screen.findByText("Failed to create recurring order")).toBeInTheDocument();
  });

  it("opens the upgrade prompt for a free user", async () => {
    serve({});
    const onUpgrade = vi.fn();
    renderWith(
      <CreateRecurringOrderButton
        entries={[ENTRY]}
        hasPremiumAccess={false}
        onUpgrade={onUpgrade}
        onPremiumError={() => false}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Create Recurring Order" }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
