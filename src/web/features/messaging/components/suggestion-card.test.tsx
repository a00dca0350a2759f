// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../../../domain/contracts/auth";
import { Toaster } from "../../../components/ui/toaster";
import { SuggestionCard } from "./suggestion-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const userWith = (fields: Partial<User>): User => ({ email: "ann@example.com", hasPremiumAccess: true, ...fields }) as User;

function answerWith(status: number, body: unknown) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

const renderCard = (user: User) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SuggestionCard user={user} />
      <Toaster />
    </QueryClientProvider>,
  );

describe("Make App Better", () => {
  it("is shown only with Premium access (paid or family)", () => {
    renderCard(userWith({ hasPremiumAccess: false }));
    expect(screen.queryByRole("heading", { name: "Make App Better" })).not.toBeInTheDocument();
  });

  it("counts characters live, keeps Send disabled until both fields have text, sends and clears", async () => {
    const calls = answerWith(200, { ok: true });
    const { container } = renderCard(userWith({}));
    expect(container.querySelector("#suggestions")).not.toBeNull();
    const send = screen.getByRole("button", { name: "Send Suggestion" });
    const description = screen.getByLabelText("Description");
    expect(description).toHaveAttribute("rows", "5");
    expect(screen.getByLabelText("Title")).toHaveAttribute("maxLength", "100");
    expect(description).toHaveAttribute("maxLength", "2000");
    expect(screen.getByText("0/2000 characters")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Title"), "Dark mode");
    expect(send).toBeDisabled();
    await userEvent.type(description, "   ");
    expect(send).toBeDisabled();
    await userEvent.type(description, "Please");
    expect(screen.getByText("9/2000 characters")).toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByText("Suggestion Sent!")).toBeInTheDocument();
    expect(calls).toEqual([{ title: "Dark mode", suggestion: "Please", userEmail: "ann@example.com" }]);
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(description).toHaveValue("");
  });

  it("says 'Email Required' when the account has no e-mail", async () => {
    const calls = answerWith(200, { ok: true });
    renderCard(userWith({ email: null }));
    await userEvent.type(screen.getByLabelText("Title"), "t");
    await userEvent.type(screen.getByLabelText("Description"), "d");
    await userEvent.click(screen.getByRole("button", { name: "Send Suggestion" }));
    expect(await screen.findByText("Email Required")).toBeInTheDocument();
    expect(screen.getByText("We need your email to respond to your suggestion.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows 'Failed to Send Suggestion' with the server's message and keeps the text", async () => {
    answerWith(429, { message: "You can send up to 5 suggestions a day. Please try again in 3 hours." });
    renderCard(userWith({}));
    await userEvent.type(screen.getByLabelText("Title"), "t");
    await userEvent.type(screen.getByLabelText("Description"), "d");
    await userEvent.click(screen.getByRole("button", { name: "Send Suggestion" }));
    expect(await screen.findByText("Failed to Send Suggestion")).toBeInTheDocument();
    expect(screen.getByText("You can send up to 5 suggestions a day. Please try again in 3 hours.")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("t");
  });
});
