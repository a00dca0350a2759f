// @module-tag engines
// A cart change answers its priced line (issue 29 item 1, decision 087): PATCH /api/cart/:id answers the changed entry
// exactly as GET /api/cart shows it right after, so the page patches that line instead of reading the whole cart
// again. Still one statement with the shopper's stores selected; another shopper's entry or no session changes nothing.
// So does an add (decision 103): POST /api/cart answers the entry it added or raised; a refused add changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartEntrySchema, type CartEntry } from "../../../domain/contracts/catalog";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

let ctx: TestContext;
let log: ReturnType<typeof logStatements>;
let items: { id: number; name: string; brand: string }[];
let nearby: { id: number }[];

beforeAll(async () => {
  ctx = await createTestApp();
  log = logStatements(ctx.database.db);
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
  nearby = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25" })).json();
});
afterAll(() => {
  log.stop();
  return ctx.close();
});

const as = (cookie?: string) => ({ headers: cookie ? { cookie } : {} });
const itemNamed = (name: string, brand: string) => items.find((i) => i.name === name && i.brand === brand)!;
const cart = async (cookie: string): Promise<CartEntry[]> => (await ctx.app.inject({ url: "/api/cart", ...as(cookie) })).json();
const patch = (cookie: string | undefined, id: number, payload: object) =>
  ctx.app.inject({ method: "PATCH", url: `/api/cart/${id}`, ...as(cookie), payload });

/** A shopper with a three-item cart (or an empty one), at 5 selected stores (or none selected: the nearest stand in). */
async function shopper(email: string, selected: boolean, empty = false) {
  const cookie = await signIn(ctx.app, email);
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    ...as(cookie),
    payload: {
      location: { lat: 40.4406, lng: -79.9959, address: "Pittsburgh, PA" },
      radiusMiles: 25,
      selectedStoreIds: selected ? nearby.slice(0, 5).map((s) => s.id) : [],
    },
  });
  for (const item of empty
    ? []
    : [itemNamed("Whole Milk", "Turner's"), itemNamed("Bananas", "Unbranded"), itemNamed("Butter", "Land O Lakes")])
    await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(cookie), payload: { itemId: item.id, quantity: 1 } });
  const entries = await cart(cookie);
  return { cookie, milk: entries[0]!, butter: entries[2]! };
}

describe("a cart change's answer", () => {
  for (const selected of [true, false])
    it(`is the changed entry as the cart read shows it: quantity, then "any brand" (${selected ? "5 selected stores" : "nearest stores"})`, async () => {
      const { cookie, milk, butter } = await shopper(`answer-${selected}@example.com`, selected);
      expect(milk.storePrices.length).toBeGreaterThan(0);

      const more = await patch(cookie, milk.id, { quantity: 4 });
      expect(more.statusCode).toBe(200);
      const answered = cartEntrySchema.strict().parse(more.json());
      const read = await cart(cookie);
      expect(answered).toEqual(read.find((e) => e.id === milk.id));
      expect(answered.quantity).toBe(4);
      expect(answered.storePrices.some((p) => p.lineTotal !== null)).toBe(true);

      const anyBrand = await patch(cookie, butter.id, { matchMode: "any" });
      expect(anyBrand.statusCode).toBe(200);
      expect(anyBrand.json()).toEqual((await cart(cookie)).find((e) => e.id === butter.id));
      expect(anyBrand.json()).toMatchObject({ matchMode: "any", quantity: 1 });
      // Another brand of its group stands in somewhere: the group's members were read and priced in the answer too.
      const pricedItems = (anyBrand.json() as CartEntry).storePrices.map((p) => p.pricedItem?.id);
      expect(pricedItems.some((id) => id !== undefined && id !== butter.itemId)).toBe(true);

      const both = await patch(cookie, butter.id, { matchMode: "exact", quantity: 2 });
      expect(both.json()).toEqual((await cart(cookie)).find((e) => e.id === butter.id));
    });

  it("is one statement at the shopper's selected stores", async () => {
    const { cookie, milk } = await shopper("answer-one-statement@example.com", true);
    const before = log.statements.length;
    const res = await patch(cookie, milk.id, { quantity: 7 });
    expect(log.statements.length - before).toBe(1);
    expect(res.json()).toMatchObject({ id: milk.id, quantity: 7 });
    expect(res.json().storePrices).toHaveLength(5);
  });

  it("answers 404 for another shopper's entry and 401 without a session, changing nothing", async () => {
    const { cookie, milk } = await shopper("answer-owner@example.com", true);
    const other = await signIn(ctx.app, "answer-other@example.com");
    const before = await cart(cookie);
    const foreign = await patch(other, milk.id, { quantity: 9 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Cart item not found" });
    expect((await patch(undefined, milk.id, { quantity: 9 })).statusCode).toBe(401);
    expect((await patch(other, 999_999_999, { quantity: 9 })).statusCode).toBe(404);
    expect(await cart(cookie)).toEqual(before);
    expect(await cart(other)).toEqual([]);
  });
});

const post = (cookie: string | undefined, payload: object) =>
  ctx.app.inject({ method: "POST", url: "/api/cart", ...as(cookie), payload });

describe("an add's answer", () => {
  for (const selected of [true, false])
    it(`is the added entry as the cart read shows it, new or raised (${selected ? "5 selected stores" : "nearest stores"})`, async () => {
      const { cookie } = await shopper(`add-answer-${selected}@example.com`, selected, true);
      const milk = itemNamed("Whole Milk", "Turner's");
      const bananas = itemNamed("Bananas", "Unbranded");

      const first = await post(cookie, { itemId: milk.id, quantity: 2 });
      expect(first.statusCode).toBe(201);
      const answered = cartEntrySchema.strict().parse(first.json());
      expect(answered).toMatchObject({ itemId: milk.id, quantity: 2, matchMode: "exact" });
      expect(answered.storePrices.some((p) => p.lineTotal !== null)).toBe(true);
      expect([answered]).toEqual(await cart(cookie));

      // An own label or unbranded good comes in as "any brand" and is priced with its group's members.
      const second = await post(cookie, { itemId: bananas.id });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ itemId: bananas.id, quantity: 1, matchMode: "any" });
      expect((await cart(cookie))[1]).toEqual(second.json());

      // The same item again raises its quantity: the answer is that entry, in its place.
      const again = await post(cookie, { itemId: milk.id, quantity: 3 });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ id: answered.id, quantity: 5 });
      const read = await cart(cookie);
      expect(read.map((e) => e.id)).toEqual([answered.id, (second.json() as CartEntry).id]);
      expect(again.json()).toEqual(read[0]);
    });

  // A full cart's 409 is cart-cap.test.ts's: the answer is read only once the add has fit.
  it("answers 404 for an unknown item and 401 without a session, changing nothing", async () => {
    const { cookie } = await shopper("add-answer-refused@example.com", true, true);
    await post(cookie, { itemId: itemNamed("Butter", "Land O Lakes").id });
    const before = await cart(cookie);

    const unknown = await post(cookie, { itemId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Grocery item 999999999 not found" });
    expect((await post(undefined, { itemId: before[0]!.itemId })).statusCode).toBe(401);
    expect(await cart(cookie)).toEqual(before);
  });
});
