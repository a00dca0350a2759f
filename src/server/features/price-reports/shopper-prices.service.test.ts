// The trust rule of decision 040 at the service every shopper price goes through (reports and receipt lines alike):
// a batch is taken whole or not at all, each price is filed at its own store's chain, and agreement counts only the
// votes of the last week that are newer than the price shown now.
import { and, count, eq, inArray, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { chains, groceryItems, prices, stores as storesTable } from "../../db/schema/index";
import { parseDecimalToCents } from "../../../domain/money/money";
import { signInLocal } from "../auth/auth.service";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { recordShopperObservations, type ShopperObservation } from "./shopper-prices.service";

const DAY = 24 * 60 * 60 * 1000;
let database: Database;
let item: { id: number; size: number; sizeUnit: string };
let storeA: { id: number; chainId: number };
let storeB: { id: number; chainId: number };
let referenceCents: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  item = (
    await db
      .select({ id: groceryItems.id, size: groceryItems.size, sizeUnit: groceryItems.sizeUnit })
      .from(groceryItems)
      .where(eq(groceryItems.name, "1% Low Fat Milk"))
      .limit(1)
  )[0]!;
  const all = await db.select({ id: storesTable.id, chainId: storesTable.chainId }).from(storesTable).orderBy(storesTable.id);
  storeA = all[0]!;
  storeB = all.find((store) => store.chainId !== storeA.chainId)!;
  const shown = await priceItemsAtStores(db, [item!], [storeA], null);
  referenceCents = parseDecimalToCents(shown.get(item!.id)![0]!.price!)!;
});
afterAll(() => database.close());

let accounts = 0;
/** A new account, as a shopper would be. */
const account = async () => (await signInLocal(database.db, { email: `voter-${++accounts}@example.com` })).id;

const at = (storeId: number, cents: number, observedAt: Date, itemId = item.id): ShopperObservation => ({
  itemId,
  storeId,
  cents,
  observedAt,
  observedPrecision: "moment",
  sourceRef: "report",
});

async function vote(network: string, observation: ShopperObservation, now = observation.observedAt) {
  const [recorded] = await recordShopperObservations(database.db, { accountId: await account(), network }, [observation], now);
  return recorded!;
}

const shopperRows = async () =>
  (await database.db.select({ n: count() }).from(prices).where(eq(prices.source, "shopper-report")))[0]!.n;

const statusOf = async (ids: number[]) =>
  (await database.db.select({ id: prices.id, status: prices.status }).from(prices).where(inArray(prices.id, ids)))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((row) => row.status);

describe("shopper prices, as the trust rule records them", () => {
  it("refuses a whole batch when one of its prices is dated ahead, or names an item or store that is not there", async () => {
    const now = new Date();
    const before = await shopperRows();
    const reporter = { accountId: await account(), network: "net-batch" };
    const good = at(storeA.id, referenceCents, now);
    const refusals: [ShopperObservation, number][] = [
      [at(storeA.id, referenceCents, new Date(now.getTime() + 60_000)), 400],
      [at(storeA.id, referenceCents, now, 2_000_000_000), 404],
      [at(2_000_000_000, referenceCents, now), 404],
    ];
    for (const [bad, status] of refusals) {
      await expect(recordShopperObservations(database.db, reporter, [good, bad], now)).rejects.toMatchObject({
        statusCode: status,
      });
      await expect(recordShopperObservations(database.db, reporter, [bad, good], now)).rejects.toMatchObject({
        statusCode: status,
      });
    }
    expect(await shopperRows()).toBe(before);
  });

  it("files each price of a batch at its own store's chain", async () => {
    const now = new Date();
    const recorded = await recordShopperObservations(
      database.db,
      { accountId: await account(), network: "net-chains" },
      [at(storeA.id, referenceCents, now), at(storeB.id, referenceCents, now)],
      now,
    );
    const rows = await database.db
      .select({ id: prices.id, storeId: prices.storeId, chainId: prices.chainId })
      .from(prices)
      .where(
        inArray(
          prices.id,
          recorded.map((r) => r.id),
        ),
      );
    expect(rows.map(({ storeId, chainId }) => ({ storeId, chainId })).sort((a, b) => a.storeId! - b.storeId!)).toEqual(
      [storeA, storeB].map((s) => ({ storeId: s.id, chainId: s.chainId })).sort((a, b) => a.storeId - b.storeId),
    );
  });

  it("counts the votes of the last week only, newer than the price shown now, and trusts only those that agree", async () => {
    const now = Date.now();
    // Two accounts of two networks said this price eight days ago: too old to count, so a third is held.
    const stale = referenceCents - 3;
    await vote("net-1", at(storeA.id, stale, new Date(now - 8 * DAY)));
    await vote("net-2", at(storeA.id, stale, new Date(now - 8 * DAY)));
    expect(await vote("net-1", at(storeA.id, stale, new Date(now)))).toMatchObject({ status: "held" });

    // Six days ago, within the week: the third agreeing account shows it to everyone, with the votes that agree;
    // a vote for another price stays held.
    const agreed = referenceCents - 7;
    const first = await vote("net-1", at(storeA.id, agreed, new Date(now - 6 * DAY)));
    const other = await vote("net-3", at(storeA.id, agreed + 1, new Date(now - 6 * DAY)));
    const second = await vote("net-2", at(storeA.id, agreed, new Date(now - 6 * DAY)));
    const third = await vote("net-1", at(storeA.id, agreed, new Date(now - 4 * DAY)));
    expect(third).toMatchObject({ status: "trusted", standing: "shown" });
    expect(await statusOf([first.id, second.id, third.id, other.id])).toEqual(["trusted", "trusted", "trusted", "held"]);

    // Votes dated before the price now shown (four days ago) do not bring another price back, even within the week.
    const older = referenceCents - 11;
    await vote("net-1", at(storeA.id, older, new Date(now - 5 * DAY)), new Date(now - 3 * DAY));
    await vote("net-2", at(storeA.id, older, new Date(now - 5 * DAY)), new Date(now - 3 * DAY));
    expect(await vote("net-1", at(storeA.id, older, new Date(now - 2 * DAY)))).toMatchObject({ status: "held" });
    const shownNow = await database.db
      .select({ cents: prices.cents })
      .from(prices)
      .where(and(eq(prices.itemId, item.id), eq(prices.storeId, storeA.id), eq(prices.status, "trusted")));
    expect(shownNow.map((row) => row.cents)).not.toContain(older);
  });

  it("answers both lines of a receipt that lists an item twice as shown when the first line reaches agreement", async () => {
    // Two lines of one item at one price (two cartons scanned apart). The first line's agreement shows the second too,
    // so the answer for the second must say so: the votes it is judged by are trusted by then, not held.
    const [store] = await database.db
      .select({ id: storesTable.id, chainId: storesTable.chainId })
      .from(storesTable)
      .where(notInArray(storesTable.id, [storeA.id, storeB.id]))
      .limit(1);
    const shown = await priceItemsAtStores(database.db, [item], [store!], null);
    const cents = parseDecimalToCents(shown.get(item.id)![0]!.price!)! - 5;
    const now = new Date();
    await vote("net-twice-1", at(store!.id, cents, new Date(now.getTime() - 60_000)));
    await vote("net-twice-2", at(store!.id, cents, new Date(now.getTime() - 60_000)));
    const receipt = await recordShopperObservations(
      database.db,
      { accountId: await account(), network: "net-twice-3" },
      [at(store!.id, cents, now), at(store!.id, cents, now)],
      now,
    );
    expect(receipt.map((line) => [line.status, line.standing])).toEqual([
      ["trusted", "shown"],
      ["trusted", "shown"],
    ]);
    expect(await statusOf(receipt.map((line) => line.id))).toEqual(["trusted", "trusted"]);
  });

  it("records nothing for an empty batch", async () => {
    const before = await shopperRows();
    await expect(
      recordShopperObservations(database.db, { accountId: await account(), network: "net-empty" }, [], new Date()),
    ).resolves.toEqual([]);
    expect(await shopperRows()).toBe(before);
  });

  it("judges each price of a batch against its own store's reference: none where the chain sells no such item", async () => {
    // Aldi sells no Tide (decision 026), Target does: the same price is near Target's and has no reference at Aldi.
    const [tide] = await database.db
      .select({ id: groceryItems.id, size: groceryItems.size, sizeUnit: groceryItems.sizeUnit })
      .from(groceryItems)
      .where(and(eq(groceryItems.name, "Liquid Laundry Detergent"), eq(groceryItems.brand, "Tide")))
      .limit(1);
    const storeOf = async (chain: string) =>
      (
        await database.db
          .select({ id: storesTable.id, chainId: storesTable.chainId })
          .from(storesTable)
          .innerJoin(chains, eq(chains.id, storesTable.chainId))
          .where(eq(chains.name, chain))
          .limit(1)
      )[0]!;
    const [target, aldi] = [await storeOf("Target"), await storeOf("Aldi")];
    const shown = (await priceItemsAtStores(database.db, [tide!], [target, aldi], null)).get(tide!.id)!;
    expect(shown.map((cell) => cell.price === null)).toEqual([false, true]);
    const cents = parseDecimalToCents(shown[0]!.price!)!;
    const now = new Date();
    for (const order of [
      [target, aldi],
      [aldi, target],
    ]) {
      const recorded = await recordShopperObservations(
        database.db,
        { accountId: await account(), network: "net-references" },
        order.map((store) => at(store.id, cents, now, tide!.id)),
        now,
      );
      expect(Object.fromEntries(recorded.map((r) => [r.storeId, r.standing]))).toEqual({
        [target.id]: "awaiting-agreement",
        [aldi.id]: "no-reference",
      });
    }
  });
});
