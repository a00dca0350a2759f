import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// Spec §9: with no store selected, the cart is priced at the 3 nearest stores within the shopper's radius; of
// different chains (decision 052), since branches of one chain price alike.
// South of Pittsburgh (40.3, -79.9) the nearest seeded store is about 2.0 miles away and the next about 3.1.
const SOUTH = { lat: 40.3, lng: -79.9, address: "Large, PA" };
// Oakland, Pittsburgh 15213: Aldi 1.3 mi, Giant Eagle 1.4, Aldi 1.5, Giant Eagle 1.5, Aldi 1.6, Whole Foods 1.8 …
const OAKLAND = { lat: 40.4443, lng: -79.9554, address: "Pittsburgh, PA 15213" };
type Place = typeof SOUTH;
type ListedStore = { id: number; chainId: number };

let ctx: TestContext;
let shoppers = 0;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
});
afterAll(() => ctx.close());

/** A new shopper's headers, at this place with this radius and no store selected. */
async function shopperAt(place: Place, radiusMiles: number) {
  const cookie = await signIn(ctx.app, `default-stores-${++shoppers}@example.com`);
  const headers = { cookie };
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers,
    payload: { location: place, radiusMiles, selectedStoreIds: [] },
  });
  return headers;
}

async function pricedStoreIds(radiusMiles: number, place: Place = SOUTH): Promise<number[]> {
  const headers = await shopperAt(place, radiusMiles);
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers, payload: { itemId } });
  const [entry] = (await ctx.app.inject({ url: "/api/cart", headers })).json() as { storePrices: { storeId: number }[] }[];
  return entry!.storePrices.map((p) => p.storeId);
}

const listStoresWithin = async (miles: number, place: Place = SOUTH) =>
  (await ctx.app.inject({ url: `/api/stores?lat=${place.lat}&lng=${place.lng}&maxDistance=${miles}` })).json() as ListedStore[];
const storesWithin = async (miles: number) => (await listStoresWithin(miles)).map((s) => s.id);

/** The nearest branch of each chain, nearest first. */
const nearestOfEachChain = (stores: readonly ListedStore[]) =>
  stores.filter((store, index) => stores.findIndex((other) => other.chainId === store.chainId) === index).map((s) => s.id);

describe("stores a cart is priced at when the shopper selected none", () => {
  it("leaves out stores beyond the radius, even when fewer than 3 are inside it", async () => {
    const inside = await storesWithin(2);
    expect(inside).toHaveLength(1);
    expect(await pricedStoreIds(2)).toEqual(inside);
  });

  it("takes the nearest branches of the 3 nearest chains when more are inside the radius", async () => {
    const inside = await listStoresWithin(4);
    expect(inside.length).toBeGreaterThan(3);
    expect(await pricedStoreIds(4)).toEqual(nearestOfEachChain(inside).slice(0, 3));
  });

  it("near 15213, where the nearest stores are Aldi, Giant Eagle, Aldi: no two columns of one chain (decision 052)", async () => {
    const inside = await listStoresWithin(15, OAKLAND);
    const chainOf = new Map(inside.map((store) => [store.id, store.chainId]));
    // The spec's letter, the 3 nearest, would price two branches of one chain.
    expect(new Set(inside.slice(0, 3).map((store) => store.chainId)).size).toBeLessThan(3);
    const priced = await pricedStoreIds(15, OAKLAND);
    expect(priced).toHaveLength(3);
    expect(new Set(priced.map((id) => chainOf.get(id))).size).toBe(3);
    expect(priced).toEqual(nearestOfEachChain(inside).slice(0, 3));
  });

  it("prices at no store when none is inside the radius", async () => {
    expect(await storesWithin(1)).toEqual([]);
    expect(await pricedStoreIds(1)).toEqual([]);
  });

  it("names each chain's own label in an 'any brand' line, as with stores selected (decision 027)", async () => {
    const headers = await shopperAt(OAKLAND, 15);
    const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number; name: string; brand: string }[];
    const milk = items.find((item) => item.name === "Whole Milk" && item.brand === "Turner's")!;
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers, payload: { itemId: milk.id, matchMode: "any" } });
    type Cell = { storeId: number; pricedItem: { brand: string; name: string } | null };
    const [entry] = (await ctx.app.inject({ url: "/api/cart", headers })).json() as { storePrices: Cell[] }[];
    const stores = (await ctx.app.inject({ url: `/api/stores?lat=${OAKLAND.lat}&lng=${OAKLAND.lng}&maxDistance=15` })).json() as {
      id: number;
      chainName: string;
    }[];
    const chainOf = new Map(stores.map((store) => [store.id, store.chainName]));
    const aldi = entry!.storePrices.find((cell) => chainOf.get(cell.storeId) === "Aldi");
    expect(aldi?.pricedItem).toMatchObject({ brand: "Aldi", name: "Whole Milk" });
  });
});
