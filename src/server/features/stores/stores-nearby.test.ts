import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { chains } from "../../db/schema/index";
import { addKrogerChain } from "./kroger-chains.repository";
import { findExistingStoreIds, getNearestStores, getStoresByIds } from "./stores.service";

// Distances are great-circle miles on a sphere of 3,958.8 miles (the mean Earth radius).
const EARTH_RADIUS_MILES = 3958.8;
const degrees = (radians: number) => (radians * 180) / Math.PI;

type ListedStore = {
  id: number;
  chainId: number;
  name: string;
  latitude: string;
  longitude: string;
  calculatedDistance?: number;
};

let ctx: TestContext;
let all: ListedStore[];
beforeAll(async () => {
  ctx = await createTestApp();
  all = (await ctx.app.inject({ url: "/api/stores" })).json();
});
afterAll(() => ctx.close());

const near = async (lat: number, lng: number, maxDistance?: number): Promise<ListedStore[]> => {
  const query = `lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}${maxDistance === undefined ? "" : `&maxDistance=${maxDistance}`}`;
  const res = await ctx.app.inject({ url: `/api/stores?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** A point `miles` due north, south, east or west of a store (east and west along its parallel). */
function pointFrom(store: ListedStore, miles: number, direction: "north" | "south" | "east" | "west") {
  const lat = Number(store.latitude);
  const lng = Number(store.longitude);
  const dLat = degrees(miles / EARTH_RADIUS_MILES);
  const dLng = degrees(2 * Math.asin(Math.sin(miles / (2 * EARTH_RADIUS_MILES)) / Math.cos((lat * Math.PI) / 180)));
  if (direction === "north") return { lat: lat + dLat, lng };
  if (direction === "south") return { lat: lat - dLat, lng };
  return { lat, lng: direction === "east" ? lng + dLng : lng - dLng };
}

describe("stores near a point", () => {
  it("gives each store's coordinates to six decimals (about 10 cm)", () => {
    for (const store of all) {
      expect(store.latitude).toMatch(/^-?\d+\.\d{6}$/);
      expect(store.longitude).toMatch(/^-?\d+\.\d{6}$/);
    }
  });

  it.each(["north", "south", "east", "west"] as const)(
    "finds a store 10 miles %s of the point at 10 miles, within 11 and not within 9",
    async (direction) => {
      const store = all[0]!;
      const point = pointFrom(store, 10, direction);
      const within11 = await near(point.lat, point.lng, 11);
      expect(within11.find((s) => s.id === store.id)?.calculatedDistance).toBe(10);
      expect((await near(point.lat, point.lng, 9)).map((s) => s.id)).not.toContain(store.id);
    },
  );

  it("rounds the distance to a tenth of a mile", async () => {
    const store = all[0]!;
    const point = pointFrom(store, 6.34, "north");
    const found = (await near(point.lat, point.lng, 7)).find((s) => s.id === store.id);
    expect(found?.calculatedDistance).toBe(6.3);
  });

  it("means within 25 miles when no maximum distance is given", async () => {
    const northernmost = all.reduce((a, b) => (Number(b.latitude) > Number(a.latitude) ? b : a));
    const at24 = pointFrom(northernmost, 24, "north");
    const listed = await near(at24.lat, at24.lng);
    expect(listed.map((s) => s.id)).toContain(northernmost.id);
    expect(Math.max(...listed.map((s) => s.calculatedDistance!))).toBeLessThanOrEqual(25);
    const at26 = pointFrom(northernmost, 26, "north");
    expect(await near(at26.lat, at26.lng)).toEqual([]);
  });

  it("gives the n nearest within the distance, nearest first (the stores a cart is priced at by default)", async () => {
    const store = all[0]!;
    const lat = Number(store.latitude);
    const lng = Number(store.longitude);
    const listed = await near(lat, lng, 10);
    expect(listed.length).toBeGreaterThan(2);
    const nearest = await getNearestStores(ctx.database.db, lat, lng, 10, 2);
    expect(nearest.map((s) => s.id)).toEqual(listed.slice(0, 2).map((s) => s.id));
    expect(nearest[0]!.distanceMiles).toBe(0);
    expect(nearest[1]!.distanceMiles).toBeGreaterThan(0);
  });
});

describe("stores by id", () => {
  it("gives the stores that exist in the order asked, skipping ids that name none", async () => {
    const [a, b, c] = all;
    const stores = await getStoresByIds(ctx.database.db, [c!.id, 2_000_000_000, a!.id, b!.id]);
    expect(stores.map((s) => [s.id, s.name])).toEqual([
      [c!.id, c!.name],
      [a!.id, a!.name],
      [b!.id, b!.name],
    ]);
    expect(await getStoresByIds(ctx.database.db, [])).toEqual([]);
  });

  it("says which of the ids name a store", async () => {
    const [a, b] = all;
    expect(await findExistingStoreIds(ctx.database.db, [a!.id, 2_000_000_000, b!.id])).toEqual(new Set([a!.id, b!.id]));
    expect(await findExistingStoreIds(ctx.database.db, [2_000_000_000])).toEqual(new Set());
    expect(await findExistingStoreIds(ctx.database.db, [])).toEqual(new Set());
  });
});

describe("a Kroger-family chain met by the store import (decision 019)", () => {
  it("is added once with its banner's name, colours, site and search link, and found again by its slug", async () => {
    const { db } = ctx.database;
    const first = await addKrogerChain(db, "ralphs");
    expect(first).toEqual({ id: expect.any(Number), slug: "ralphs", name: "Ralphs" });
    const again = await addKrogerChain(db, "ralphs");
    expect(again).toEqual(first);
    const rows = await db.select().from(chains).where(eq(chains.slug, "ralphs"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ralphs",
      color: "#C8102E",
      logo: "RA",
      websiteUrl: "https://www.ralphs.com",
      onlineShoppingUrl: "https://www.ralphs.com",
      searchUrlTemplate: "https://www.ralphs.com/search?query={query}",
      supportsOnlineOrdering: true,
      isBudget: false,
    });
    expect((await addKrogerChain(db, "ruler-foods")).name).toBe("Ruler Foods");
    expect((await db.select().from(chains).where(eq(chains.slug, "ruler-foods")))[0]!.isBudget).toBe(true);
  });

  it("refuses a slug that is not a Kroger banner, adding nothing", async () => {
    const { db } = ctx.database;
    const before = await db.select({ id: chains.id }).from(chains);
    await expect(addKrogerChain(db, "giant-eagle")).rejects.toThrow("not a Kroger-family chain: giant-eagle");
    expect(await db.select({ id: chains.id }).from(chains)).toEqual(before);
  });
});
