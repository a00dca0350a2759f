// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Preferences, UserLocation } from "../../../../domain/contracts/catalog";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { useShoppingPreferences } from "../hooks/use-shopping-preferences";
import { LocationPanel } from "./location-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PITTSBURGH: UserLocation = { lat: 40.4443, lng: -79.9953, address: "Pittsburgh, PA 15222" };
const SAVED: Preferences = { location: null, radiusMiles: 10, selectedStoreIds: [] };

/** fetch answered by `answer`, which may hold a response back until the test releases it. */
function serve(answer: (call: string, body: unknown) => Promise<{ status: number; body: unknown }>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? "GET"} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call, body });
      const { status, body: out } = await answer(call, body);
      return new Response(JSON.stringify(out), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}
const deferred = <T,>() => {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
};
const client = () => new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });

describe("a place typed before the saved preferences arrive", () => {
  it("is not superseded by the first-load position lookup", async () => {
    const geocode = deferred<{ status: number; body: unknown }>();
    serve(async (call) =>
      call.startsWith("GET /api/geocode") ? geocode.promise : { status: 404, body: { message: "Not found" } },
    );
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({} as GeolocationPositionError),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    const onChange = vi.fn();
    const queries = client();
    const panel = (isLoaded: boolean) => (
      <QueryClientProvider client={queries}>
        <LocationPanel location={null} isLoaded={isLoaded} onChange={onChange} />
      </QueryClientProvider>
    );
    const { rerender } = render(panel(false));
    await userEvent.type(screen.getByLabelText("Location"), "15222");
    await userEvent.click(screen.getByRole("button", { name: "Set location" }));
    rerender(panel(true));
    geocode.release({ status: 200, body: PITTSBURGH });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PITTSBURGH));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByText(/Unable to get your location/)).not.toBeInTheDocument();
  });

  it("is kept and saved once the saved preferences have loaded", async () => {
    const loaded = deferred<{ status: number; body: unknown }>();
    const calls = serve(async (call, body) => {
      if (call === "GET /api/preferences") return loaded.promise;
      if (call === "PUT /api/preferences") return { status: 200, body };
      return { status: 404, body: { message: "Not found" } };
    });
    const queries = client();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useShoppingPreferences(), { wrapper });
    act(() => result.current.update({ location: PITTSBURGH }));
    expect(result.current.isSyncing).toBe(true);
    loaded.release({ status: 200, body: { ...SAVED, selectedStoreIds: [7] } });
    await waitFor(() => expect(result.current.preferences?.location).toEqual(PITTSBURGH));
    expect(result.current.preferences?.selectedStoreIds).toEqual([7]);
    await waitFor(() => expect(calls.some((c) => c.call === "PUT /api/preferences")).toBe(true));
    expect(calls.find((c) => c.call === "PUT /api/preferences")?.body).toEqual({
      ...SAVED,
      location: PITTSBURGH,
      selectedStoreIds: [7],
    });
  });
  it("waits while the saved preferences cannot be loaded, says so, and is saved once they load on a retry", async () => {
    let failing = true;
    const calls = serve(async (call, body) => {
      if (call === "GET /api/preferences")
        return failing ? { status: 500, body: { message: "Internal Server Error" } } : { status: 200, body: SAVED };
      if (call === "PUT /api/preferences") return { status: 200, body };
      return { status: 404, body: { message: "Not found" } };
    });
    const queries = client();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useShoppingPreferences(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    act(() => result.current.update({ location: PITTSBURGH }));
    // Not "updating" forever: nothing can be saved over preferences the page has not seen.
    expect(result.current.isSyncing).toBe(false);
    expect(calls.some((c) => c.call === "PUT /api/preferences")).toBe(false);

    failing = false;
    await act(() => result.current.retry());
    await waitFor(() => expect(result.current.preferences?.location).toEqual(PITTSBURGH));
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.call === "PUT /api/preferences")).toBe(true));
    expect(calls.find((c) => c.call === "PUT /api/preferences")?.body).toEqual({ ...SAVED, location: PITTSBURGH });
  });
});
