// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SharedList } from "../../../../domain/contracts/sharing";
import { SharedListView, type SharedListActions } from "./shared-list-view";

afterEach(cleanup);

const list = (fields: Partial<SharedList> = {}): SharedList => ({
  id: "AbCdEfGhIjKlMnOpQrStUv",
  title: `"><script>alert(1)</script>`,
  description: "For the party",
  createdAt: "2026-03-05T12:00:00.000Z",
  owner: { firstName: "Ann", lastName: "Lee" },
  items: [
    { id: 1, itemId: 10, quantity: 2, notes: "ripe ones", item: { name: "Bananas", brand: "Dole", unit: "lb" } },
    { id: 2, itemId: 11, quantity: 1, notes: null, item: { name: "Whole Milk", brand: "Horizon", unit: "gal" } },
  ],
  ...fields,
});
const actions = (fields: Partial<SharedListActions> = {}): SharedListActions => ({
  onCopyAll: vi.fn(),
  isCopying: false,
  onAddItem: vi.fn(),
  addingItemId: null,
  ...fields,
});

describe("SharedListView", () => {
  it("shows every field, the title as text, and the date as 'MMM d, yyyy'", () => {
    render(<SharedListView list={list()} actions={null} signInHref="/api/login?returnTo=%2Fshared%2Fx" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`"><script>alert(1)</script>`);
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText("For the party")).toBeInTheDocument();
    expect(screen.getByText("Ann Lee")).toBeInTheDocument();
    expect(screen.getByText("Mar 5, 2026")).toBeInTheDocument();
    expect(screen.getByText("2 items")).toBeInTheDocument();
    const bananas = screen.getAllByRole("listitem")[0]!;
    expect(within(bananas).getByText("Bananas")).toBeInTheDocument();
    expect(within(bananas).getByText("Dole · lb")).toBeInTheDocument();
    expect(within(bananas).getByText("Qty: 2")).toBeInTheDocument();
    expect(within(bananas).getByText("ripe ones")).toBeInTheDocument();
  });

  it("invites visitors to sign in and return to the list, with no cart actions", () => {
    render(
      <SharedListView
        list={list({ owner: { firstName: null, lastName: null } })}
        actions={null}
        signInHref="/api/login?returnTo=%2Fshared%2Fx"
      />,
    );
    expect(screen.getByText("Anonymous")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Want to use this list?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login?returnTo=%2Fshared%2Fx");
    expect(screen.queryByRole("button", { name: /Copy All to Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add .* to cart/ })).not.toBeInTheDocument();
  });

  it("lets signed-in users copy everything or add one item", async () => {
    const handlers = actions({ extra: <button>Share via SMS</button> });
    render(<SharedListView list={list()} actions={handlers} signInHref="/api/login" />);
    expect(screen.queryByText("Want to use this list?")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy All to Cart" }));
    expect(handlers.onCopyAll).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Add Whole Milk to cart" }));
    expect(handlers.onAddItem).toHaveBeenCalledWith(11, 1);
    expect(screen.getByRole("button", { name: "Share via SMS" })).toBeInTheDocument();
  });

  it("disables Copy All while copying and for an empty list, which says so", () => {
    const { rerender } = render(<SharedListView list={list()} actions={actions({ isCopying: true })} signInHref="/api/login" />);
    expect(screen.getByRole("button", { name: "Copying..." })).toBeDisabled();
    rerender(<SharedListView list={list({ items: [] })} actions={actions()} signInHref="/api/login" />);
    expect(screen.getByText("This list is empty.")).toBeInTheDocument();
    expect(screen.getByText("0 items")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy All to Cart" })).toBeDisabled();
  });
});
