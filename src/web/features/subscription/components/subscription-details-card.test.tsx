// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../../../domain/contracts/auth";
import { Toaster } from "../../../components/ui/toaster";
import { openUpgradePromptIfPremiumError } from "../lib/upgrade-prompt";
import { HelpUsImproveBanner } from "./help-us-improve-banner";
import { PremiumPanelTeasers } from "./premium-panel-teasers";
import { SubscriptionDetailsCard } from "./subscription-details-card";
import { UpgradePromptHost } from "./upgrade-prompt-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const user = (fields: Partial<User> = {}): User => ({
  id: "u1",
  email: "robin@example.com",
  firstName: "Robin",
  lastName: null,
  profileImageUrl: null,
  createdAt: iso(-100),
  subscriptionStatus: "free",
  subscriptionCanceledAt: null,
  subscriptionCurrentPeriodEnd: null,
  isFamilyPremium: false,
  isAdmin: false,
  isPremium: false,
  isInGracePeriod: false,
  gracePeriodDaysRemaining: 0,
  hasPremiumAccess: false,
  graceEndsAt: null,
  canResumeSubscription: false,
  ...fields,
});

const withQueries = (node: ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;
const details = () => screen.getByRole("region", { name: "Subscription Details" });

describe("SubscriptionDetailsCard", () => {
  it("free: the Free plan and an upgrade link to /subscribe, no cancel", () => {
    render(withQueries(<SubscriptionDetailsCard user={user()} />));
    expect(within(details()).getByText("Free")).toBeInTheDocument();
    expect(within(details()).getByRole("link", { name: /Upgrade to Premium/ })).toHaveAttribute("href", "/subscribe");
    expect(within(details()).queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });

  it("premium: Premium (Active), the price, the renewal date and a cancel button that asks first", async () => {
    render(withQueries(<SubscriptionDetailsCard user={user({ subscriptionStatus: "active", subscriptionCurrentPeriodEnd: iso(20), isPremium: true, hasPremiumAccess: true })} />));
    expect(within(details()).getByText("Premium (Active)")).toBeInTheDocument();
    expect(within(details()).getByText("$1.99/month")).toBeInTheDocument();
    expect(within(details()).getByText("Renews on")).toBeInTheDocument();
    await userEvent.click(within(details()).getByRole("button", { name: "Cancel Subscription" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your Premium subscription?" });
    expect(within(dialog).getByRole("button", { name: "Keep Premium" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Yes, Cancel Subscription" })).toBeInTheDocument();
  });

  it("grace period: days remaining in orange, no cancel", () => {
    render(
      withQueries(
        <SubscriptionDetailsCard user={user({ createdAt: iso(-10), subscriptionStatus: "canceled", subscriptionCanceledAt: iso(-1), subscriptionCurrentPeriodEnd: iso(5) })} />,
      ),
    );
    expect(within(details()).getByText("Grace Period")).toBeInTheDocument();
    const remaining = within(details()).getByText("20 days remaining");
    expect(remaining).toHaveClass("text-orange-700");
    expect(within(details()).queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });

  it("grace period, still paid through a later date: Resume Premium (nothing charged before that date), no new checkout", () => {
    const paidThrough = iso(5);
    render(
      withQueries(
        <SubscriptionDetailsCard
          user={user({
            createdAt: iso(-10),
            subscriptionStatus: "canceled",
            subscriptionCanceledAt: iso(-1),
            subscriptionCurrentPeriodEnd: paidThrough,
            canResumeSubscription: true,
          })}
        />,
      ),
    );
    expect(within(details()).getByRole("button", { name: "Resume Premium" })).toBeInTheDocument();
    expect(
      within(details()).getByText(new RegExp(`nothing is charged before ${new Date(paidThrough).toLocaleDateString()}`)),
    ).toBeInTheDocument();
    expect(within(details()).queryByRole("link", { name: /Subscribe again/ })).not.toBeInTheDocument();
  });

  it("a refused resume says the server's reason and reads the plan again (review R19: the button goes once it ended)", async () => {
    const message = "Your subscription has ended and cannot be resumed";
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message }), { status: 409, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    const onPlanChanged = vi.fn();
    render(
      withQueries(
        <>
          <SubscriptionDetailsCard
            user={user({ subscriptionStatus: "canceled", subscriptionCanceledAt: iso(-1), subscriptionCurrentPeriodEnd: iso(5), canResumeSubscription: true })}
            onPlanChanged={onPlanChanged}
          />
          <Toaster />
        </>,
      ),
    );
    await userEvent.click(within(details()).getByRole("button", { name: "Resume Premium" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onPlanChanged).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("grace period whose paid time is over: subscribe again, nothing to resume", () => {
    render(
      withQueries(
        <SubscriptionDetailsCard
          user={user({
            createdAt: iso(-10),
            subscriptionStatus: "canceled",
            subscriptionCanceledAt: iso(-3),
            subscriptionCurrentPeriodEnd: iso(-1),
          })}
        />,
      ),
    );
    expect(within(details()).getByText("Grace Period")).toBeInTheDocument();
    expect(within(details()).getByRole("link", { name: "Subscribe again for $1.99/month" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    expect(within(details()).queryByRole("button", { name: "Resume Premium" })).not.toBeInTheDocument();
  });

  it("family: Family Premium, free and active, nothing to cancel", () => {
    render(withQueries(<SubscriptionDetailsCard user={user({ isFamilyPremium: true, hasPremiumAccess: true })} />));
    expect(within(details()).getByText("Family Premium")).toBeInTheDocument();
    expect(within(details()).getByText("Free", { selector: "dd" })).toBeInTheDocument();
    expect(within(details()).getByText("Active")).toBeInTheDocument();
    expect(within(details()).queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });
});

describe("home page pieces", () => {
  it("the Help Us Improve banner shows only with Premium access and goes to /account#suggestions", () => {
    const { rerender } = render(<HelpUsImproveBanner user={user()} />);
    expect(screen.queryByText("Help Us Improve")).not.toBeInTheDocument();
    rerender(<HelpUsImproveBanner user={user({ isFamilyPremium: true, hasPremiumAccess: true })} />);
    expect(screen.getByRole("link", { name: "Make App Better" })).toHaveAttribute("href", "/account#suggestions");
  });

  it("free users see teasers for Favorites and Recurring Orders; Premium users do not", () => {
    const { rerender } = render(<PremiumPanelTeasers user={user()} />);
    expect(screen.getByRole("region", { name: "Favorites" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Recurring Orders" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Upgrade to Premium" })).toHaveLength(2);
    rerender(<PremiumPanelTeasers user={user({ subscriptionStatus: "active", isPremium: true, hasPremiumAccess: true })} />);
    expect(screen.queryByRole("region", { name: "Favorites" })).not.toBeInTheDocument();
  });

  it("a failed call whose message contains 'Premium' opens the 'Premium Feature' prompt named by the feature", () => {
    render(<UpgradePromptHost />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => {
      expect(openUpgradePromptIfPremiumError(new Error("500: Server error"), "Favorites")).toBe(false);
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => {
      expect(openUpgradePromptIfPremiumError(new Error('403: {"message":"Premium subscription required"}'), "Cart Export")).toBe(true);
    });
    const dialog = screen.getByRole("dialog", { name: "Premium Feature" });
    expect(within(dialog).getByText(/Cart Export/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: /Upgrade to Premium/ })).toHaveAttribute("href", "/subscribe");
  });
});
