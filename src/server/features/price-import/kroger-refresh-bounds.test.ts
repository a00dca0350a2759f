import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { krogerLocation, startFakeKroger, type FakeKroger } from "../../../../tests/support/fake-kroger";
import { createTestDatabase } from "../../../../tests/support/test-database";
import { krogerProductId, normaliseGtin } from "../../../domain/price-import/gtin";
import type { Database } from "../../db/client";
import { cartEntries, favorites, groceryItems, priceFeeds, stores, users } from "../../db/schema/index";
import { insertKrogerChain, insertKrogerStore } from "./import-test-rows";
import { createKrogerClientFor, refreshKrogerPrices } from "./kroger-prices.service";

// Review R4: an import adds barcodes by the hundred thousand. The daily Kroger refresh reads the seed's barcodes and the
// imported items someone uses (cart, favorite, recurring order), never every imported barcode; a run stops at its bound
// between stores, and the next run goes on with the stores read longest ago, so every linked store is refreshed.
const T0 = new Date("2026-11-23T06:00:00Z");
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);
const JIF_PRODUCT = "0005150025516"; // the seed's Jif 16 oz (gtins.ts)
/** A UPC-A with its check digit, and the Kroger product id (the GTIN-14 without its check digit) it is read as. */
function upc(body: string): { code: string; product: string } {
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  const code = `${body}${(10 - (sum % 10)) % 10}`;
  return { code, product: krogerProductId(normaliseGtin(code)!)! };
}
/** An imported item (decision 062: key "gtin-…", a barcode, no price). */
const importedItem = (code: string, name: string) => ({
  key: `gtin-${normaliseGtin(code)}`,
  name,
  brand: "Brand",
  category: "Pantry",
  unit: "12 oz",
  size: 12,
  sizeUnit: "oz",
  barcode: code,
});
const IMPORTED = { cart: upc("70000000001"), favorite: upc("70000000002"), unused: upc("70000000003") };
const LOCATIONS = ["01400901", "01400902", "01400903"];

let kroger: FakeKroger;
let database: Database;
let storeIds: number[];

beforeAll(async () => {
  kroger = await startFakeKroger();
  database = await createTestDatabase();
  const db = database.db;
  const chainId = await insertKrogerChain(db);
  storeIds = [];
  for (const [i, locationId] of LOCATIONS.entries()) {
    const address = `${100 + i} N High St`;
    const [latitude, longitude] = [39.98 + i / 100, -83.0];
    storeIds.push(await insertKrogerStore(db, chainId, i, address, { latitude, longitude }));
    kroger.locations.push(krogerLocation(locationId, address, "Columbus", "43201", latitude, longitude));
    const products = [JIF_PRODUCT, ...Object.values(IMPORTED).map((item) => item.product)];
    kroger.prices.set(locationId, new Map(products.map((id) => [id, { regular: 2.5 }])));
  }
  // Three imported items (decision 062: key "gtin-…", a barcode, no price): one in a cart, one a favorite, one unused.
  const imported = await db
    .insert(groceryItems)
    .values(Object.entries(IMPORTED).map(([what, { code }]) => importedItem(code, `Imported ${what}`)))
    .returning({ id: groceryItems.id, key: groceryItems.key });
  const idOf = (item: { code: string }) => imported.find((row) => row.key === `gtin-${normaliseGtin(item.code)}`)!.id;
  const [shopper] = await db.insert(users).values({ email: "kroger-bounds@example.com" }).returning({ id: users.id });
  await db.insert(cartEntries).values({ userId: shopper!.id, itemId: idOf(IMPORTED.cart), quantity: 1 });
  await db.insert(favorites).values({ userId: shopper!.id, itemId: idOf(IMPORTED.favorite) });
});
afterAll(async () => {
  await database.close();
  await kroger.close();
});
beforeEach(() => {
  kroger.calls.length = 0;
});

const settings = () => ({ clientId: kroger.clientId, clientSecret: kroger.clientSecret, apiUrl: kroger.baseUrl });
const refresh = (now: Date, callsPerRun?: number) =>
  refreshKrogerPrices(
    database.db,
    createKrogerClientFor(database.db, settings(), () => now),
    now,
    callsPerRun === undefined ? {} : { callsPerRun },
  );
const productCalls = () => kroger.calls.filter((call) => call.path === "/v1/products");
const readAt = async () =>
  (
    await database.db
      .select({ readAt: stores.krogerReadAt })
      .from(stores)
      .where(inArray(stores.id, storeIds))
      .orderBy(asc(stores.id))
  ).map((row) => row.readAt);
const feed = async () => (await database.db.select().from(priceFeeds).where(eq(priceFeeds.source, "kroger")))[0]!;

describe("the Kroger refresh with an imported catalog (review R4)", () => {
  it("reads the seed's barcodes and the imported items someone uses, never an imported barcode nobody uses", async () => {
    expect(await refresh(T0)).toMatchObject({ note: "3 stores newly linked; 3 stores read" });
    const asked = new Set(productCalls().flatMap((call) => (call.query.get("filter.productId") ?? "").split(",")));
    expect(asked.has(JIF_PRODUCT)).toBe(true);
    expect(asked.has(IMPORTED.cart.product)).toBe(true);
    expect(asked.has(IMPORTED.favorite.product)).toBe(true);
    expect(asked.has(IMPORTED.unused.product)).toBe(false);
    expect(await readAt()).toEqual([T0, T0, T0]);
  });

  it("stops at the run's bound between stores; the next runs go on with the stores read longest ago until every one is read", async () => {
    // The seed's barcodes and the two used items take one call a store, so a bound of one call reads one store a run.
    expect(await refresh(hours(20), 1)).toMatchObject({
      note: "0 stores newly linked; 1 stores read; 2 linked stores left for the next run (1 product calls a run)",
    });
    expect(productCalls()).toHaveLength(1);
    expect(await readAt()).toEqual([hours(20), T0, T0]);
    expect(await feed()).toMatchObject({ lastSuccessAt: T0, lastError: expect.stringContaining("2 linked stores left") });

    // An hour later (the retry interval) the next store, then the last one: the refresh is complete again.
    await refresh(hours(21), 1);
    expect(await readAt()).toEqual([hours(20), hours(21), T0]);
    expect(await refresh(hours(22), 1)).toMatchObject({ note: "0 stores newly linked; 1 stores read" });
    expect(await readAt()).toEqual([hours(20), hours(21), hours(22)]);
    expect(await feed()).toMatchObject({ lastSuccessAt: hours(22), lastError: null });
    expect(productCalls()).toHaveLength(3);
  });

  it("counts whole stores against the bound: a store of two calls is not started with three left, two fit in four", async () => {
    // Fifty more used imported items: the products now take two calls a store.
    const extra = await database.db
      .insert(groceryItems)
      .values(
        Array.from({ length: 50 }, (_, i) => importedItem(upc(`710000000${String(i).padStart(2, "0")}`).code, `Favorite ${i}`)),
      )
      .returning({ id: groceryItems.id });
    const [shopper] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "kroger-bounds@example.com"));
    await database.db.insert(favorites).values(extra.map((item) => ({ userId: shopper!.id, itemId: item.id })));

    // Every store is due again (read 20 hours ago or more): the first takes two calls, a second would make four.
    expect(await refresh(hours(44), 3)).toMatchObject({
      note: "0 stores newly linked; 1 stores read; 2 linked stores left for the next run (3 product calls a run)",
    });
    expect(productCalls()).toHaveLength(2);
    expect(await readAt()).toEqual([hours(44), hours(21), hours(22)]);
    // An hour later, a bound of four calls: both stores left, exactly.
    expect(await refresh(hours(45), 4)).toMatchObject({ note: "0 stores newly linked; 2 stores read" });
    expect(productCalls()).toHaveLength(6);
    expect(await readAt()).toEqual([hours(44), hours(45), hours(45)]);
  });
});
