// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster";
import { Checkout } from "./checkout";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Reply = { status: number; body: unknown };
function answerApiWith(replies: Record<string, Reply | Reply[]>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const planned = replies[url];
      const reply = Array.isArray(planned) ? planned.shift() : planned;
      if (!reply) return new Response("no canned reply for this call", { status: 599 });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

function renderCheckout(onActivated = vi.fn()) {
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <Checkout payments="local" stripePublishableKey={null} onActivated={onActivated} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return onActivated;
}

describe("Checkout (local test mode)", () => {
  it("requests the payment intent once; on failure shows the §8 toast and the page message", async () => {
    const calls = answerApiWith({ "/api/create-subscription": { status: 503, body: { message: "down" } } });
    renderCheckout();
    expect(await screen.findByText("Failed to initialize payment. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Failed to initialize subscription")).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/create-subscription")).toHaveLength(1);
  });

  it("shows the features and the form, validates the card, and reports a decline as 'Payment Failed'", async () => {
    const calls = answerApiWith({
      "/api/create-subscription": { status: 200, body: { clientSecret: "pi_local_1_secret_x" } },
      "/api/payments/local/confirm": { status: 402, body: { message: "Your card was declined.", code: "card_declined" } },
    });
    renderCheckout();
    expect(await screen.findByRole("heading", { name: "Complete Your Subscription" })).toBeInTheDocument();
    expect(screen.getByText("You're upgrading to Premium for $1.99/month")).toBeInTheDocument();
    expect(screen.getByText("Just $1.99/month")).toBeInTheDocument();
    expect(screen.getByText("Test mode — no real charge")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Subscribe for $1.99/month" }));
    expect(screen.getByText("Please enter a valid card number")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/payments/local/confirm")).toBe(false);

    await userEvent.type(screen.getByLabelText("Card number"), "4000000000000002");
    expect(screen.getByLabelText("Card number")).toHaveValue("4000 0000 0000 0002");
    await userEvent.type(screen.getByLabelText(/Expiry/), "1240");
    expect(screen.getByLabelText(/Expiry/)).toHaveValue("12 / 40");
    await userEvent.type(screen.getByLabelText("CVC"), "123");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe for $1.99/month" }));

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/payments/local/confirm")?.body).toEqual({
      clientSecret: "pi_local_1_secret_x",
      cardNumber: "4000000000000002",
      expiry: "12 / 40",
      cvc: "123",
    });
    expect(screen.getByRole("button", { name: "Subscribe for $1.99/month" })).toBeEnabled();
  });

  it("after a payment the status is checked, the welcome toast shows and the page moves on after 2 s", async () => {
    // The redirect is a 2 s timer: check it was set for 2000 ms and run it, instead of waiting on the clock.
    const timers = vi.spyOn(window, "setTimeout");
    answerApiWith({
      "/api/create-subscription": { status: 200, body: { clientSecret: "pi_local_2_secret_y" } },
      "/api/payments/local/confirm": { status: 200, body: { status: "succeeded" } },
      "/api/check-subscription-status": { status: 200, body: { subscriptionStatus: "active", hasPremiumAccess: true } },
    });
    const onActivated = renderCheckout();
    await screen.findByRole("heading", { name: "Complete Your Subscription" });
    await userEvent.type(screen.getByLabelText("Card number"), "4242424242424242");
    await userEvent.type(screen.getByLabelText(/Expiry/), "1240");
    await userEvent.type(screen.getByLabelText("CVC"), "123");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe for $1.99/month" }));

    expect(await screen.findByText("Welcome to Premium! You now have access to all features.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    const redirect = timers.mock.calls.find(([callback]) => callback === onActivated);
    expect(redirect?.[1]).toBe(2000);
    expect(onActivated).not.toHaveBeenCalled();
    (redirect![0] as () => void)();
    expect(onActivated).toHaveBeenCalledTimes(1);
  });
});
