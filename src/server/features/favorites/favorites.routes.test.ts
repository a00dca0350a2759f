import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { createUserWithPlan, expectPremiumOnly, type PlanUser } from "../../../../tests/support/premium-users";

let ctx: TestContext;
let items: { id: number; name: string }[];
let storeIds: number[];

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
  const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json();
  storeIds = stores.slice(0, 3).map((s: { id: number }) => s.id);
});
afterAll(() => ctx.close());

type Call = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; payload?: InjectOptions["payload"] };
const call = (user: PlanUser, { method = "GET", url, payload }: Call) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload === undefined ? {} : { payload }) });
const favoritesOf = async (user: PlanUser) => (await call(user, { url: "/api/favorites" })).json();
const cartOf = async (user: PlanUser) => (await call(user, { url: "/api/cart" })).json();
const toggle = (user: PlanUser, itemId: number) => call(user, { method: "POST", url: `/api/favorites/toggle/${itemId}` });

async function premiumWithStores(): Promise<PlanUser> {
  const user = await createUserWithPlan(ctx, "active");
  await call(user, {
    method: "PUT",
    url: "/api/preferences",
    payload: { location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" }, radiusMiles: 5, selectedStoreIds: storeIds },
  });
  return user;
}

describe("favorites are Premium only", () => {
  it("answers 403 'Premium subscription required' to free and lapsed users, 401 to visitors, on every route", async () => {
    const itemId = items[0]!.id;
    const owned = async (user: PlanUser) => {
      await toggle(user, itemId).then(async (res) => res.json().isFavorite || (await toggle(user, itemId)));
      return (await favoritesOf(user))[0]?.id ?? 1;
    };
    await expectPremiumOnly(ctx, { method: "GET", url: "/api/favorites" });
    await expectPremiumOnly(ctx, { method: "POST", url: `/api/favorites/toggle/${itemId}` });
    await expectPremiumOnly(ctx, { method: "POST", url: "/api/favorites/add-to-cart" });
    // Free users have no favorites of their own: the guard answers before the row is looked up.
    await expectPremiumOnly(ctx, async (user) => ({
      method: "PATCH",
      url: `/api/favorites/${user.email.startsWith("free") || user.email.startsWith("lapsed") ? 1 : await owned(user)}`,
      payload: { notes: "x" },
    }));
    await expectPremiumOnly(ctx, async (user) => ({
      method: "DELETE",
      url: `/api/favorites/${user.email.startsWith("free") || user.email.startsWith("lapsed") ? 1 : await owned(user)}`,
    }));
  });

  it("tells a free user about Premium even when the input is bad", async () => {
    const free = await createUserWithPlan(ctx, "free");
    const res = await call(free, { method: "PATCH", url: "/api/favorites/abc", payload: { frequency: "hourly" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Premium subscription required" });
    expect((await ctx.app.inject({ method: "POST", url: "/api/favorites/toggle/zzz" })).statusCode).toBe(401);
  });
});

describe("favorites", () => {
  it("toggles an item on and off", async () => {
    const user = await premiumWithStores();
    const itemId = items[2]!.id;
    expect((await toggle(user, itemId)).json()).toEqual({ isFavorite: true });
    expect((await favoritesOf(user)).map((f: { itemId: number }) => f.itemId)).toEqual([itemId]);
    expect((await toggle(user, itemId)).json()).toEqual({ isFavorite: false });
    expect(await favoritesOf(user)).toEqual([]);
  });

  it("answers 404 for an unknown item and 400 for a malformed id, changing nothing", async () => {
    const user = await premiumWithStores();
    const unknown = await toggle(user, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Grocery item 2000000000 not found");
    for (const bad of ["0", "-1", "1.5", "abc", "99999999999"]) {
      const res = await call(user, { method: "POST", url: `/api/favorites/toggle/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
    expect(await favoritesOf(user)).toEqual([]);
  });

  // A favorite is priced per item, like a "this brand" cart entry without the cart's packs and product fields.
  const asItemPrices = (cartPrices: Record<string, unknown>[]) =>
    cartPrices.map(({ pricedItem: _p, packs: _n, lineTotal: _t, ...rest }) => rest);

  it("lists favorites with item, frequency, notes and storePrices identical to the cart's for the same item", async () => {
    const user = await premiumWithStores();
    const [a, b] = [items[4]!, items[5]!];
    await toggle(user, a.id);
    await toggle(user, b.id);
    await call(user, { method: "POST", url: "/api/cart", payload: { itemId: a.id, quantity: 2, matchMode: "exact" } });
    const list = await favoritesOf(user);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ itemId: a.id, item: { name: a.name }, frequency: "weekly", notes: "" });
    expect(Object.keys(list[0].item)).toEqual(expect.arrayContaining(["name", "brand", "unit", "category"]));
    const [entry] = await cartOf(user);
    expect(list[0].storePrices).toEqual(asItemPrices(entry.storePrices));
    expect(list[0].storePrices.map((p: { storeId: number }) => p.storeId)).toEqual(storeIds);
    expect(list[0].storePrices.some((p: { price: string | null }) => /^\d+\.\d{2}$/.test(p.price ?? ""))).toBe(true);
  });

  it("prices favorites at the 3 nearest stores when none are selected, as the cart does", async () => {
    const user = await createUserWithPlan(ctx, "family");
    await call(user, {
      method: "PUT",
      url: "/api/preferences",
      payload: { location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" }, radiusMiles: 5, selectedStoreIds: [] },
    });
    const item = items[6]!;
    await toggle(user, item.id);
    await call(user, { method: "POST", url: "/api/cart", payload: { itemId: item.id, quantity: 1, matchMode: "exact" } });
    const [favorite] = await favoritesOf(user);
    const [entry] = await cartOf(user);
    expect(favorite.storePrices).toHaveLength(3);
    expect(favorite.storePrices).toEqual(asItemPrices(entry.storePrices));
  });

  it("edits frequency and notes, and refuses bad values with 400 and no change", async () => {
    const user = await premiumWithStores();
    await toggle(user, items[7]!.id);
    const [{ id }] = await favoritesOf(user);
    const ok = await call(user, {
      method: "PATCH",
      url: `/api/favorites/${id}`,
      payload: { frequency: "monthly", notes: "  the organic one \r\n" },
    });
    expect(ok.statusCode).toBe(200);
    expect(await favoritesOf(user)).toMatchObject([{ frequency: "monthly", notes: "the organic one" }]);
    await call(user, { method: "PATCH", url: `/api/favorites/${id}`, payload: { frequency: "daily" } });
    expect(await favoritesOf(user)).toMatchObject([{ frequency: "daily", notes: "the organic one" }]);
    for (const payload of [{ frequency: "hourly" }, { notes: "x".repeat(501) }, { notes: "a\u0000b" }, {}, { notes: 5 }]) {
      const res = await call(user, { method: "PATCH", url: `/api/favorites/${id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
    expect(await favoritesOf(user)).toMatchObject([{ frequency: "daily", notes: "the organic one" }]);
  });

  it("adds all favorites to the cart with quantity 1, raising entries already there", async () => {
    const user = await premiumWithStores();
    const [a, b, c] = [items[8]!, items[9]!, items[10]!];
    for (const item of [a, b, c]) await toggle(user, item.id);
    await call(user, { method: "POST", url: "/api/cart", payload: { itemId: a.id, quantity: 2, matchMode: "exact" } });
    const res = await call(user, { method: "POST", url: "/api/favorites/add-to-cart" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 3 });
    const quantities = Object.fromEntries(
      (await cartOf(user)).map((e: { itemId: number; quantity: number }) => [e.itemId, e.quantity]),
    );
    expect(quantities).toEqual({ [a.id]: 3, [b.id]: 1, [c.id]: 1 });
  });

  it("adds only the listed favorites, and refuses the whole call when one is not the caller's", async () => {
    const user = await premiumWithStores();
    const other = await premiumWithStores();
    for (const item of [items[11]!, items[12]!]) await toggle(user, item.id);
    await toggle(other, items[13]!.id);
    const [first] = await favoritesOf(user);
    const [theirs] = await favoritesOf(other);
    const some = await call(user, { method: "POST", url: "/api/favorites/add-to-cart", payload: { favoriteIds: [first.id] } });
    expect(some.json()).toEqual({ added: 1 });
    expect((await cartOf(user)).map((e: { itemId: number }) => e.itemId)).toEqual([first.itemId]);

    const foreign = await call(user, {
      method: "POST",
      url: "/api/favorites/add-to-cart",
      payload: { favoriteIds: [first.id, theirs.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Favorite not found" });
    expect(await cartOf(user)).toMatchObject([{ itemId: first.itemId, quantity: 1 }]);
    expect(await cartOf(other)).toEqual([]);

    for (const payload of [
      { favoriteIds: [first.id, first.id] },
      { favoriteIds: ["1"] },
      { favoriteIds: [0] },
      { favoriteIds: 3 },
    ]) {
      const res = await call(user, { method: "POST", url: "/api/favorites/add-to-cart", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await cartOf(user)).toMatchObject([{ itemId: first.itemId, quantity: 1 }]);
  });

  it("adds nothing when there are no favorites", async () => {
    const user = await premiumWithStores();
    expect((await call(user, { method: "POST", url: "/api/favorites/add-to-cart", payload: {} })).json()).toEqual({ added: 0 });
    expect(await cartOf(user)).toEqual([]);
  });

  it("removes a favorite; another user's id is 404 and stays", async () => {
    const user = await premiumWithStores();
    const other = await premiumWithStores();
    await toggle(user, items[14]!.id);
    await toggle(other, items[14]!.id);
    const [mine] = await favoritesOf(user);
    const [theirs] = await favoritesOf(other);
    for (const req of [
      { method: "DELETE" as const, url: `/api/favorites/${theirs.id}` },
      { method: "PATCH" as const, url: `/api/favorites/${theirs.id}`, payload: { notes: "mine now" } },
    ]) {
      const res = await call(user, req);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Favorite not found" });
    }
    expect(await favoritesOf(other)).toMatchObject([{ id: theirs.id, notes: "" }]);
    expect((await call(user, { method: "DELETE", url: `/api/favorites/${mine.id}` })).json()).toEqual({ ok: true });
    expect(await favoritesOf(user)).toEqual([]);
    expect((await call(user, { method: "DELETE", url: `/api/favorites/${mine.id}` })).statusCode).toBe(404);
  });
});
