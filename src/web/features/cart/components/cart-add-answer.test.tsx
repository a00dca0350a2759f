// @vitest-environment jsdom
// An add, and a brand switch (a removal, then an add), are answered with the entry priced (decision 103): the page puts
// that answer in the cart and never reads the whole cart again; a failure reads it, so the page shows what the server holds.
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartEntry, GroceryItem } from "../../../../domain/contracts/catalog";
import { Toaster } from "../../../components/ui/toaster";
import { TooltipProvider } from "../../../components/ui/tooltip";
import { reportedStorePrice } from "../../../../../tests/support/cart-store-price";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { useCart } from "../api/get-cart";
import { useAddItemToCart } from "../hooks/use-add-item-to-cart";
import { CartPanel } from "./cart-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATALOG: GroceryItem[] = [
  { id: 10, name: "Whole Milk", brand: "Turner's", category: "Dairy", unit: "1 gal", size: 1, sizeUnit: "gal" },
  { id: 11, name: "Whole Milk", brand: "Store Brand", category: "Dairy", unit: "1 gal", size: 1, sizeUnit: "gal" },
  { id: 20, name: "Bananas", brand: "Unbranded", category: "Produce", unit: "1 lb", size: 1, sizeUnit: "lb" },
];

/** An entry of a catalog item priced at one store: $1.25 a pack for item 11, $1.50 for the others. */
function priced(id: number, itemId: number, quantity: number): CartEntry {
  const { id: _id, ...item } = CATALOG.find((i) => i.id === itemId)!;
  const pricedItem = { id: itemId, name: item.name, brand: item.brand, unit: item.unit };
  const storePrices = [reportedStorePrice(7, pricedItem, itemId === 11 ? 125 : 150, quantity)];
  return { id, itemId, quantity, checked: false, matchMode: "exact", item, assortmentKnown: true, storePrices };
}

/**
 * A cart on a fake server: POST adds (or raises) and answers the entry priced; DELETE removes; `fail` answers 500 to a
 * POST. With `holdPosts`, each POST is applied at once but answers only when `answer(n)` lets the n-th one (from 0) go.
 */
function serveCart(initial: CartEntry[], { fail = false, holdPosts = false } = {}) {
  let cart = [...initial];
  let nextId = 100;
  const calls: string[] = [];
  const held: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ""}`);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (method === "GET") return json(cart);
      if (method === "DELETE") {
        cart = cart.filter((e) => e.id !== Number(url.split("/")[3]));
        return json({ ok: true });
      }
      if (fail) return json({ message: "Failed" }, 500);
      const { itemId, quantity } = JSON.parse(String(init!.body)) as { itemId: number; quantity: number };
      const there = cart.find((e) => e.itemId === itemId);
      const entry = priced(there?.id ?? nextId++, itemId, (there?.quantity ?? 0) + quantity);
      cart = there ? cart.map((e) => (e.id === entry.id ? entry : e)) : [...cart, entry];
      if (holdPosts) await new Promise<void>((resolve) => held.push(resolve));
      return json(entry, 201);
    }),
  );
  return {
    calls,
    gets: () => calls.filter((c) => c.startsWith("GET")).length,
    posts: () => calls.filter((c) => c.startsWith("POST")).length,
    answer: (n: number) => held[n]!(),
  };
}

/** Search's add button for one item, beside what the page computes from the cart: each line's total at the store. */
function AddAndTotals({ itemId }: { itemId: number }) {
  const cart = useCart();
  const { addItem } = useAddItemToCart();
  return (
    <>
      <button type="button" onClick={() => addItem(itemId)}>
        Add
      </button>
      <ul aria-label="Line totals">
        {(cart.data ?? []).map((entry) => (
          <li
            key={entry.id}
          >{`${entry.item.brand} ${entry.item.name} x${entry.quantity}: ${entry.storePrices[0]?.lineTotal}`}</li>
        ))}
      </ul>
    </>
  );
}

/** A page with an add button and no cart shown. */
function AddButtonOnly({ itemId }: { itemId: number }) {
  const { addItem } = useAddItemToCart();
  return (
    <button type="button" onClick={() => addItem(itemId)}>
      Add
    </button>
  );
}

function renderWith(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return client;
}

const totals = () =>
  within(screen.getByRole("list", { name: "Line totals" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("an add's answer on the page", () => {
  it("puts a new entry last and a raised one in its place, and never reads the cart again", async () => {
    const server = serveCart([priced(1, 20, 1)]);
    const client = renderWith(<AddAndTotals itemId={10} />);
    await screen.findByText("Unbranded Bananas x1: 1.50");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Turner's Whole Milk x1: 1.50")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Turner's Whole Milk x2: 3.00")).toBeInTheDocument();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(totals()).toEqual(["Unbranded Bananas x1: 1.50", "Turner's Whole Milk x2: 3.00"]);
    expect(await screen.findByText("Added to cart")).toBeInTheDocument();
    expect(server.gets()).toBe(1);
  });

  it("reads the cart again when the add fails", async () => {
    const server = serveCart([priced(1, 20, 1)], { fail: true });
    renderWith(<AddAndTotals itemId={10} />);
    await screen.findByText("Unbranded Bananas x1: 1.50");
    await userEvent.setup().click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Failed to add item to cart")).toBeInTheDocument();
    await waitFor(() => expect(server.gets()).toBe(2));
    expect(totals()).toEqual(["Unbranded Bananas x1: 1.50"]);
  });

  it("sends two quick adds of one item one after the other and ends on the server's quantity (review R92)", async () => {
    const server = serveCart([priced(1, 20, 1)], { holdPosts: true });
    const client = renderWith(<AddAndTotals itemId={10} />);
    await screen.findByText("Unbranded Bananas x1: 1.50");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(server.posts()).toBe(1));
    server.answer(0);
    await waitFor(() => expect(server.posts()).toBe(2));
    server.answer(1);
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(await screen.findByText("Turner's Whole Milk x2: 3.00")).toBeInTheDocument();
    expect(server.gets()).toBe(2);
  });

  it("reads the cart when it is next shown after an add from a page that does not show it (review R91)", async () => {
    const server = serveCart([priced(1, 20, 1)]);
    const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
    const view = (children: ReactNode) => (
      <QueryClientProvider client={client}>
        <TooltipProvider>{children}</TooltipProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(view(<AddAndTotals itemId={20} />));
    await screen.findByText("Unbranded Bananas x1: 1.50");
    // Another page: its add button only (a shared list), while the cart the home page read stays in the cache.
    rerender(view(<AddButtonOnly itemId={10} />));
    await userEvent.setup().click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(server.gets()).toBe(1);
    rerender(view(<AddAndTotals itemId={20} />));
    expect(await screen.findByText("Turner's Whole Milk x1: 1.50")).toBeInTheDocument();
    expect(server.gets()).toBe(2);
  });

  it("says so and reads the cart when a brand switch fails", async () => {
    const server = serveCart([priced(1, 10, 2)], { fail: true });
    renderWith(<CartPanel catalog={CATALOG} />);
    await userEvent.setup().selectOptions(await screen.findByRole("combobox", { name: "Brand of Whole Milk" }), "11");
    expect(await screen.findByText("Failed to switch brand. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(server.gets()).toBe(2));
  });

  it("takes a brand switch's new entry from its answer, in place of the old one, with no read", async () => {
    const server = serveCart([priced(1, 10, 2), priced(2, 20, 1)]);
    const client = renderWith(<CartPanel catalog={CATALOG} />);
    const brand = await screen.findByRole("combobox", { name: "Brand of Whole Milk" });
    await userEvent.setup().selectOptions(brand, "11");
    await waitFor(() => expect(client.isMutating()).toBe(0));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Brand of Whole Milk" })).toHaveValue("11"));
    const entries = client.getQueryData<CartEntry[]>(["/api/cart"]) ?? [];
    expect(entries.map((e) => [e.itemId, e.quantity, e.storePrices[0]?.lineTotal])).toEqual([
      [20, 1, "1.50"],
      [11, 2, "2.50"],
    ]);
    expect(server.calls).toEqual(["GET /api/cart", "DELETE /api/cart/1", 'POST /api/cart {"itemId":11,"quantity":2}']);
  });
});
