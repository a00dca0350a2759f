import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartEntries, groceryItems, prices } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// Equivalent products (issue 14, decision 011): "this brand" and "any brand" cart entries, priced per store.
let ctx: TestContext;
let items: { id: number; name: string; brand: string }[];
type StoreRow = { id: number; chainId: number; chainName: string };
let stores: StoreRow[];

beforeAll(async () => {
  ctx = await createTestApp();
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
  stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25" })).json();
});
afterAll(() => ctx.close());

const as = (cookie: string) => ({ headers: { cookie } });
const itemNamed = (name: string, brand: string) => items.find((i) => i.name === name && i.brand === brand)!;
const storeOf = (chainName: string) => stores.find((s) => s.chainName === chainName)!;

async function shopperAt(email: string, storeIds: number[]) {
  const cookie = await signIn(ctx.app, email);
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    ...as(cookie),
    payload: { location: null, radiusMiles: 15, selectedStoreIds: storeIds },
  });
  return cookie;
}
const add = (cookie: string, payload: object) => ctx.app.inject({ method: "POST", url: "/api/cart", ...as(cookie), payload });
const cart = async (cookie: string) => (await ctx.app.inject({ url: "/api/cart", ...as(cookie) })).json();

describe("cart match modes", () => {
  it("adds store brands and unbranded goods as 'any brand' and national brands as 'exact' unless told otherwise", async () => {
    const cookie = await shopperAt("modes@example.com", [storeOf("Target").id]);
    await add(cookie, { itemId: itemNamed("Whole Milk", "Great Value").id });
    await add(cookie, { itemId: itemNamed("Bananas", "Unbranded").id });
    await add(cookie, { itemId: itemNamed("Whole Milk", "Turner's").id });
    await add(cookie, { itemId: itemNamed("Butter", "Land O Lakes").id, matchMode: "any" });
    const entries = await cart(cookie);
    expect(entries.map((e: { item: { brand: string }; matchMode: string }) => [e.item.brand, e.matchMode])).toEqual([
      ["Great Value", "any"],
      ["Unbranded", "any"],
      ["Turner's", "exact"],
      ["Land O Lakes", "any"],
    ]);
  });

  it("prices an 'any brand' entry with another brand where its own is not sold, naming the product priced", async () => {
    const target = storeOf("Target");
    const cookie = await shopperAt("anybrand@example.com", [target.id]);
    await add(cookie, { itemId: itemNamed("Whole Milk", "Great Value").id, quantity: 2 });
    const [entry] = await cart(cookie);
    const [atTarget] = entry.storePrices;
    expect(atTarget).toMatchObject({ storeId: target.id, available: true, packs: expect.any(Number) });
    expect(atTarget.pricedItem.name).toBe("Whole Milk");
    expect(atTarget.pricedItem.brand).not.toBe("Great Value");
    expect(atTarget.price).toMatch(/^\d+\.\d{2}$/);
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(atTarget.lineTotal)).toBe(cents(atTarget.price) * atTarget.packs);

    // The same entry switched to "this brand": Target does not sell Great Value.
    const patch = await ctx.app.inject({
      method: "PATCH",
      url: `/api/cart/${entry.id}`,
      ...as(cookie),
      payload: { matchMode: "exact" },
    });
    expect(patch.statusCode).toBe(200);
    const [exact] = await cart(cookie);
    expect(exact).toMatchObject({ matchMode: "exact", quantity: 2 });
    expect(exact.storePrices[0]).toMatchObject({ available: false, price: null, pricedItem: null, packs: null, lineTotal: null });
  });

  it("buys enough packs of another size to cover the amount, choosing the cheapest way", async () => {
    const target = storeOf("Target");
    const { db } = ctx.database;
    const [gallon, half] = await db
      .insert(groceryItems)
      .values([
        {
          key: "test-oat-drink-a-1-gal",
          name: "Oat Drink",
          brand: "Brand A",
          category: "Dairy",
          unit: "1 gal",
          size: 1,
          sizeUnit: "gal",
          productGroup: "test-oat-drink",
        },
        {
          key: "test-oat-drink-b-64-fl-oz",
          name: "Oat Drink",
          brand: "Brand B",
          category: "Dairy",
          unit: "64 fl oz",
          size: 64,
          sizeUnit: "fl oz",
          productGroup: "test-oat-drink",
        },
      ])
      .returning({ id: groceryItems.id });
    const observed = {
      source: "import" as const,
      observedAt: new Date("2030-01-02T00:00:00Z"),
      observedPrecision: "day" as const,
    };
    await db.insert(prices).values([
      { itemId: gallon!.id, chainId: target.chainId, cents: 500, sourceRef: "test.csv:2", ...observed },
      { itemId: half!.id, chainId: target.chainId, cents: 200, sourceRef: "test.csv:3", ...observed },
    ]);
    const cookie = await shopperAt("packs@example.com", [target.id]);
    await add(cookie, { itemId: gallon!.id, quantity: 3, matchMode: "any" });
    const [entry] = await cart(cookie);
    expect(entry.storePrices[0]).toMatchObject({
      price: "2.00",
      packs: 6,
      lineTotal: "12.00",
      pricedItem: { id: half!.id, name: "Oat Drink", brand: "Brand B", unit: "64 fl oz" },
    });
    await ctx.app.inject({ method: "PATCH", url: `/api/cart/${entry.id}`, ...as(cookie), payload: { matchMode: "exact" } });
    const [exact] = await cart(cookie);
    expect(exact.storePrices[0]).toMatchObject({
      price: "5.00",
      packs: 3,
      lineTotal: "15.00",
      pricedItem: { id: gallon!.id, brand: "Brand A" },
    });
  });

  it("refuses a bad match mode or an empty change with a message, and changes nothing", async () => {
    const cookie = await shopperAt("badmode@example.com", [storeOf("Target").id]);
    const refused = await add(cookie, { itemId: itemNamed("Whole Milk", "Turner's").id, matchMode: "cheapest" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(await cart(cookie)).toEqual([]);

    await add(cookie, { itemId: itemNamed("Whole Milk", "Turner's").id, quantity: 2 });
    const [entry] = await cart(cookie);
    for (const payload of [{ matchMode: "ANY" }, {}, { matchMode: null }]) {
      const res = await ctx.app.inject({ method: "PATCH", url: `/api/cart/${entry.id}`, ...as(cookie), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await cart(cookie)).toMatchObject([{ id: entry.id, quantity: 2, matchMode: "exact" }]);
  });

  it("never switches another shopper's entry", async () => {
    const owner = await shopperAt("owner-mode@example.com", []);
    await add(owner, { itemId: itemNamed("Whole Milk", "Turner's").id });
    const [entry] = await cart(owner);
    const other = await signIn(ctx.app, "other-mode@example.com");
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/cart/${entry.id}`,
      ...as(other),
      payload: { matchMode: "any" },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select({ matchMode: cartEntries.matchMode })
      .from(cartEntries)
      .where(eq(cartEntries.id, entry.id));
    expect(row!.matchMode).toBe("exact");
  });
});
