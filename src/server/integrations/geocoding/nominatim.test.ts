import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNominatimGeocoder } from "./nominatim";

// A local stand-in for the Nominatim HTTP API: records what it was asked and answers like the real one.
let server: Server;
let baseUrl: string;
const seen: { path: string; userAgent: string | undefined; at: number }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push({ path: `${url.pathname}?${url.searchParams.toString()}`, userAgent: req.headers["user-agent"], at: Date.now() });
    res.setHeader("content-type", "application/json");
    if (url.pathname === "/search") {
      const q = url.searchParams.get("q");
      if (q === "boom") {
        res.statusCode = 500;
        res.end("{}");
        return;
      }
      res.end(JSON.stringify(q === "Nowhere" ? [] : [{ lat: "40.4406", lon: "-79.9959", display_name: "Pittsburgh, Allegheny County, Pennsylvania" }]));
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
});
