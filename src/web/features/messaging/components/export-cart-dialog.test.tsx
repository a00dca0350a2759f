// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartEntry, Store } from "../../../../domain/contracts/catalog";
import { Toaster } from "../../../components/ui/toaster";
import { ExportCartButton } from "./export-cart-button";

const entry = (id: number, name: string, brand: string, quantity: number, unit = "each", category = "Pantry"): CartEntry =>
  ({ id, itemId: id, quantity, item: { name, brand, unit, category }, storePrices: [] }) as unknown as CartEntry;
const store = (id: number, name: string, links: Partial<Store>): Store =>
  ({ id, name, searchUrlTemplate: null, onlineShoppingUrl: null, websiteUrl: null, ...links }) as Store;

const ENTRIES = [
  entry(1, "Milk", "Horizon", 2, "gal", "Dairy"),
  entry(2, '=HYPERLINK("http://evil")', "Acme", 1),
  entry(3, "Eggs", "Eggland's Best", 1, "dozen"),
  entry(4, "Bread", "Wonder", 1, "loaf"),
  entry(5, "Apples", "", 6, "lb"),
];
const STORES = [
  store(10, "Target East Liberty", {
    searchUrlTemplate: "https://www.target.com/s?searchTerm={query}",
    websiteUrl: "https://www.target.com",
  }),
  store(11, "Kuhn's Market", { websiteUrl: "https://www.kuhnsmarket.com" }),
];

let writeText: ReturnType<typeof vi.fn>;
let saved: { name: string; content: Promise<string> }[];
beforeEach(() => {
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  saved = [];
  let blob: Blob | undefined;
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), "blob:x"), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, content: blob!.text() });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderButton(props: { entries?: CartEntry[]; hasPremiumAccess?: boolean; onLocked?: () => void } = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ExportCartButton
        entries={props.entries ?? ENTRIES}
        stores={STORES}
        hasPremiumAccess={props.hasPremiumAccess ?? true}
        onLocked={props.onLocked ?? (() => {})}
      />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("Export", () => {
  it("is hidden when the cart is empty", () => {
    renderButton({ entries: [] });
    expect(screen.queryByRole("button", { name: "Export" })).not.toBeInTheDocument();
  });

  it("asks a free user to upgrade instead of opening", async () => {
    const onLocked = vi.fn();
    renderButton({ hasPremiumAccess: false, onLocked });
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(onLocked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("previews 3 lines, then 'and N more items'", async () => {
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    const dialog = screen.getByRole("dialog", { name: "Export Your Shopping Cart" });
    const lines = within(within(dialog).getByRole("list", { name: "Export preview" })).getAllByRole("listitem");
    expect(lines.map((l) => l.textContent)).toEqual([
      "Milk (Horizon) - 2 gal",
      '=HYPERLINK("http://evil") (Acme) - 1 each',
      "Eggs (Eggland's Best) - 1 dozen",
    ]);
    expect(within(dialog).getByText("and 2 more items")).toBeInTheDocument();
  });

  it("copies as text with a check mark for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // userEvent.setup installs its own clipboard; put the spy back.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderButton();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(screen.getByRole("button", { name: "Copy as text" }));
    expect(writeText).toHaveBeenCalledWith(
      'Milk (Horizon) - 2 gal\n=HYPERLINK("http://evil") (Acme) - 1 each\nEggs (Eggland\'s Best) - 1 dozen\nBread (Wonder) - 1 loaf\nApples - 6 lb',
    );
    expect(screen.getByRole("button", { name: "Copied as text" })).toBeInTheDocument();
    expect(screen.getByText("Shopping list copied as text")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole("button", { name: "Copied as text" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("button", { name: "Copy as text" })).toBeInTheDocument();
  });

  it("shows 'Failed to copy to clipboard' when the clipboard refuses", async () => {
    writeText.mockRejectedValueOnce(new Error("denied"));
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await userEvent.click(screen.getByRole("button", { name: "Copy as CSV" }));
    expect(await screen.findByText("Failed to copy to clipboard")).toBeInTheDocument();
  });

  it("downloads shopping-list.csv with the header, one row per item, and formulas neutralised", async () => {
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await userEvent.click(screen.getByRole("button", { name: "Download shopping-list.csv" }));
    expect(saved.map((s) => s.name)).toEqual(["shopping-list.csv"]);
    const csv = await saved[0]!.content;
    const rows = csv.split("\r\n");
    expect(rows[0]).toBe("Item Name,Brand,Quantity,Unit,Category");
    expect(rows[1]).toBe("Milk,Horizon,2,gal,Dairy");
    expect(rows[2]).toBe('"\'=HYPERLINK(""http://evil"")",Acme,1,each,Pantry');
    expect(rows).toHaveLength(7);
    expect(screen.getByText("Shopping list saved as shopping-list.csv")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Download shopping-list.txt" }));
    expect(saved.map((s) => s.name)).toEqual(["shopping-list.csv", "shopping-list.txt"]);
  });

  it("opens each selected store: the chain's search for the items, else its website", async () => {
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    const target = screen.getByRole("link", { name: /Target East Liberty/ });
    expect(target).toHaveAttribute("href", expect.stringMatching(/^https:\/\/www\.target\.com\/s\?searchTerm=Milk%2C%20/));
    expect(target).toHaveAttribute("target", "_blank");
    expect(target).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /Kuhn's Market/ })).toHaveAttribute("href", "https://www.kuhnsmarket.com");
    target.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(target);
    expect(await screen.findByText("Opening store with cart")).toBeInTheDocument();
    const kuhns = screen.getByRole("link", { name: /Kuhn's Market/ });
    kuhns.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(kuhns);
    expect(await screen.findByText("Opening store website")).toBeInTheDocument();
  });

  it("texts the cart: the SMS dialog defaults to 'My Shopping List:' and the lines", async () => {
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await userEvent.click(screen.getByRole("button", { name: "Send via SMS" }));
    expect(screen.getByPlaceholderText("(555) 123-4567")).toBeInTheDocument();
    expect(screen.getByText(/Left blank, the message is:/).textContent).toContain("My Shopping List:");
  });
});
