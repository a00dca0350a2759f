// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../../../domain/contracts/auth";
import { WelcomeBanner } from "./welcome-banner";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const user = (id: string): User => ({
  id,
  email: `${id}@example.com`,
  firstName: "Robin",
  lastName: null,
  profileImageUrl: null,
  createdAt: "2026-11-27T10:00:00.000Z",
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
});

describe("WelcomeBanner", () => {
  it("says 'Welcome' on a shopper's first visit and 'Welcome back' after it, per shopper", () => {
    render(<WelcomeBanner user={user("u1")} />);
    expect(screen.getByRole("heading")).toHaveTextContent("Welcome, Robin!");
    cleanup();
    render(<WelcomeBanner user={user("u1")} />);
    expect(screen.getByRole("heading")).toHaveTextContent("Welcome back, Robin!");
    cleanup();
    render(<WelcomeBanner user={user("u2")} />);
    expect(screen.getByRole("heading")).toHaveTextContent("Welcome, Robin!");
  });
});
