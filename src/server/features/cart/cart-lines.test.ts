import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { eq } from "drizzle-orm";
import { groceryItems } from "../../db/schema/index";
import { addLinesToCart, listCartLines, mergeIntoCart, priceItemsForShopper, startCart } from "./cart.service";

// What other features do with a shopper's cart: favorites and recurring orders add lines to it, a shared list is
// merged into it, messages and shared lists list it, and favorites are priced beside it at the same stores.
type Item = { id: number; name: string; brand: string; size: number; sizeUnit: string };
type Entry = {
  id: number;
  itemId: number;
  quantity: number;
  matchMode: string;
  storePrices: { storeId: number; price: string }[];
};

// South of Pittsburgh the nearest seeded store is about 2.0 miles away and the next about 3.1 (cart-default-stores.test.ts).
const SOUTH = { lat: 40.3, lng: -79.9, address: "Large, PA" };
const NO_ITEM = 2_000_000_000;

let ctx: TestContext;
let items: Item[];
let shoppers = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
});
afterAll(() => ctx.close());

const itemNamed = (name: string, brand: string) => items.find((i) => i.name === name && i.brand === brand)!;

async function shopper(preferences?: object) {
  const cookie = await signIn(ctx.app, `cart-lines-${++shoppers}@example.com`);
  const { id } = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
  if (preferences) await ctx.app.inject({ method: "PUT", url: "/api/preferences", headers: { cookie }, payload: preferences });
  const add = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload });
  const cart = async () => (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as Entry[];
  const quantities = async () => Object.fromEntries((await cart()).map((e) => [e.itemId, e.quantity]));
  return { id, add, cart, quantities };
}

describe("adding a favorites list or a recurring order to the cart", () => {
  it("sums an item listed twice, raises the entry already there and stops at 99", async () => {
    const milk = itemNamed("Whole Milk", "Turner's");
    const bananas = itemNamed("Bananas", "Unbranded");
    const butter = itemNamed("Butter", "Land O Lakes");
    const me = await shopper();
    await me.add({ itemId: milk.id, quantity: 1 });
    await me.add({ itemId: butter.id, quantity: 90 });
    await addLinesToCart(ctx.database.db, me.id, [
      { itemId: milk.id, quantity: 2 },
      { itemId: bananas.id, quantity: 1 },
      { itemId: milk.id, quantity: 3 },
      { itemId: butter.id, quantity: 20 },
    ]);
    expect(await me.quantities()).toEqual({ [milk.id]: 6, [bananas.id]: 1, [butter.id]: 99 });
    await addLinesToCart(ctx.database.db, me.id, [
      { itemId: bananas.id, quantity: 60 },
      { itemId: bananas.id, quantity: 60 },
    ]);
    expect((await me.quantities())[bananas.id]).toBe(99);
  });

  it("gives an entry already there the match mode named when it is added again, and keeps its mode when none is", async () => {
    const { add, cart } = await shopper();
    const milk = itemNamed("Whole Milk", "Turner's");
    await add({ itemId: milk.id, matchMode: "exact" });
    await add({ itemId: milk.id, matchMode: "any" });
    expect((await cart()).map((e) => [e.itemId, e.quantity, e.matchMode])).toEqual([[milk.id, 2, "any"]]);
    await add({ itemId: milk.id });
    expect((await cart()).map((e) => [e.itemId, e.quantity, e.matchMode])).toEqual([[milk.id, 3, "any"]]);
  });

  it("adds new entries in the item's own match mode, and an empty list changes nothing", async () => {
    const me = await shopper();
    const storeBrand = itemNamed("Whole Milk", "Great Value");
    const national = itemNamed("Whole Milk", "Turner's");
    await addLinesToCart(ctx.database.db, me.id, [
      { itemId: storeBrand.id, quantity: 1 },
      { itemId: national.id, quantity: 1 },
    ]);
    await addLinesToCart(ctx.database.db, me.id, []);
    expect((await me.cart()).map((e) => [e.itemId, e.matchMode])).toEqual([
      [storeBrand.id, "any"],
      [national.id, "exact"],
    ]);
  });
});

describe("a new account's first cart (startCart)", () => {
  it("adds the catalog's items by key, skips keys it does not have, and leaves entries already there as they are", async () => {
    const milk = itemNamed("Whole Milk", "Turner's");
    const eggs = items.find((i) => i.name.includes("Eggs"))!;
    const keyOf = async (id: number) =>
      (await ctx.database.db.select({ key: groceryItems.key }).from(groceryItems).where(eq(groceryItems.id, id)))[0]!.key;
    const s = await shopper();
    await s.add({ itemId: milk.id, quantity: 3 });
    await startCart(ctx.database.db, s.id, [
      { key: await keyOf(milk.id), quantity: 1 },
      { key: "no-such-key", quantity: 2 },
      { key: await keyOf(eggs.id), quantity: 150 },
    ]);
    expect(await s.quantities()).toEqual({ [milk.id]: 3, [eggs.id]: 99 });
    await startCart(ctx.database.db, s.id, [{ key: "no-such-key", quantity: 1 }]);
    expect(await s.quantities()).toEqual({ [milk.id]: 3, [eggs.id]: 99 });
  });
});

describe("merging a shared list into the cart", () => {
  it("skips items gone from the catalog, sums repeats, raises entries already there, stops at 99 and says what it merged", async () => {
    const milk = itemNamed("Whole Milk", "Turner's");
    const bananas = itemNamed("Bananas", "Unbranded");
    const butter = itemNamed("Butter", "Land O Lakes");
    const me = await shopper();
    await me.add({ itemId: milk.id, quantity: 2 });
    await me.add({ itemId: butter.id, quantity: 95 });
    const merged = await mergeIntoCart(ctx.database.db, me.id, [
      { itemId: milk.id, quantity: 1 },
      { itemId: NO_ITEM, quantity: 1 },
      { itemId: bananas.id, quantity: 2 },
      { itemId: bananas.id, quantity: 3 },
      { itemId: butter.id, quantity: 10 },
    ]);
    expect([...merged].sort((a, b) => a - b)).toEqual([milk.id, bananas.id, butter.id].sort((a, b) => a - b));
    expect(await me.quantities()).toEqual({ [milk.id]: 3, [bananas.id]: 5, [butter.id]: 99 });
    const entry = (await me.cart()).find((e) => e.itemId === bananas.id)!;
    expect(entry.matchMode).toBe("any");
  });

  it("merges nothing from an empty list or one whose items are all gone", async () => {
    const me = await shopper();
    expect(await mergeIntoCart(ctx.database.db, me.id, [])).toEqual([]);
    expect(await mergeIntoCart(ctx.database.db, me.id, [{ itemId: NO_ITEM, quantity: 1 }])).toEqual([]);
    expect(await me.cart()).toEqual([]);
  });
});

describe("listing the cart for a shared list or a message", () => {
  it("gives each line with its item in the order the shopper added them, only the shopper's own", async () => {
    const eggs = items[0]!;
    const [a, b, c] = [
      itemNamed("Whole Milk", "Turner's"),
      itemNamed("Bananas", "Unbranded"),
      itemNamed("Butter", "Land O Lakes"),
    ];
    const me = await shopper();
    const other = await shopper();
    await other.add({ itemId: eggs.id, quantity: 4 });
    await me.add({ itemId: b.id, quantity: 2 });
    // One statement: the same moment for both, so the order they were listed in decides.
    await addLinesToCart(ctx.database.db, me.id, [
      { itemId: c.id, quantity: 1 },
      { itemId: a.id, quantity: 3 },
    ]);
    const lines = await listCartLines(ctx.database.db, me.id);
    expect(
      lines.map((l) => [l.itemId, l.quantity, l.matchMode, l.item.name, l.item.brand, l.item.size, l.item.sizeUnit]),
    ).toEqual(
      [b, c, a].map((i) => [i.id, i === b ? 2 : i === c ? 1 : 3, i === b ? "any" : "exact", i.name, i.brand, i.size, i.sizeUnit]),
    );
    expect(lines.map((l) => l.id)).toEqual((await me.cart()).map((e) => e.id));
  });
});

describe("pricing items beside the cart (favorites)", () => {
  const pricesOf = (list: { storeId: number; price: string | null }[] | undefined) => list?.map((p) => [p.storeId, p.price]);

  it("prices them at the shopper's selected stores in the shopper's order, as the cart does", async () => {
    const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as {
      id: number;
    }[];
    const selected = [stores[2]!.id, stores[0]!.id];
    const milk = itemNamed("Whole Milk", "Turner's");
    const me = await shopper({ location: null, radiusMiles: 15, selectedStoreIds: selected });
    await me.add({ itemId: milk.id });
    const [entry] = await me.cart();
    const priced = await priceItemsForShopper(ctx.database.db, me.id, [milk]);
    expect(pricesOf(priced.get(milk.id))?.map(([storeId]) => storeId)).toEqual(selected);
    expect(pricesOf(priced.get(milk.id))).toEqual(pricesOf(entry!.storePrices));
  });

  it.each([
    [2, 1],
    [4, 3],
    [1, 0],
  ])(
    "with no store selected, prices them at the nearest (at most 3) within a %i-mile radius, as the cart does",
    async (radiusMiles, count) => {
      const bananas = itemNamed("Bananas", "Unbranded");
      const me = await shopper({ location: SOUTH, radiusMiles, selectedStoreIds: [] });
      await me.add({ itemId: bananas.id });
      const [entry] = await me.cart();
      const priced = await priceItemsForShopper(ctx.database.db, me.id, [bananas]);
      expect(priced.get(bananas.id)).toHaveLength(count);
      expect(pricesOf(priced.get(bananas.id))).toEqual(pricesOf(entry!.storePrices));
    },
  );

  it("prices them at no store for a shopper with no location and no store, and prices nothing when given nothing", async () => {
    const bananas = itemNamed("Bananas", "Unbranded");
    const me = await shopper();
    expect((await priceItemsForShopper(ctx.database.db, me.id, [bananas])).get(bananas.id)).toEqual([]);
    expect(await priceItemsForShopper(ctx.database.db, me.id, [])).toEqual(new Map());
  });
});
