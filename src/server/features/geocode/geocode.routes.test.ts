import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const geocode = (q: string) => ctx.app.inject({ url: `/api/geocode?q=${encodeURIComponent(q)}` });

describe("offline geocoding and pricing status", () => {
  it.each([
    ["15213", "Pittsburgh, PA 15213", 40.44],
    ["Pittsburgh, PA", "Pittsburgh, PA", 40.4],
    ["5000 Forbes Ave, Pittsburgh, PA 15213", "Pittsburgh, PA 15213", 40.44],
    ["100 Main St, Bethel Park, PA", "Bethel Park, PA", 40.3],
  ])("finds %s", async (q, address, lat) => {
    const res = await geocode(q);
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toBe(address);
    expect(res.json().lat).toBeCloseTo(lat, 0);
  });

  it("answers an unknown place with the spec's message", async () => {
    const res = await geocode("Nowhere Land");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Unable to find that location. Please try a different address." });
    expect((await geocode("   ")).statusCode).toBe(400);
  });

  it("reverse-geocodes coordinates to the nearest town", async () => {
    const res = await ctx.app.inject({ url: "/api/geocode/reverse?lat=40.444&lng=-79.955" });
    expect(res.json()).toEqual({ lat: 40.444, lng: -79.955, address: "Pittsburgh, PA 15213" });
    expect((await ctx.app.inject({ url: "/api/geocode/reverse?lat=100&lng=0" })).statusCode).toBe(400);
  });

  it("refuses blank or exotic coordinates and control characters with 400", async () => {
    for (const query of ["lat=&lng=", "lat=40", "lat=5e-324&lng=0", "lat=NaN&lng=0"]) {
      const res = await ctx.app.inject({ url: `/api/geocode/reverse?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await ctx.app.inject({ url: "/api/geocode/reverse?lng=-80" })).json().message).toContain("Latitude is required");
    const nul = await geocode("Pitts\u0000burgh");
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toContain("Location cannot contain control characters");
  });

  it("says prices are estimates and which live services are missing", async () => {
    const res = await ctx.app.inject({ url: "/api/pricing-status" });
    expect(res.json()).toMatchObject({
      realTimePricing: false,
      availableServices: ["Estimates (BLS/USDA averages and the team's own)"],
      missingServices: ["Kroger API"],
    });
  });
});
