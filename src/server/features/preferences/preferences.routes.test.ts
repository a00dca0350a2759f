import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.app, "prefs@example.com");
});
afterAll(() => ctx.close());

const get = async (c = cookie) => (await ctx.app.inject({ url: "/api/preferences", headers: { cookie: c } })).json();
const put = (payload: object) => ctx.app.inject({ method: "PUT", url: "/api/preferences", headers: { cookie }, payload });

describe("preferences", () => {
  it("starts with no location, a 15-mile radius and no stores", async () => {
    expect(await get()).toEqual({ location: null, radiusMiles: 15, selectedStoreIds: [] });
  });

  it("saves location, radius and selected stores for the next visit", async () => {
    const stores = (await ctx.app.inject({ url: "/api/stores" })).json().slice(0, 2);
    const prefs = {
      location: { lat: 40.444, lng: -79.9552, address: "Pittsburgh, PA 15213" },
      radiusMiles: 7.5,
      selectedStoreIds: stores.map((s: { id: number }) => s.id),
    };
    expect((await put(prefs)).json()).toEqual(prefs);
    const again = await signIn(ctx.app, "prefs@example.com");
    expect(await get(again)).toEqual(prefs);
  });

  it.each([
    [
      { location: null, radiusMiles: 15, selectedStoreIds: [1, 2, 3, 4, 5, 6] },
      "You can select up to 5 stores. Remove a store first to add a new one.",
    ],
    [{ location: null, radiusMiles: 15, selectedStoreIds: [99999] }, "Unknown store id: 99999"],
    [{ location: null, radiusMiles: 26, selectedStoreIds: [] }, "radiusMiles must be between 1 and 25 miles"],
    [{ location: null, radiusMiles: 2.3, selectedStoreIds: [] }, "multiple of 0.5"],
    [
      { location: { lat: 95, lng: 0, address: "x" }, radiusMiles: 15, selectedStoreIds: [] },
      "location.lat Latitude must be between -90 and 90",
    ],
    [{ location: null, radiusMiles: 15, selectedStoreIds: [1, 1] }, "Store ids must not repeat"],
    [{ location: null, radiusMiles: 15, selectedStoreIds: [2 ** 31] }, "selectedStoreIds.0 must be at most 2147483647"],
    [{ location: null, radiusMiles: 15, selectedStoreIds: ["1"] }, "selectedStoreIds.0 must be a number"],
    [
      { location: { lat: 40, lng: -80, address: "Main\u0000St" }, radiusMiles: 15, selectedStoreIds: [] },
      "Address cannot contain control characters",
    ],
    [{ location: { lat: 40, lng: -80, address: "   " }, radiusMiles: 15, selectedStoreIds: [] }, "Address is required"],
    [{ location: { lat: "40", lng: -80, address: "x" }, radiusMiles: 15, selectedStoreIds: [] }, "Latitude must be a number"],
    [{ location: null, radiusMiles: "15", selectedStoreIds: [] }, "radiusMiles must be a number"],
  ])("refuses %o and keeps what was saved", async (payload, message) => {
    const before = await get();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await get()).toEqual(before);
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.app.inject({ url: "/api/preferences" })).statusCode).toBe(401);
  });

  it("stores a subnormal latitude as 0 instead of failing", async () => {
    const res = await put({
      location: { lat: 5e-324, lng: -1e-320, address: "Null Island" },
      radiusMiles: 15,
      selectedStoreIds: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toEqual({ lat: 0, lng: 0, address: "Null Island" });
  });
});
