import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { userPreferences } from "../../db/schema/index";

// What a shopper gets back from preferences as they are stored (including a row edited by hand), and
// clearing a saved location.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => ctx.close());

async function shopper(email: string) {
  const cookie = await signIn(ctx.app, email);
  const me = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
  const get = async () => (await ctx.app.inject({ url: "/api/preferences", headers: { cookie } })).json();
  const put = (payload: object) => ctx.app.inject({ method: "PUT", url: "/api/preferences", headers: { cookie }, payload });
  return { id: me.id, get, put };
}

describe("stored preferences", () => {
  it("forgets the location when the shopper clears it, keeping radius and stores", async () => {
    const s = await shopper("prefs-clear@example.com");
    await s.put({ location: { lat: 40.44, lng: -79.99, address: "Pittsburgh, PA" }, radiusMiles: 10, selectedStoreIds: [] });
    const cleared = await s.put({ location: null, radiusMiles: 10, selectedStoreIds: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ location: null, radiusMiles: 10, selectedStoreIds: [] });
    expect(await s.get()).toEqual({ location: null, radiusMiles: 10, selectedStoreIds: [] });
  });

  it("treats a stored point with only one coordinate as no location", async () => {
    for (const [latitude, longitude] of [
      [40.44, null],
      [null, -79.99],
    ] as const) {
      const s = await shopper(`prefs-half-${latitude === null ? "lng" : "lat"}@example.com`);
      await ctx.database.db.insert(userPreferences).values({ userId: s.id, latitude, longitude, locationLabel: "Somewhere" });
      expect(await s.get()).toEqual({ location: null, radiusMiles: 15, selectedStoreIds: [] });
    }
  });

  it("names every unknown store id, and saves nothing", async () => {
    const s = await shopper("prefs-unknown-stores@example.com");
    const res = await s.put({ location: null, radiusMiles: 15, selectedStoreIds: [999_998, 999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Unknown store id: 999998, 999999" });
    expect(await s.get()).toEqual({ location: null, radiusMiles: 15, selectedStoreIds: [] });
  });
});
