import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { catalogState, chains } from "../../db/schema/index";
import { seedDatabase } from "../../db/seed/seed";

// Chain assortments (issue 14, decisions 026 and 027): a chain is priced only for what it sells, and the
// generic own label is named as each chain calls its own.
let ctx: TestContext;
let items: { id: number; name: string; brand: string; unit: string }[];
type StoreRow = { id: number; chainName: string };
let stores: StoreRow[];

beforeAll(async () => {
  ctx = await createTestApp();
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
  stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25" })).json();
});
afterAll(() => ctx.close());

const as = (cookie: string) => ({ headers: { cookie } });
const item = (name: string, brand: string, unit?: string) =>
  items.find((i) => i.name === name && i.brand === brand && (unit === undefined || i.unit === unit))!;
const CHAINS = ["Aldi", "Target", "Walmart", "Costco", "Kuhn's Market", "Save-A-Lot"] as const;

async function shopperAtChains(email: string) {
  const cookie = await signIn(ctx.app, email);
  const selectedStoreIds = CHAINS.slice(0, 5).map((chain) => stores.find((s) => s.chainName === chain)!.id);
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    ...as(cookie),
    payload: { location: null, radiusMiles: 15, selectedStoreIds },
  });
  return cookie;
}
type StorePrice = { available: boolean; pricedItem: { name: string; brand: string; unit: string } | null; price: string | null };
async function pricesOf(cookie: string, itemId: number, matchMode: "any" | "exact") {
  await ctx.app.inject({ method: "POST", url: "/api/cart", ...as(cookie), payload: { itemId, matchMode } });
  const entries: { itemId: number; storePrices: StorePrice[] }[] = (
    await ctx.app.inject({ url: "/api/cart", ...as(cookie) })
  ).json();
  const storePrices = entries.find((e) => e.itemId === itemId)!.storePrices;
  return Object.fromEntries(CHAINS.slice(0, 5).map((chain, i) => [chain, storePrices[i]!]));
}
const label = (p: StorePrice) => (p.pricedItem ? `${p.pricedItem.brand} ${p.pricedItem.name} ${p.pricedItem.unit}` : null);

describe("chain assortments in the cart", () => {
  it("prices an 'any brand' whole milk at each chain with its own label, named as the chain calls it", async () => {
    const cookie = await shopperAtChains("own-labels@example.com");
    const at = await pricesOf(cookie, item("Whole Milk", "Turner's").id, "any");
    expect(label(at.Aldi!)).toBe("Aldi Whole Milk 1 gal");
    expect(label(at.Costco!)).toBe("Kirkland Signature Whole Milk 1 gal");
    expect(label(at.Walmart!)).toBe("Great Value Whole Milk 1 gal");
    expect(label(at["Kuhn's Market"]!)).toMatch(/^(Store Brand|Turner's) Whole Milk 1 gal$/);
    for (const price of Object.values(at))
      expect(price).toMatchObject({ available: true, price: expect.stringMatching(/^\d+\.\d{2}$/) });
  });

  it("shows a national brand a limited chain or a club does not sell as not carried, and a club's small jar too", async () => {
    const cookie = await shopperAtChains("not-carried@example.com");
    const tide = await pricesOf(cookie, item("Liquid Laundry Detergent", "Tide").id, "exact");
    expect(tide.Aldi).toMatchObject({ available: false, price: null });
    expect(tide.Target).toMatchObject({ available: true });
    const jif = await pricesOf(cookie, item("Creamy Peanut Butter", "Jif").id, "any");
    expect(jif.Costco).toMatchObject({ available: false, pricedItem: null });
    expect(label(jif.Aldi!)).toBe("Aldi Creamy Peanut Butter 16.3 oz");
    expect(jif.Walmart!.pricedItem?.brand).toMatch(/^(Great Value|Jif|Skippy)$/);
  });

  it("names the own label as each chain calls it also when every price in the cart is an own label", async () => {
    const cookie = await signIn(ctx.app, "only-own-labels@example.com");
    const selectedStoreIds = ["Aldi", "Costco"].map((chain) => stores.find((s) => s.chainName === chain)!.id);
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      ...as(cookie),
      payload: { location: null, radiusMiles: 15, selectedStoreIds },
    });
    const storeBrand = item("Whole Milk", "Store Brand", "1 gal");
    await ctx.app.inject({
      method: "POST",
      url: "/api/cart",
      ...as(cookie),
      payload: { itemId: storeBrand.id, matchMode: "exact" },
    });
    const [entry]: { storePrices: StorePrice[] }[] = (await ctx.app.inject({ url: "/api/cart", ...as(cookie) })).json();
    expect(entry!.storePrices.map(label)).toEqual(["Aldi Whole Milk 1 gal", "Kirkland Signature Whole Milk 1 gal"]);
  });

  it("takes a chain's own-label name from the database, and a start with nothing to change writes nothing", async () => {
    const { db } = ctx.database;
    const version = async () => (await db.select({ version: catalogState.version }).from(catalogState))[0]!.version;
    const before = await version();
    await seedDatabase(db);
    expect(await version()).toBe(before);

    await db.update(chains).set({ ownLabel: null }).where(eq(chains.slug, "aldi"));
    const cookie = await shopperAtChains("label-sync@example.com");
    const bare = await pricesOf(cookie, item("Whole Milk", "Turner's").id, "any");
    expect(label(bare.Aldi!)).toBe("Store Brand Whole Milk 1 gal");
    await seedDatabase(db); // what the next start runs: the label comes back, and the cached cart is retired
    const named: { storePrices: StorePrice[] }[] = (await ctx.app.inject({ url: "/api/cart", ...as(cookie) })).json();
    expect(label(named[0]!.storePrices[0]!)).toBe("Aldi Whole Milk 1 gal");
  });
});
