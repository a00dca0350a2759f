import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DOWNTOWN = { lat: 40.4406, lng: -79.9959 };

describe("stores", () => {
  it("lists every real Allegheny County grocery store with its chain", async () => {
    const stores = (await ctx.app.inject({ url: "/api/stores" })).json();
    expect(stores.length).toBe(144);
    const aldi = stores.find((s: { chainName: string }) => s.chainName === "Aldi");
    expect(aldi).toMatchObject({ state: "PA", isBudget: true, logo: expect.any(String), color: expect.stringMatching(/^#/) });
    expect(aldi.latitude).toMatch(/^40\.\d+$/);
    expect(aldi.calculatedDistance).toBeUndefined();
  });

  it("returns stores near a point within maxDistance, nearest first, with miles", async () => {
    const res = await ctx.app.inject({ url: `/api/stores?lat=${DOWNTOWN.lat}&lng=${DOWNTOWN.lng}&maxDistance=3` });
    const stores = res.json() as { calculatedDistance: number }[];
    expect(stores.length).toBeGreaterThan(2);
    const distances = stores.map((s) => s.calculatedDistance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3);
    const wider = (await ctx.app.inject({ url: `/api/stores?lat=${DOWNTOWN.lat}&lng=${DOWNTOWN.lng}&maxDistance=10` })).json();
    expect(wider.length).toBeGreaterThan(stores.length);
  });

  it("returns nothing near a place far from Pittsburgh", async () => {
    const res = await ctx.app.inject({ url: "/api/stores?lat=34.05&lng=-118.24&maxDistance=25" });
    expect(res.json()).toEqual([]);
  });

  it.each([
    ["lat=91&lng=0", "lat Latitude must be between -90 and 90"],
    ["lat=40&lng=-181", "lng Longitude must be between -180 and 180"],
    ["lat=40&lng=-80&maxDistance=30", "maxDistance must be between 1 and 25 miles"],
    ["lat=40&lng=-80&maxDistance=0.5", "maxDistance must be between 1 and 25 miles"],
    ["lat=40", "lat and lng must be given together"],
    ["lat=abc&lng=-80", "lat must be a decimal number"],
    ["lat=5e-324&lng=-80", "lat must be a decimal number"],
    ["lat=0x10&lng=-80", "lat must be a decimal number"],
    ["lat=&lng=-80", "lat and lng must be given together"],
  ])("refuses %s", async (query, message) => {
    const res = await ctx.app.inject({ url: `/api/stores?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("reads a blank lat and lng as no location, not as the point (0, 0)", async () => {
    const all = (await ctx.app.inject({ url: "/api/stores" })).json() as unknown[];
    const blank = await ctx.app.inject({ url: "/api/stores?lat=&lng=" });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toHaveLength(all.length);
    expect(blank.json()[0].calculatedDistance).toBeUndefined();
  });
});
