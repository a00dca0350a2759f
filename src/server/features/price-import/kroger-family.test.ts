import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { krogerLocation, startFakeKroger, type FakeKroger } from "../../../../tests/support/fake-kroger";
import { snapHeader, snapRow } from "../../../../tests/support/snap-file";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { chains, groceryItems, prices, stores } from "../../db/schema/index";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { importSnapStores } from "../stores/store-import";
import { createKrogerClientFor, refreshKrogerPrices } from "./kroger-prices.service";

// Issue 15 part 5: a Kroger-family store from the USDA SNAP list (here a Ralphs in Los Angeles) becomes a
// store of its banner's chain, is linked by the Kroger adapter through /v1/locations, and shows the
// store's own price (store-api) where Kroger gives one, and no price (never an invented one) where not.
const T0 = new Date("2026-11-23T06:00:00Z");
const JIF_PRODUCT = "0005150025516"; // Jif 16 oz (gtins.ts)
const at = { Address: "1234 Sunset Blvd", City: "Los Angeles", State: "CA", Zip5: "90026" };
const where = { Latitude: "34.077700", Longitude: "-118.260600", X: "-118.260600", Y: "34.077700" };
const file = () =>
  Readable.from([
    snapHeader +
      snapRow(0, { Store_Name: "Ralphs Grocery Co 45", ...at, ...where, ObjectId: "20000001" }) +
      // A "City Market" outside Kroger's City Market states is someone else's store.
      snapRow(1, { Store_Name: "City Market #12", City: "Pittsburgh", State: "PA", Zip5: "15213", ObjectId: "20000002" }),
  ]);

let kroger: FakeKroger;
let database: Database;
beforeAll(async () => {
  kroger = await startFakeKroger();
  database = await createTestDatabase();
  kroger.locations.push(krogerLocation("70300045", "1234 W Sunset Boulevard", "Los Angeles", "90026", 34.0778, -118.2607));
  kroger.prices.set("70300045", new Map([[JIF_PRODUCT, { regular: 4.19 }]]));
});
afterAll(async () => {
  await database.close();
  await kroger.close();
});

async function ralphsStore() {
  const [row] = await database.db
    .select({ id: stores.id, chainId: stores.chainId, name: stores.name, locationId: stores.krogerLocationId })
    .from(stores)
    .where(eq(stores.sourceId, "usda-snap:20000001"));
  return row!;
}
const itemId = async (key: string) =>
  (await database.db.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.key, key)))[0]!.id;

async function shownAtRalphs() {
  const store = await ralphsStore();
  const jif = await itemId("creamy-peanut-butter-jif-16-oz");
  const skippy = await itemId("creamy-peanut-butter-skippy-16-3-oz");
  const priced = await priceItemsAtStores(
    database.db,
    [
      { id: jif, size: 16, sizeUnit: "oz" },
      { id: skippy, size: 16.3, sizeUnit: "oz" },
    ],
    [store],
  );
  return { jif: priced.get(jif)![0]!, skippy: priced.get(skippy)![0]! };
}

describe("a Kroger-family store from the store import", () => {
  it("joins its banner's chain, with no estimate: no price until Kroger gives one", async () => {
    const report = await importSnapStores(database.db, file());
    expect(report).toMatchObject({ added: 1, krogerFamily: 1, unrecognised: 1 });
    const [ralphs] = await database.db.select().from(chains).where(eq(chains.slug, "ralphs"));
    expect(ralphs).toMatchObject({ name: "Ralphs", websiteUrl: "https://www.ralphs.com" });
    const store = await ralphsStore();
    expect(store).toMatchObject({ chainId: ralphs!.id, name: "Ralphs — Sunset Blvd, Los Angeles", locationId: null });
    expect((await database.db.select({ n: count() }).from(prices).where(eq(prices.chainId, ralphs!.id)))[0]!.n).toBe(0);
    const shown = await shownAtRalphs();
    expect(shown.jif).toMatchObject({ price: null, available: false, source: null });

    const again = await importSnapStores(database.db, file());
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 1, krogerFamily: 1 });
    expect((await database.db.select({ n: count() }).from(chains).where(eq(chains.slug, "ralphs")))[0]!.n).toBe(1);
  });

  it("is linked by the Kroger adapter and shows the store's own price where Kroger has one", async () => {
    const settings = { clientId: kroger.clientId, clientSecret: kroger.clientSecret, apiUrl: kroger.baseUrl };
    const report = await refreshKrogerPrices(
      database.db,
      createKrogerClientFor(database.db, settings, () => T0),
      T0,
    );
    expect(report).toEqual({ processed: 1, note: "1 stores newly linked; 1 stores read" });
    expect((await ralphsStore()).locationId).toBe("70300045");
    const shown = await shownAtRalphs();
    expect(shown.jif).toMatchObject({
      price: "4.19",
      available: true,
      source: "store-api",
      sourceLabel: "Store's own price as of Nov 23, 2026",
    });
    // Kroger did not price Skippy there: no price, rather than a made-up one.
    expect(shown.skippy).toMatchObject({ price: null, available: false });
  });
});
