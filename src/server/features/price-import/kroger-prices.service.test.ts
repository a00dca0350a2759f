import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { krogerLocation, startFakeKroger, type FakeKroger } from "../../../../tests/support/fake-kroger";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { chains, groceryItems, priceFeeds, prices, stores } from "../../db/schema/index";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { importedRows, insertKrogerStore } from "./import-test-rows";
import { createKrogerClientFor, krogerFeedStatus, refreshKrogerPrices } from "./kroger-prices.service";

// Two Kroger stores in Columbus, OH: one Kroger lists (same ZIP and house number), one it does not.
const T0 = new Date("2026-11-23T06:00:00Z");
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);
// Jif 16 oz (gtins.ts) is Kroger product 0005150025516; Skippy gets a barcode of its own here.
const JIF_PRODUCT = "0005150025516";
const SKIPPY_GTIN = "037600106320";
const SKIPPY_PRODUCT = "0003760010632";

let kroger: FakeKroger;
let database: Database;
let ids: { chain: number; linked: number; unlisted: number; jif: number; skippy: number };

beforeAll(async () => {
  kroger = await startFakeKroger();
  database = await createTestDatabase();
  const db = database.db;
  const [chain] = await db
    .insert(chains)
    .values({ slug: "kroger", name: "Kroger", color: "#0d47a1", logo: "K" })
    .returning({ id: chains.id });
  const store = (sourceId: string, address: string, zip: string, latitude: number, longitude: number) =>
    db
      .insert(stores)
      .values({
        chainId: chain!.id,
        sourceId,
        name: `Kroger — ${address}`,
        address,
        city: "Columbus",
        state: "OH",
        zip,
        latitude,
        longitude,
      })
      .returning({ id: stores.id })
      .then((rows) => rows[0]!.id);
  const item = async (key: string) =>
    (await db.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.key, key)))[0]!.id;
  ids = {
    chain: chain!.id,
    linked: await store("usda-snap:900001", "1350 N High St", "43201", 39.9884, -83.0048),
    unlisted: await store("usda-snap:900002", "77 Nowhere Rd", "43215", 39.9612, -82.9988),
    jif: await item("creamy-peanut-butter-jif-16-oz"),
    skippy: await item("creamy-peanut-butter-skippy-16-3-oz"),
  };
  await db.update(groceryItems).set({ barcode: SKIPPY_GTIN }).where(eq(groceryItems.id, ids.skippy));
  kroger.locations.push(
    krogerLocation("01400943", "1350 North High Street", "Columbus", "43201", 39.9885, -83.0049),
    krogerLocation("01400999", "150 E Gay St", "Columbus", "43215", 39.9625, -82.9985),
  );
  kroger.prices.set(
    "01400943",
    new Map([
      [JIF_PRODUCT, { regular: 3.49, promo: 2.99 }],
      [SKIPPY_PRODUCT, { regular: 3.79 }],
    ]),
  );
});
afterAll(async () => {
  await database.close();
  await kroger.close();
});
beforeEach(() => {
  kroger.down = false;
  kroger.calls.length = 0;
});

const settings = () => ({ clientId: kroger.clientId, clientSecret: kroger.clientSecret, apiUrl: kroger.baseUrl });
const refresh = (now: Date) =>
  refreshKrogerPrices(
    database.db,
    createKrogerClientFor(database.db, settings(), () => now),
    now,
  );
const status = (now: Date) => krogerFeedStatus(database.db, { kroger: settings() }, now);
const shownAtLinkedStore = async () =>
  (
    await priceItemsAtStores(
      database.db,
      [
        { id: ids.jif, size: 16, sizeUnit: "oz" },
        { id: ids.skippy, size: 16.3, sizeUnit: "oz" },
      ],
      [{ id: ids.linked, chainId: ids.chain }],
    )
  ).get(ids.jif)![0]!;

describe("the Kroger refresh against a fake of the API", () => {
  it("links the store Kroger lists, reads its regular prices with one token and writes them as store-api observations", async () => {
    expect(await status(T0)).toMatchObject({ configured: true, fresh: false });
    const report = await refresh(T0);
    expect(report).toEqual({ processed: 2, note: "1 stores newly linked; 1 stores read" });
    const [linked] = await database.db
      .select({ locationId: stores.krogerLocationId })
      .from(stores)
      .where(eq(stores.id, ids.linked));
    const [unlisted] = await database.db
      .select({ locationId: stores.krogerLocationId, checkedAt: stores.krogerCheckedAt })
      .from(stores)
      .where(eq(stores.id, ids.unlisted));
    expect(linked!.locationId).toBe("01400943");
    expect(unlisted).toEqual({ locationId: null, checkedAt: T0 });
    const rows = await importedRows(database.db, "store-api");
    expect(rows).toEqual([
      {
        itemId: ids.jif,
        storeId: ids.linked,
        cents: 349,
        sourceRef: `Kroger API /v1/products, location 01400943, product ${JIF_PRODUCT}`,
        observedAt: T0,
      },
      {
        itemId: ids.skippy,
        storeId: ids.linked,
        cents: 379,
        sourceRef: `Kroger API /v1/products, location 01400943, product ${SKIPPY_PRODUCT}`,
        observedAt: T0,
      },
    ]);
    expect(kroger.calls.map((call) => call.path)).toEqual(["/v1/locations", "/v1/locations", "/v1/products"]);
    expect(new Set(kroger.calls.map((call) => call.token)).size).toBe(1);
    expect(await shownAtLinkedStore()).toMatchObject({ price: "3.49", source: "store-api" });
    expect(await status(hours(1))).toEqual({ configured: true, fresh: true, lastSuccessAt: T0, lastError: null });
    // Each endpoint's calls count against its own day's budget.
    const [feed] = await database.db.select().from(priceFeeds).where(eq(priceFeeds.source, "kroger"));
    expect(feed).toMatchObject({ budgetDay: "2026-11-23", locationCalls: 2, productCalls: 1 });
  });

  it("does nothing until the next day's refresh is due", async () => {
    expect(await refresh(hours(19))).toEqual({ processed: 0 });
    expect(kroger.calls).toHaveLength(0);
  });

  it("keeps the last good prices when Kroger is down, says so, and stops calling them live a day later", async () => {
    kroger.down = true;
    await expect(refresh(hours(21))).rejects.toThrow(
      "Kroger refresh stopped: products answered 503 after 0 of the linked stores; the last prices read stay in use",
    );
    expect(await shownAtLinkedStore()).toMatchObject({ price: "3.49", source: "store-api", observedAt: T0.toISOString() });
    expect(await status(hours(22))).toEqual({
      configured: true,
      fresh: true,
      lastSuccessAt: T0,
      lastError: "products answered 503 after 0 of the linked stores",
    });
    expect((await status(hours(26))).fresh).toBe(true);
    expect((await status(hours(26.01))).fresh).toBe(false);
    // The store Kroger does not list is not asked again within 30 days.
    expect(kroger.calls.map((call) => call.path)).toEqual(["/v1/products"]);
  });

  it("retries an hour after a failure, not sooner, and is live again after a full refresh", async () => {
    expect(await refresh(hours(21.5))).toEqual({ processed: 0 });
    kroger.prices.get("01400943")!.set(JIF_PRODUCT, { regular: 3.59 });
    expect(await refresh(hours(22))).toMatchObject({ processed: 2 });
    expect(await shownAtLinkedStore()).toMatchObject({ price: "3.59", observedAt: hours(22).toISOString() });
    expect(await status(hours(22))).toMatchObject({ fresh: true, lastSuccessAt: hours(22), lastError: null });
  });

  it("sends nothing once the day's product budget is spent, and records why", async () => {
    await database.db
      .update(priceFeeds)
      .set({ budgetDay: "2026-11-25", productCalls: 9_000 })
      .where(eq(priceFeeds.source, "kroger"));
    await expect(refresh(hours(42.5))).rejects.toThrow("today's Kroger products call budget is spent");
    expect(kroger.calls).toHaveLength(0);
    // A new UTC day starts a new budget.
    expect(await refresh(hours(66))).toMatchObject({ processed: 2 });
    const [feed] = await database.db.select().from(priceFeeds).where(eq(priceFeeds.source, "kroger"));
    expect(feed).toMatchObject({ budgetDay: "2026-11-26", productCalls: 1, locationCalls: 0 });
  });

  it("is not live without keys, whatever was read before", async () => {
    expect(await krogerFeedStatus(database.db, { kroger: undefined }, hours(66))).toEqual({
      configured: false,
      fresh: false,
      lastSuccessAt: null,
      lastError: null,
    });
  });
});

describe("the refresh lease", () => {
  it("lets one of two instances refresh at a time", async () => {
    const results = await Promise.all([refresh(hours(90)), refresh(hours(90))]);
    expect(results.filter((r) => r.processed > 0)).toHaveLength(1);
    const rows = await database.db
      .select({ id: prices.id })
      .from(prices)
      .where(and(eq(prices.source, "store-api"), eq(prices.observedAt, hours(90))));
    expect(rows).toHaveLength(2);
  });
});

describe("a refresh that cannot read any store", () => {
  // Its own database: which stores are linked is the whole database's state.
  async function withKrogerStores(addresses: string[], test: (db: Database["db"], storeIds: number[]) => Promise<void>) {
    const own = await createTestDatabase();
    try {
      const [chain] = await own.db
        .insert(chains)
        .values({ slug: "kroger", name: "Kroger", color: "#0d47a1", logo: "K" })
        .returning({ id: chains.id });
      const storeIds: number[] = [];
      for (const [n, address] of addresses.entries()) storeIds.push(await insertKrogerStore(own.db, chain!.id, n, address));
      await test(own.db, storeIds);
    } finally {
      await own.close();
    }
  }
  const clientFor = (db: Database["db"], now: Date) => createKrogerClientFor(db, settings(), () => now);

  it("fails and says so when Kroger lists none of the stores", async () => {
    await withKrogerStores(["77 Nowhere Rd"], async (db) => {
      await expect(refreshKrogerPrices(db, clientFor(db, T0), T0)).rejects.toThrow(
        "Kroger refresh stopped: no Kroger store is linked yet after 0 of the linked stores; the last prices read stay in use",
      );
      expect(await krogerFeedStatus(db, { kroger: settings() }, T0)).toEqual({
        configured: true,
        fresh: false,
        lastSuccessAt: null,
        lastError: "no Kroger store is linked yet after 0 of the linked stores",
      });
    });
  });

  it("links a Kroger location to one store only, even when two stores list its address", async () => {
    await withKrogerStores(["1350 N High St", "1350 North High St"], async (db, [first, second]) => {
      expect(await refreshKrogerPrices(db, clientFor(db, T0), T0)).toEqual({
        processed: 1, // Jif, the one catalog item with a known barcode here
        note: "1 stores newly linked; 1 stores read",
      });
      const linked = await db
        .select({ id: stores.id, locationId: stores.krogerLocationId, checkedAt: stores.krogerCheckedAt })
        .from(stores)
        .where(eq(stores.chainId, (await db.select().from(stores).where(eq(stores.id, first!)))[0]!.chainId));
      expect(linked.sort((a, b) => a.id - b.id)).toEqual([
        { id: first, locationId: "01400943", checkedAt: T0 },
        { id: second, locationId: null, checkedAt: T0 },
      ]);
    });
  });

  it("records an unexpected failure without its details and passes it on as it was", async () => {
    await withKrogerStores(["1350 N High St"], async (db) => {
      const broken = new TypeError("Cannot read properties of undefined (reading 'price')");
      const client = { ...clientFor(db, T0), productPrices: () => Promise.reject(broken) };
      await expect(refreshKrogerPrices(db, client, T0)).rejects.toBe(broken);
      expect(await krogerFeedStatus(db, { kroger: settings() }, T0)).toMatchObject({
        fresh: false,
        lastError: "unexpected error",
      });
    });
  });
});
