// @vitest-environment jsdom
// A quantity step or a brand rule change is answered with the entry priced (decision 087): the page puts that answer in
// place of the entry and never reads the whole cart again; quick clicks end on the last one clicked; a failure goes back.
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { Toaster } from "../../../components/ui/toaster";
import { TooltipProvider } from "../../../components/ui/tooltip";
import { reportedStorePrice } from "../../../../../tests/support/cart-store-price";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { useCart } from "../api/get-cart";
import { CartPanel } from "./cart-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An entry priced at one store: $1.50 a pack "this brand", $1.00 "any brand". */
const priced = (id: number, name: string, quantity: number, matchMode: "exact" | "any"): CartEntry => ({
  id,
  itemId: id * 10,
  quantity,
  checked: false,
  matchMode,
  item: { name, brand: "Brand", unit: "1 ea", category: "Pantry", size: 1, sizeUnit: "ea" },
  assortmentKnown: true,
  storePrices: [
    reportedStorePrice(7, { id: id * 10, name, brand: "Brand", unit: "1 ea" }, matchMode === "any" ? 100 : 150, quantity),
  ],
});

/**
 * A cart on a fake server whose PATCH answers the entry priced; each PATCH waits until `release` lets it answer (in
 * order), or answers `failWith` when set.
 */
function serveCart(
  initial: CartEntry[],
  options: { held?: boolean; failWith?: number; failWhen?: (method: string, url: string) => number | undefined } = {},
) {
  let cart = [...initial];
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const heldReads: (() => void)[] = [];
  let holdReads = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ""}`);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (method === "GET") {
        const answer = cart;
        if (holdReads) await new Promise<void>((resolve) => heldReads.push(resolve));
        return json(answer);
      }
      if (options.held) await new Promise<void>((resolve) => waiting.push(resolve));
      const failure = options.failWith ?? options.failWhen?.(method, url);
      if (failure) return json({ message: "Cart item not found" }, failure);
      const id = Number(url.split("/")[3]);
      if (method === "DELETE") {
        cart = cart.filter((e) => e.id !== id);
        return json({ ok: true });
      }
      const change = JSON.parse(String(init!.body)) as Partial<CartEntry>;
      const was = cart.find((e) => e.id === id)!;
      const now = priced(id, was.item.name, change.quantity ?? was.quantity, change.matchMode ?? was.matchMode);
      cart = cart.map((e) => (e.id === id ? now : e));
      return json(now);
    }),
  );
  return {
    calls,
    gets: () => calls.filter((c) => c.startsWith("GET")).length,
    patches: () => calls.filter((c) => c.startsWith("PATCH")).length,
    release: () => waiting.shift()?.(),
    /** Another device or action changes the cart on the server. */
    add: (entry: CartEntry) => (cart = [...cart, entry]),
    /** Reads answer only when let go (each with the cart as it was when asked). */
    holdReads: (hold: boolean) => (holdReads = hold),
    releaseRead: () => heldReads.shift()?.(),
  };
}

/** What the page computes from the cart's entries: each line's total at the store. */
function LineTotals() {
  const cart = useCart();
  return (
    <ul aria-label="Line totals">
      {(cart.data ?? []).map((entry) => (
        <li key={entry.id}>{`${entry.item.name}: ${entry.storePrices[0]?.lineTotal ?? "-"}`}</li>
      ))}
    </ul>
  );
}

/** The cart panel beside what the page computes from the same cart. */
function renderPanel() {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
  render(
    <>
      <CartPanel catalog={[]} />
      <LineTotals />
      <Toaster />
    </>,
    { wrapper },
  );
  return client;
}

const CART = [priced(1, "Whole Milk", 2, "exact"), priced(2, "Bananas", 1, "exact")];
const quantityOf = (name: string) => within(screen.getByRole("group", { name: `Quantity of ${name}` })).getByRole("status");
const totals = () =>
  within(screen.getByRole("list", { name: "Line totals" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("a cart entry's change", () => {
  it("shows the answered prices and never reads the cart again", async () => {
    const server = serveCart(CART);
    const client = renderPanel();
    expect(await screen.findByText("Whole Milk: 3.00")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Increase quantity of Whole Milk" }));
    expect(await screen.findByText("Whole Milk: 4.50")).toBeInTheDocument();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(quantityOf("Whole Milk")).toHaveTextContent("3");
    expect(totals()).toEqual(["Whole Milk: 4.50", "Bananas: 1.50"]);
    expect(server.calls).toEqual(["GET /api/cart", 'PATCH /api/cart/1 {"quantity":3}']);
  });

  it("takes an 'any brand' switch's prices from its answer, with no read", async () => {
    const server = serveCart(CART);
    const client = renderPanel();
    await screen.findByText("Bananas: 1.50");
    const rule = screen.getByRole("group", { name: "Which brands of Bananas (Brand) to compare" });
    await userEvent.setup().click(within(rule).getByRole("radio", { name: "Any brand" }));
    expect(await screen.findByText("Bananas: 1.00")).toBeInTheDocument();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(server.gets()).toBe(1);
  });

  it("ends on the last quantity clicked: an early answer never undoes a later click", async () => {
    const server = serveCart(CART, { held: true });
    const client = renderPanel();
    await screen.findByText("Whole Milk: 3.00");
    const user = userEvent.setup();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Increase quantity of Whole Milk" }));
    expect(quantityOf("Whole Milk")).toHaveTextContent("5");
    // The first answer (3 packs) comes while the next two are pending: its prices show, the quantity stays 5.
    await waitFor(() => expect(server.patches()).toBe(1));
    server.release();
    expect(await screen.findByText("Whole Milk: 4.50")).toBeInTheDocument();
    expect(quantityOf("Whole Milk")).toHaveTextContent("5");
    await waitFor(() => expect(server.patches()).toBe(2));
    server.release();
    await waitFor(() => expect(server.patches()).toBe(3));
    server.release();
    expect(await screen.findByText("Whole Milk: 7.50")).toBeInTheDocument();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(quantityOf("Whole Milk")).toHaveTextContent("5");
    expect(server.calls.filter((c) => c.startsWith("PATCH"))).toEqual([
      'PATCH /api/cart/1 {"quantity":3}',
      'PATCH /api/cart/1 {"quantity":4}',
      'PATCH /api/cart/1 {"quantity":5}',
    ]);
    expect(server.gets()).toBe(1);
  });

  it("goes back and says so when the change fails", async () => {
    serveCart(CART, { failWith: 404 });
    renderPanel();
    await screen.findByText("Whole Milk: 3.00");
    await userEvent.setup().click(screen.getByRole("button", { name: "Increase quantity of Whole Milk" }));
    expect(await screen.findByText("Failed to update item quantity")).toBeInTheDocument();
    await waitFor(() => expect(quantityOf("Whole Milk")).toHaveTextContent("2"));
    expect(totals()).toEqual(["Whole Milk: 3.00", "Bananas: 1.50"]);
  });
});

describe("a cart entry's removal", () => {
  it("takes the entry off and never reads the cart again", async () => {
    const server = serveCart(CART);
    const client = renderPanel();
    await screen.findByText("Bananas: 1.50");
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove Bananas from cart" }));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(totals()).toEqual(["Whole Milk: 3.00"]);
    expect(server.calls).toEqual(["GET /api/cart", "DELETE /api/cart/2"]);
  });

  it("runs after the entry's pending changes, in the order they were made", async () => {
    const server = serveCart(CART, { held: true });
    const client = renderPanel();
    await screen.findByText("Bananas: 1.50");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Increase quantity of Bananas" }));
    await user.click(screen.getByRole("button", { name: "Remove Bananas from cart" }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    server.release();
    await waitFor(() => expect(server.calls).toHaveLength(3));
    server.release();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(server.calls).toEqual(["GET /api/cart", 'PATCH /api/cart/2 {"quantity":2}', "DELETE /api/cart/2"]);
    expect(totals()).toEqual(["Whole Milk: 3.00"]);
  });

  it("brings the entry back and says so when the removal fails", async () => {
    serveCart(CART, { failWith: 500 });
    renderPanel();
    await screen.findByText("Bananas: 1.50");
    await userEvent.setup().click(screen.getByRole("button", { name: "Remove Bananas from cart" }));
    expect(await screen.findByText("Failed to remove item from cart")).toBeInTheDocument();
    await waitFor(() => expect(totals()).toEqual(["Whole Milk: 3.00", "Bananas: 1.50"]));
  });
});

describe("a change made while another action's cart read is on its way (review R45)", () => {
  for (const [what, act] of [
    ["a quantity step", () => userEvent.setup().click(screen.getByRole("button", { name: "Increase quantity of Whole Milk" }))],
    ["a removal", () => userEvent.setup().click(screen.getByRole("button", { name: "Remove Whole Milk from cart" }))],
  ] as const) {
    it(`${what} does not lose that read: the cart is read again once it is done`, async () => {
      const server = serveCart([priced(1, "Whole Milk", 2, "exact")]);
      const client = renderPanel();
      await screen.findByText("Whole Milk: 3.00");
      // Bananas added elsewhere (another tab, a favorite, a shared list): the page's refresh is on its way.
      server.add(priced(2, "Bananas", 1, "exact"));
      server.holdReads(true);
      void client.invalidateQueries({ queryKey: ["/api/cart"] });
      await waitFor(() => expect(server.gets()).toBe(2));
      server.holdReads(false);
      await act();
      server.releaseRead();
      await waitFor(() => expect(client.isMutating()).toBe(0));
      expect(await screen.findByText("Bananas: 1.50")).toBeInTheDocument();
      expect(server.gets()).toBe(3);
    });
  }
});

describe("a change that fails while another is pending (review R46)", () => {
  it("reads the cart again once the last pending change is done, so what changed elsewhere shows", async () => {
    // Bananas were removed in another tab (their change answers 404) and something added there: a read must follow.
    const server = serveCart(CART, {
      held: true,
      failWhen: (method, url) => (method === "PATCH" && url.endsWith("/2") ? 404 : undefined),
    });
    const client = renderPanel();
    await screen.findByText("Bananas: 1.50");
    server.add(priced(9, "Placeholder", 1, "exact"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Increase quantity of Bananas" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity of Whole Milk" }));
    await waitFor(() => expect(server.patches()).toBe(1));
    server.release(); // the bananas' change fails while the milk's waits
    await waitFor(() => expect(server.patches()).toBe(2));
    server.release();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    await waitFor(() => expect(server.gets()).toBe(2));
    expect(await screen.findByText("Placeholder: 1.50")).toBeInTheDocument();
  });
});
