import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { groceryItems, stores } from "../../db/schema/index";
import { importedRows } from "./import-test-rows";
import { importOpenPrices } from "./open-prices-import";
import { importPriceCsv } from "./price-csv-import";

// Decision 029: two import providers (a price file and Open Prices) that price the same item at the
// same store on the same day are two observations; neither overwrites nor blocks the other.
const NOW = new Date("2026-11-23T12:00:00Z");
const GIANT_EAGLE = "usda-snap:130493";
const JIF = "051500255162";

let database: Database;
let ids: { store: number; jif: number };
beforeAll(async () => {
  database = await createTestDatabase();
  const [store] = await database.db.select({ id: stores.id }).from(stores).where(eq(stores.sourceId, GIANT_EAGLE));
  const [jif] = await database.db
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .where(eq(groceryItems.key, "creamy-peanut-butter-jif-16-oz"));
  ids = { store: store!.id, jif: jif!.id };
});
afterAll(() => database.close());

const csv = () =>
  importPriceCsv(
    database.db,
    Readable.from([`store,chain,gtin,name,brand,size,price,date,source\n${GIANT_EAGLE},,${JIF},,,,3.49,2026-10-02,shelf tag\n`]),
    { fileName: "/tmp/partner.csv", now: NOW },
  );
const line = (row: object) => Readable.from([JSON.stringify(row) + "\n"]);
const openPrices = () =>
  importOpenPrices(
    database.db,
    {
      locations: line({
        id: 1,
        type: "OSM",
        osm_id: 1001,
        osm_type: "NODE",
        osm_address_country_code: "US",
        price_count: 1,
        osm_name: "Giant Eagle Market District",
        osm_brand: "Giant Eagle",
        osm_lat: "40.4572",
        osm_lon: "-79.9350",
      }),
      prices: line({
        id: 11,
        type: "PRODUCT",
        product_code: JIF,
        product_name: "Jif Creamy",
        price: "3.29",
        price_is_discounted: false,
        price_without_discount: null,
        currency: "USD",
        location_osm_id: 1001,
        location_osm_type: "NODE",
        location_id: 1,
        date: "2026-10-02",
        proof_id: 9,
        duplicate_of: null,
      }),
    },
    { now: NOW },
  );

describe("imports from two providers of the same item, store and day", () => {
  it("keeps both observations, and re-running either import changes nothing", async () => {
    expect((await csv()).matched).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect((await openPrices()).matched).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    const both = [
      { itemId: ids.jif, storeId: ids.store, cents: 349, sourceRef: "csv:partner.csv:2 (shelf tag)" },
      { itemId: ids.jif, storeId: ids.store, cents: 329, sourceRef: "open-prices:11 (ODbL)" },
    ];
    const rows = async () => (await importedRows(database.db)).map(({ observedAt: _, ...row }) => row);
    expect(await rows()).toEqual(both);

    expect((await csv()).matched).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect((await openPrices()).matched).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await rows()).toEqual(both);
  });
});
