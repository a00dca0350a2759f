import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userQueryKey, userQueryOptions } from "../features/auth/api/get-user";
import { apiRequest } from "../lib/api-client";
import { refreshPlanOnPremiumRefusal } from "./plan-watch";

afterEach(() => vi.unstubAllGlobals());

const premiumUser = { id: "u1", hasPremiumAccess: true };
const freeUser = { id: "u1", hasPremiumAccess: false };

/** The server after the shopper was removed from the family plan: the user is free, Premium routes answer 403. */
function serveRemovedMember() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url === "/api/auth/user") return Response.json(freeUser);
      if (url === "/api/favorites") return Response.json({ message: "Premium subscription required" }, { status: 403 });
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
  return calls;
}

/** A client holding a Premium user that a screen is showing, with the watch on. */
function watchedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(userQueryKey, premiumUser);
  const stopObserving = new QueryObserver(client, userQueryOptions).subscribe(() => undefined);
  const stopWatch = refreshPlanOnPremiumRefusal(client);
  return {
    client,
    stop: () => {
      stopWatch();
      stopObserving();
    },
  };
}

describe("refreshPlanOnPremiumRefusal", () => {
  it("reads the user again when a Premium call is refused, so the tab shows the plan the server has", async () => {
    const calls = serveRemovedMember();
    const { client, stop } = watchedClient();

    await expect(
      client.getMutationCache().build(client, { mutationFn: () => apiRequest("POST", "/api/favorites", {}) }).execute(undefined),
    ).rejects.toThrow(/^403:/);
    await vi.waitFor(() => expect(client.getQueryData(userQueryKey)).toEqual(freeUser));
    expect(calls).toEqual(["POST /api/favorites", "GET /api/auth/user"]);

    stop();
  });

  it("leaves the user alone on other failures", async () => {
    const calls = serveRemovedMember();
    const { client, stop } = watchedClient();
    await expect(client.fetchQuery({ queryKey: ["/api/nothing"], queryFn: () => apiRequest("GET", "/api/nothing") })).rejects.toThrow(/^404:/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(userQueryKey)).toEqual(premiumUser);
    expect(calls).toEqual(["GET /api/nothing"]);
    stop();
  });
});
