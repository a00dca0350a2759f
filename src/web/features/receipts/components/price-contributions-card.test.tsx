// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PriceContributions } from "../../../../domain/contracts/pricing";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { PriceContributionsCard } from "./price-contributions-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers GET /api/price-reports/mine with `counts`, or fails with `status`. */
function answerWith(answer: PriceContributions | { status: number }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      expect(url).toBe("/api/price-reports/mine");
      if ("status" in answer) return new Response(JSON.stringify({ message: "down" }), { status: answer.status });
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

function renderCard() {
  const defaults = appQueryClient.getDefaultOptions();
  const client = new QueryClient({ defaultOptions: { ...defaults, queries: { ...defaults.queries, retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PriceContributionsCard />
    </QueryClientProvider>,
  );
}

describe("Your prices (account screen)", () => {
  it("shows each count beside what it means", async () => {
    answerWith({ reported: 1234, fromReceipts: 1, shown: 1000, waiting: 234, shoppersUsing: 7 });
    renderCard();
    expect(await screen.findByText("1 from a receipt")).toBeInTheDocument();
    const value = (term: string) => screen.getByText(term).nextElementSibling;
    expect(value("Prices you reported")).toHaveTextContent(/^1,2341 from a receipt$/);
    expect(value("Shown to every shopper")).toHaveTextContent(/^1,000$/);
    expect(value("Waiting for another shopper to agree")).toHaveTextContent(/^234$/);
    expect(value("Other shoppers whose comparison shows your prices now")).toHaveTextContent(/^7$/);
  });

  it("says a small number of other shoppers as fewer than 5", async () => {
    answerWith({ reported: 3, fromReceipts: 0, shown: 3, waiting: 0, shoppersUsing: null });
    renderCard();
    expect(await screen.findByText("Other shoppers whose comparison shows your prices now")).toBeInTheDocument();
    expect(screen.getByText("Other shoppers whose comparison shows your prices now").nextElementSibling).toHaveTextContent(
      /^fewer than 5$/,
    );
  });

  it("invites a shopper with no prices yet to add a receipt", async () => {
    answerWith({ reported: 0, fromReceipts: 0, shown: 0, waiting: 0, shoppersUsing: 0 });
    renderCard();
    expect(await screen.findByText(/haven't reported a price yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a receipt" })).toHaveAttribute("href", "/receipts");
  });

  it("says so when the counts cannot be loaded", async () => {
    answerWith({ status: 500 });
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your prices. Please refresh the page.");
  });
});
