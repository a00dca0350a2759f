import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { groceryItems, stores } from "../../db/schema/index";
import { registryIdFor } from "../../../domain/pricing/source-registry";
import { PriceImportError } from "./file-rows";
import { importedRows } from "./import-test-rows";
import { importOpenPrices } from "./open-prices-import";

const NOW = new Date("2026-11-23T12:00:00Z");
// Seeded stores: Giant Eagle on Centre Ave (40.456913, -79.935165) and Aldi on Baum Blvd (40.458138, -79.934723).
const GIANT_EAGLE = "usda-snap:130493";
const ALDI = "usda-snap:233078";
const JIF = "051500255162";

let database: Database;
let ids: { giantEagle: number; aldi: number; jif: number };
beforeAll(async () => {
  database = await createTestDatabase();
  const store = async (sourceId: string) =>
    (await database.db.select({ id: stores.id }).from(stores).where(eq(stores.sourceId, sourceId)))[0]!.id;
  const [jif] = await database.db
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .where(eq(groceryItems.key, "creamy-peanut-butter-jif-16-oz"));
  ids = { giantEagle: await store(GIANT_EAGLE), aldi: await store(ALDI), jif: jif!.id };
});
afterAll(() => database.close());

const lines = (...rows: unknown[]) =>
  Readable.from([rows.map((row) => (typeof row === "string" ? row : JSON.stringify(row))).join("\n") + "\n"]);
const location = (id: number, fields: Record<string, unknown>) => ({
  id,
  type: "OSM",
  osm_id: 1000 + id,
  osm_type: "NODE",
  osm_address_country_code: "US",
  price_count: 3,
  ...fields,
});
const LOCATIONS = [
  // Giant Eagle's shop 40 m from the store's address position; a brandless corner shop; an Aldi 0.5 miles off; a shop in France.
  location(1, { osm_name: "Giant Eagle Market District", osm_brand: "Giant Eagle", osm_lat: "40.4572", osm_lon: "-79.9350" }),
  location(2, { osm_name: "Corner Deli", osm_brand: null, osm_lat: "40.4569", osm_lon: "-79.9351" }),
  location(3, { osm_name: "ALDI", osm_brand: "Aldi", osm_lat: "40.4655", osm_lon: "-79.9347" }),
  location(4, {
    osm_name: "Carrefour",
    osm_brand: "Carrefour",
    osm_address_country_code: "FR",
    osm_lat: "48.85",
    osm_lon: "2.35",
  }),
];
const price = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
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
  ...fields,
});
const PRICES = [
  price(11),
  price(12, { date: "2026-10-09", price: "2.50", price_is_discounted: true, price_without_discount: "3.39" }),
  price(13, { location_id: 2 }),
  price(14, { location_id: 3 }),
  price(15, { product_code: "012000007897" }),
  price(16, { currency: "EUR", location_id: 4 }),
  price(17, { type: "CATEGORY", product_code: null, category_tag: "en:apples", price_per: "KILOGRAM" }),
  price(18, { price_is_discounted: true, price: "1.99", date: "2026-10-16" }),
  price(19),
];
const run = (locations: unknown[] = LOCATIONS, rows: unknown[] = PRICES) =>
  importOpenPrices(database.db, { locations: lines(...locations), prices: lines(...rows) }, { now: NOW });
const imported = () => importedRows(database.db);

describe("importOpenPrices", () => {
  it("links shops to the nearby store of the chain they name and writes their product prices by barcode, regular price first", async () => {
    const report = await run();
    expect(report.locations).toEqual({ read: 4, linked: 1 });
    expect(report.matched).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(report.unmatched.examples).toEqual([
      { line: 3, reason: "location 2 is no PennyCart store" },
      { line: 4, reason: "location 3 is no PennyCart store" },
      { line: 5, reason: "no catalog item has barcode 00012000007897" },
    ]);
    expect(report.rejected.examples).toEqual([
      { line: 8, reason: "a discounted price without its regular price" },
      { line: 9, reason: "repeats the product, shop and day of price 11" },
    ]);
    expect(report.skipped).toEqual({ "not in US dollars": 1, "a category price without barcode": 1 });
    expect(await imported()).toEqual([
      {
        itemId: ids.jif,
        storeId: ids.giantEagle,
        cents: 329,
        sourceRef: "open-prices:11 (ODbL)",
        observedAt: new Date("2026-10-02T00:00:00Z"),
      },
      {
        itemId: ids.jif,
        storeId: ids.giantEagle,
        cents: 339,
        sourceRef: "open-prices:12 (ODbL)",
        observedAt: new Date("2026-10-09T00:00:00Z"),
      },
    ]);
  });

  it("credits its prices to Open Prices (ODbL) on the /prices page", async () => {
    const refs = (await imported()).map((row) => registryIdFor("import", row.sourceRef));
    expect(refs).toEqual(["open-prices", "open-prices"]);
  });

  it("changes nothing when the same export is imported again", async () => {
    const before = await imported();
    expect((await run()).matched).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await imported()).toEqual(before);
  });

  it("refuses an export with a line that is not an Open Prices object, writing nothing", async () => {
    const before = await imported();
    const later = PRICES.map((row) => ({ ...row, date: "2026-11-01" }));
    await expect(run(LOCATIONS, [...later, "{not json"])).rejects.toThrow(
      new PriceImportError("prices line 10: not a JSON object"),
    );
    await expect(run(LOCATIONS, [...later, { id: "x" }])).rejects.toThrow("prices line 10: not an Open Prices price");
    await expect(run([...LOCATIONS, { osm_name: "no id" }], later)).rejects.toThrow(
      "locations line 5: not an Open Prices location",
    );
    expect(await imported()).toEqual(before);
  });
});
