// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MySharedList } from "../../../../domain/contracts/sharing";
import { Toaster } from "../../../components/ui/toaster";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { MySharedListsCard } from "./my-shared-lists-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST: MySharedList = {
  id: "AbCdEfGhIjKlMnOpQrStUv",
  title: "Taco Night",
  description: null,
  createdAt: "2026-03-05T12:00:00.000Z",
  itemCount: 4,
  shareUrl: "https://pennycart.example/shared/AbCdEfGhIjKlMnOpQrStUv",
};

/** Answers GET /api/shared-lists from `lists` (DELETE removes one), or fails every call with `status`. */
function answerWith(lists: MySharedList[] | { status: number }) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}`);
      if (!Array.isArray(lists)) return new Response(JSON.stringify({ message: "down" }), { status: lists.status });
      if (method === "DELETE") {
        lists.splice(
          lists.findIndex((l) => url.endsWith(l.id)),
          1,
        );
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }
      return new Response(JSON.stringify(lists), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <MySharedListsCard />
      <Toaster />
    </QueryClientProvider>,
  );
}
const card = () => screen.getByRole("region", { name: "My shared lists" });

describe("MySharedListsCard", () => {
  it("lists each shared list with its link, item count and date, and deletes one", async () => {
    const calls = answerWith([{ ...LIST }]);
    renderCard();
    const link = await within(card()).findByRole("link", { name: "Taco Night" });
    expect(link).toHaveAttribute("href", `/shared/${LIST.id}`);
    expect(within(card()).getByText("4 items · Mar 5, 2026")).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole("button", { name: "Delete Taco Night" }));
    expect(await within(card()).findByText(/You haven't shared any lists yet/)).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/shared-lists/${LIST.id}`);
    expect(screen.getByText("List deleted")).toBeInTheDocument();
  });

  it("says when there are none, and when they cannot be loaded", async () => {
    answerWith([]);
    renderCard();
    expect(await within(card()).findByText(/You haven't shared any lists yet/)).toBeInTheDocument();
    cleanup();
    answerWith({ status: 500 });
    renderCard();
    await waitFor(() => expect(within(card()).getByRole("alert")).toHaveTextContent("We couldn't load your shared lists."));
  });
});
