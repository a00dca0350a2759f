// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Favorite } from "../../../../domain/contracts/favorites";
import { TooltipProvider } from "../../../components/ui/tooltip";
import { Toaster } from "../../../components/ui/toaster";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { FavoriteHeart } from "./favorite-heart";
import { FavoritesPanel } from "./favorites-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const price = (storeId: number, value: string | null) => ({
  storeId,
  price: value,
  low: value,
  high: value,
  available: value !== null,
  unitPrice: null,
  source: value === null ? null : ("team-estimate" as const),
  sourceLabel: value === null ? null : "PennyCart team estimate (2025), not an observed price",
  observedAt: value === null ? null : "2025",
});
const MILK: Favorite = {
  id: 11,
  itemId: 101,
  item: { name: "Whole Milk", brand: "Turner's", unit: "1 gal", category: "Dairy", size: 128, sizeUnit: "fl oz" },
  frequency: "weekly",
  notes: "",
  storePrices: [price(1, "4.29"), price(2, "3.79"), price(3, null)],
};
const STORES = [
  { id: 1, name: "Giant Eagle" },
  { id: 2, name: "Aldi" },
  { id: 3, name: "Whole Foods" },
];

type Answer = { status: number; body: unknown };
/** Answers each "METHOD path" from `routes` (the GET of /api/favorites by default), recording every call. */
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

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {ui}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
const panel = () => screen.getByRole("region", { name: "Favorites" });

describe("FavoritesPanel", () => {
  it("shows each favorite with its best price at the shopper's stores, and adds them all to the cart", async () => {
    const calls = serve({
      "GET /api/favorites": { status: 200, body: [MILK] },
      "POST /api/favorites/add-to-cart": { status: 200, body: { added: 1 } },
    });
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={() => false} />);
    const row = await within(panel()).findByRole("listitem", { name: "Whole Milk, Turner's" });
    expect(row).toHaveTextContent(/^Whole Milk.*Best price: \$3\.79\s*est\. at Aldi/);
    // Every price says where it comes from, on a button a keyboard reaches (its tooltip is tested in Chromium).
    expect(
      within(row).getByRole("button", { name: "Price source: PennyCart team estimate (2025), not an observed price" }),
    ).toBeVisible();
    await userEvent.click(within(panel()).getByRole("button", { name: "Add all to cart" }));
    expect(await screen.findByText("1 favorite added to your cart")).toBeInTheDocument();
    expect(calls.map((c) => c.call)).toContain("POST /api/favorites/add-to-cart");
  });

  it("saves the frequency and the notes", async () => {
    const calls = serve({
      "GET /api/favorites": { status: 200, body: [MILK] },
      "PATCH /api/favorites/11": { status: 200, body: { ok: true } },
    });
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={() => false} />);
    const row = await within(panel()).findByRole("listitem", { name: "Whole Milk, Turner's" });
    await userEvent.selectOptions(within(row).getByLabelText("How often"), "monthly");
    await userEvent.type(within(row).getByLabelText("Notes"), "large jug{Enter}");
    await waitFor(() =>
      expect(calls.filter((c) => c.call === "PATCH /api/favorites/11").map((c) => c.body)).toEqual([
        { frequency: "monthly" },
        { notes: "large jug" },
      ]),
    );
  });

  it("says 'Failed to remove from favorites' when removing fails, and 'Removed from favorites' when it works", async () => {
    serve({
      "GET /api/favorites": { status: 200, body: [MILK] },
      "DELETE /api/favorites/11": { status: 500, body: { message: "down" } },
    });
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={() => false} />);
    await userEvent.click(await within(panel()).findByRole("button", { name: "Remove Whole Milk from favorites" }));
    expect(await screen.findByText("Failed to remove from favorites")).toBeInTheDocument();
    cleanup();
    serve({
      "GET /api/favorites": { status: 200, body: [MILK] },
      "DELETE /api/favorites/11": { status: 200, body: { ok: true } },
    });
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={() => false} />);
    await userEvent.click(await within(panel()).findByRole("button", { name: "Remove Whole Milk from favorites" }));
    expect(await screen.findByText("Removed from favorites")).toBeInTheDocument();
  });

  it("hands a Premium error to the upgrade prompt instead of a toast; other failures say 'Failed to add favorites to cart'", async () => {
    serve({
      "GET /api/favorites": { status: 200, body: [MILK] },
      "POST /api/favorites/add-to-cart": { status: 403, body: { message: "Premium subscription required" } },
    });
    const onPremiumError = vi.fn((error: unknown) => error instanceof Error && error.message.includes("Premium"));
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={onPremiumError} />);
    await userEvent.click(await within(panel()).findByRole("button", { name: "Add all to cart" }));
    await waitFor(() => expect(onPremiumError).toHaveBeenCalled());
    expect(screen.queryByText("Failed to add favorites to cart")).not.toBeInTheDocument();
    cleanup();
    serve({
      "GET /api/favorites": { status: 200, body: [MILK] },
      "POST /api/favorites/add-to-cart": { status: 500, body: { message: "down" } },
    });
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={() => false} />);
    await userEvent.click(await within(panel()).findByRole("button", { name: "Add all to cart" }));
    expect(await screen.findByText("Failed to add favorites to cart")).toBeInTheDocument();
  });

  it("has an empty state and an error state", async () => {
    serve({ "GET /api/favorites": { status: 200, body: [] } });
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={() => false} />);
    expect(await within(panel()).findByText(/No favorites yet/)).toBeInTheDocument();
    expect(within(panel()).queryByRole("button", { name: "Add all to cart" })).not.toBeInTheDocument();
    cleanup();
    serve({ "GET /api/favorites": { status: 500, body: { message: "down" } } });
    renderWith(<FavoritesPanel stores={STORES} onPremiumError={() => false} />);
    expect(await within(panel()).findByRole("alert")).toHaveTextContent("We couldn't load your favorites");
  });
});

describe("FavoriteHeart", () => {
  const item = { id: 101, name: "Whole Milk", brand: "Turner's" };

  it("is pressed for a favorite, and toggling it says 'Removed from favorites'", async () => {
    serve({
      "GET /api/favorites": { status: 200, body: [MILK] },
      "POST /api/favorites/toggle/101": { status: 200, body: { isFavorite: false } },
    });
    renderWith(<FavoriteHeart item={item} hasPremiumAccess onUpgrade={() => {}} onPremiumError={() => false} />);
    const heart = screen.getByRole("button", { name: "Favorite Whole Milk, Turner's" });
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(heart);
    expect(await screen.findByText("Removed from favorites")).toBeInTheDocument();
  });

  it("says 'Added to favorites' when it saves one, and 'Failed to update favorites' when that fails", async () => {
    serve({
      "GET /api/favorites": { status: 200, body: [] },
      "POST /api/favorites/toggle/101": { status: 200, body: { isFavorite: true } },
    });
    renderWith(<FavoriteHeart item={item} hasPremiumAccess onUpgrade={() => {}} onPremiumError={() => false} />);
    await userEvent.click(screen.getByRole("button", { name: "Favorite Whole Milk, Turner's" }));
    expect(await screen.findByText("Added to favorites")).toBeInTheDocument();
    expect(screen.getByText("Item saved to your favorites")).toBeInTheDocument();
    cleanup();
    serve({
      "GET /api/favorites": { status: 200, body: [] },
      "POST /api/favorites/toggle/101": { status: 500, body: { message: "x" } },
    });
    renderWith(<FavoriteHeart item={item} hasPremiumAccess onUpgrade={() => {}} onPremiumError={() => false} />);
    await userEvent.click(screen.getByRole("button", { name: "Favorite Whole Milk, Turner's" }));
    expect(await screen.findByText("Failed to update favorites")).toBeInTheDocument();
  });

  it("opens the upgrade prompt for a free user without calling the server", async () => {
    const calls = serve({});
    const onUpgrade = vi.fn();
    renderWith(<FavoriteHeart item={item} hasPremiumAccess={false} onUpgrade={onUpgrade} onPremiumError={() => false} />);
    await userEvent.click(screen.getByRole("button", { name: "Favorite Whole Milk, Turner's" }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });
});
