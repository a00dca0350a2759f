// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../components/ui/toaster";
import { queryClient as appQueryClient } from "../lib/query-client";
import AdminFamilyPage from "./admin-family";

// The signed-out redirect to /api/login after 500 ms is checked in a real browser (tests/e2e/family.spec.ts).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (isAdmin: boolean) => ({
  id: "u1",
  email: isAdmin ? "boss@example.com" : "shopper@example.com",
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  subscriptionStatus: "free",
  subscriptionCanceledAt: null,
  subscriptionCurrentPeriodEnd: null,
  isFamilyPremium: false,
  isAdmin,
  isPremium: false,
  isInGracePeriod: false,
  gracePeriodDaysRemaining: 0,
  hasPremiumAccess: false,
  graceEndsAt: null,
  canResumeSubscription: false,
});

/** Answers /api/auth/user with `me` and the family list with `list`; records the URLs asked for. */
function serve(me: unknown, list: { status: number; body: unknown }) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const [status, body] =
        url === "/api/auth/user" ? (me ? [200, me] : [401, { message: "Unauthorized" }]) : [list.status, list.body];
      return new Response(JSON.stringify(body), { status: status as number, headers: { "content-type": "application/json" } });
    }),
  );
  return urls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <AdminFamilyPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("/admin/family", () => {
  it("shows admins the list and the Security Notice", async () => {
    serve(user(true), { status: 200, body: [{ id: 1, name: "Kid", email: "kid@example.com", addedAt: null }] });
    renderPage();
    expect(await screen.findByText("Kid")).toBeInTheDocument();
    const notice = screen.getByRole("region", { name: "Security Notice" });
    expect(notice).toHaveTextContent("private and visible to admins only");
    expect(notice).toHaveTextContent("restricted by email configuration");
    expect(notice).toHaveTextContent("get Premium automatically when they sign up");
    expect(notice).toHaveTextContent("revokes their Premium access immediately");
  });

  it("tells a non-admin they need admin privileges, without asking for the list", async () => {
    const urls = serve(user(false), { status: 200, body: [] });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Admin Access Required: You need admin privileges to manage family members.",
    );
    expect(urls).not.toContain("/api/admin/family-members");
    expect(screen.queryByRole("button", { name: "Add Family Member" })).not.toBeInTheDocument();
  });

  it("says the same when the server refuses the list with 403", async () => {
    serve(user(true), { status: 403, body: { message: "Admin access required" } });
    renderPage();
    const main = await screen.findByRole("heading", { name: "Admin Access Required" });
    expect(main).toBeInTheDocument();
    expect(screen.getAllByText(/You need admin privileges to manage family members\./).length).toBeGreaterThan(0);
  });

  it("says 'Failed to load family member management' when the list cannot be loaded", async () => {
    serve(user(true), { status: 500, body: { message: "down" } });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load family member management");
  });

  it("tells a signed-out visitor they are logged out", async () => {
    serve(null, { status: 401, body: { message: "Unauthorized" } });
    renderPage();
    const toast = await screen.findByText("You are logged out. Logging in again...");
    expect(within(toast.closest("li")!).getByText("Unauthorized")).toBeInTheDocument();
  });
});
