import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNominatimGeocoder, type Clock } from "./nominatim";

// A local stand-in for the Nominatim HTTP API: records what it was asked and answers like the real one.
let server: Server;
let baseUrl: string;
const seen: { path: string; userAgent: string | undefined; at: number | null }[] = [];
/** When set, the time (on a test's fake clock) each request reaches the server. */
let clockNow: (() => number) | null = null;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push({
      path: `${url.pathname}?${url.searchParams.toString()}`,
      userAgent: req.headers["user-agent"],
      at: clockNow?.() ?? null,
    });
    res.setHeader("content-type", "application/json");
    if (url.pathname === "/search") {
      const q = url.searchParams.get("q");
      if (q === "boom") {
        res.statusCode = 500;
        res.end("{}");
        return;
      }
      res.end(
        JSON.stringify(
          q === "Nowhere"
            ? []
            : [{ lat: "40.4406", lon: "-79.9959", display_name: "Pittsburgh, Allegheny County, Pennsylvania" }],
        ),
      );
    } else if (url.pathname === "/reverse") {
      res.end(JSON.stringify({ lat: "40.4406", lon: "-79.9959", display_name: "Downtown, Pittsburgh, Pennsylvania" }));
    } else {
      res.statusCode = 404;
      res.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Nominatim geocoder", () => {
  it("identifies itself, limits the country to the US, queues requests and caches answers", async () => {
    const geocoder = createNominatimGeocoder({ baseUrl, userAgent: "PennyCart-test/1.0 (ops@example.com)", minIntervalMs: 50 });
    seen.length = 0;
    const [a, b] = await Promise.all([geocoder.forward("Pittsburgh, PA"), geocoder.reverse(40.4406, -79.9959)]);
    expect(a).toEqual({ lat: 40.4406, lng: -79.9959, address: "Pittsburgh, Allegheny County, Pennsylvania" });
    expect(b).toEqual({ lat: 40.4406, lng: -79.9959, address: "Downtown, Pittsburgh, Pennsylvania" });
    expect(seen).toHaveLength(2);
    expect(seen.every((r) => r.userAgent === "PennyCart-test/1.0 (ops@example.com)")).toBe(true);
    expect(seen[0]!.path).toContain("countrycodes=us");
    expect(seen[1]!.path).toContain("/reverse?");

    await geocoder.forward("  pittsburgh, pa ");
    expect(seen).toHaveLength(2);
  });

  it("answers null for an unknown place and throws when the service fails", async () => {
    const geocoder = createNominatimGeocoder({ baseUrl, userAgent: "PennyCart-test", minIntervalMs: 0 });
    expect(await geocoder.forward("Nowhere")).toBeNull();
    await expect(geocoder.forward("boom")).rejects.toThrow("Nominatim answered 500");
    // A failure is not cached: the next call asks again.
    const before = seen.length;
    await expect(geocoder.forward("boom")).rejects.toThrow();
    expect(seen.length).toBe(before + 1);
  });

  it("spaces requests at least the minimum interval apart, waiting only as long as needed", async () => {
    // A fake clock: sleeping moves time forward, and each request is stamped with the time it was sent.
    let now = 10_000;
    const sleeps: number[] = [];
    clockNow = () => now;
    const clock: Clock = {
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    };
    const geocoder = createNominatimGeocoder({ baseUrl, userAgent: "PennyCart-test", minIntervalMs: 1000, clock });
    seen.length = 0;
    await Promise.all([geocoder.forward("a"), geocoder.forward("b"), geocoder.forward("c")]);
    expect(sleeps).toEqual([1000, 1000]);
    expect(seen.map((request) => request.at)).toEqual([10_000, 11_000, 12_000]);
    // 400 ms after the last request, the next one waits the remaining 600 ms.
    now += 400;
    await geocoder.reverse(1, 2);
    expect(sleeps).toEqual([1000, 1000, 600]);
    clockNow = null;
  });

  it("lets a few lookups wait their turn and refuses one more at once, so one client cannot hold everyone up (review R29)", async () => {
    let now = 0;
    const clock: Clock = { now: () => now, sleep: async (ms) => void (now += ms) };
    const geocoder = createNominatimGeocoder({ baseUrl, userAgent: "PennyCart-test", minIntervalMs: 1000, clock, maxWaiting: 3 });
    await geocoder.forward("cached");
    const flood = ["q1", "q2", "q3", "q4"].map((query) => geocoder.forward(query));
    const results = await Promise.allSettled(flood);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
    // An answer already cached does not queue; once the queue has drained, lookups are taken again.
    expect(await geocoder.forward("cached")).not.toBeNull();
    expect(await geocoder.forward("q5")).not.toBeNull();
  });
});
