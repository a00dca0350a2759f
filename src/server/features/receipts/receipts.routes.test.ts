import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chains, groceryItems, missingProducts, prices, receiptLines, receipts, stores, users } from "../../db/schema/index";
import { multipartFile } from "../../../../tests/support/multipart";
import { drawNonReceipt, giantEagleReceipt } from "../../../../tests/support/receipt-image";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { NOT_A_RECEIPT } from "./receipt-reader";

// Receipts are drawn by the test in a real font, turned and speckled, and read by the real OCR
// (tesseract.js with the English model from npm). A reading takes seconds of a whole core (longer on a
// busy machine): the tests that wait for one allow for it.
const READING = { timeout: 180_000 };

let ctx: TestContext;
let store: { id: number; address: string; zip: string };
const yesterday = new Date(Date.now() - 86_400_000);
const purchasedOn = yesterday.toLocaleDateString("en-CA", { timeZone: "America/New_York" });

beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.database.db
    .select({ id: stores.id, address: stores.address, zip: stores.zip })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(and(eq(chains.slug, "giant-eagle"), eq(stores.address, "1901 Murray Ave")));
  store = row!;
});
afterAll(() => ctx.close());

const upload = (cookie: string | undefined, file: ReturnType<typeof multipartFile>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/receipts",
    payload: file.payload,
    headers: { ...file.headers, ...(cookie ? { cookie } : {}) },
  });
const get = (cookie: string, id: string) => ctx.app.inject({ url: `/api/receipts/${id}`, headers: { cookie } });

async function readReceipt(cookie: string, image: Buffer) {
  const res = await upload(cookie, multipartFile(image));
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json() as { id: string };
  await ctx.app.deps.receiptReader.idle();
  return { id, receipt: (await get(cookie, id)).json() };
}

/** A shopper comparing the receipt's store with this item in the cart: the cart as the API answers it. */
async function cartWithItem(cookie: string, item: number) {
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: { location: null, radiusMiles: 15, selectedStoreIds: [store.id] },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: item, quantity: 1 } });
  return (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json();
}

const itemId = async (name: string, brand: string) =>
  (
    await ctx.database.db
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .where(and(eq(groceryItems.name, name), eq(groceryItems.brand, brand)))
  )[0]!.id;

describe("reading a receipt and saving its prices", () => {
  it(
    "reads the store, the date and each line with its item, then saves them as that store's prices on that day",
    READING,
    async () => {
      const cookie = await signIn(ctx.app, "receipt-reader@example.com");
      const image = await giantEagleReceipt(store, purchasedOn, 7);
      const { id, receipt } = await readReceipt(cookie, image);
      expect(receipt).toMatchObject({ id, status: "read", storeId: store.id, purchasedOn, confirmed: false, progress: 100 });
      const milk = await itemId("2% Reduced Fat Milk", "Giant Eagle");
      const chicken = await itemId("Boneless Skinless Chicken Breasts", "Giant Eagle");
      const eggs = await itemId("Large Eggs", "Giant Eagle");
      expect(
        receipt.lines.map((line: { price: string; itemId: number; discount: string | null }) => [
          line.price,
          line.itemId,
          line.discount,
        ]),
      ).toEqual([
        ["3.29", milk, null],
        ["11.49", chicken, null],
        ["3.99", eggs, "0.50"],
      ]);
      expect(receipt.lines[0].confidence).toBeGreaterThanOrEqual(0.75);
      // Only what the store sells is offered: every candidate is priced at its chain (a receipt lists nothing else).
      const offered = [
        ...new Set(receipt.lines.flatMap((line: { candidates: { itemId: number }[] }) => line.candidates.map((c) => c.itemId))),
      ] as number[];
      const [here] = await ctx.database.db.select({ chainId: stores.chainId }).from(stores).where(eq(stores.id, store.id));
      const sold = await ctx.database.db
        .selectDistinct({ itemId: prices.itemId })
        .from(prices)
        .where(and(eq(prices.chainId, here!.chainId), inArray(prices.itemId, offered), eq(prices.status, "trusted")));
      expect(sold.map((row) => row.itemId).sort()).toEqual([...offered].sort());
      expect(receipt.lines[0].candidates[0]).toMatchObject({
        itemId: milk,
        name: "2% Reduced Fat Milk",
        brand: "Giant Eagle",
        size: "1 gal",
      });

      // The shopper keeps milk and eggs, says the chicken line is not in the catalog.
      const [milkLine, chickenLine, eggsLine] = receipt.lines as { id: number }[];
      const confirm = await ctx.app.inject({
        method: "POST",
        url: `/api/receipts/${id}/confirm`,
        headers: { cookie },
        payload: {
          storeId: store.id,
          purchasedOn,
          lines: [
            { id: milkLine!.id, itemId: milk },
            { id: chickenLine!.id, itemId: null },
            { id: eggsLine!.id, itemId: eggs },
          ],
        },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      // Held for others (no other shopper reported these prices), used at once in this shopper's own comparison.
      expect(confirm.json()).toMatchObject({ saved: 2, shown: 0, held: 2, missing: 1 });

      // The shopper's comparison prices milk at that store with the receipt's price, dated the day of purchase.
      const [entry] = await cartWithItem(cookie, milk);
      expect(entry.storePrices[0]).toMatchObject({
        storeId: store.id,
        price: "3.29",
        source: "shopper-report",
        observedAt: purchasedOn,
      });
      expect(entry.storePrices[0].sourceLabel).toMatch(/^Seen on a receipt, \w{3} \d{1,2}, \d{4}$/);
      // Another shopper's does not: one account's receipt never moves what others see.
      const [theirs] = await cartWithItem(await signIn(ctx.app, "receipt-bystander@example.com"), milk);
      expect(theirs.storePrices[0].source).not.toBe("shopper-report");
      expect(theirs.storePrices[0].price).not.toBe("3.29");
      const missing = await ctx.database.db.select().from(missingProducts).where(eq(missingProducts.source, "receipt"));
      expect(missing.map((row) => [row.text, row.cents, row.storeId])).toEqual([["BNLS SKNLS BRST", 1149, store.id]]);

      const again = await ctx.app.inject({
        method: "POST",
        url: `/api/receipts/${id}/confirm`,
        headers: { cookie },
        payload: { storeId: store.id, purchasedOn, lines: [] },
      });
      expect(again.statusCode).toBe(409);
      expect((await get(cookie, id)).json().confirmed).toBe(true);
    },
  );

  it("tells a picture that is no receipt, and keeps nothing of it", READING, async () => {
    const cookie = await signIn(ctx.app, "not-a-receipt@example.com");
    const { id, receipt } = await readReceipt(cookie, await drawNonReceipt());
    expect(receipt).toMatchObject({ status: "failed", message: NOT_A_RECEIPT, lines: [] });
    const [row] = await ctx.database.db.select({ image: receipts.image }).from(receipts).where(eq(receipts.id, id));
    expect(row!.image).toBeNull();
    expect(await ctx.database.db.select().from(receiptLines).where(eq(receiptLines.receiptId, id))).toEqual([]);
  });
});

describe("whom a receipt's prices are shown to (decision 040)", () => {
  /** A receipt already read, as the reader leaves it: one line of milk at `cents`. */
  async function readMilkReceipt(email: string, cents: number) {
    const cookie = await signIn(ctx.app, email);
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [receipt] = await ctx.database.db
      .insert(receipts)
      .values({ userId: user!.id, status: "read", storeId: store.id, purchasedOn })
      .returning({ id: receipts.id });
    const [line] = await ctx.database.db
      .insert(receiptLines)
      .values({ receiptId: receipt!.id, position: 0, text: "GE 2% MLK GAL", cents })
      .returning({ id: receiptLines.id });
    return { cookie, id: receipt!.id, lineId: line!.id };
  }

  const confirmFrom = async (address: string, receipt: Awaited<ReturnType<typeof readMilkReceipt>>, milk: number) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/receipts/${receipt.id}/confirm`,
      headers: { cookie: receipt.cookie },
      remoteAddress: address,
      payload: { storeId: store.id, purchasedOn, lines: [{ id: receipt.lineId, itemId: milk }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("prices its shopper's comparison at once, and others' only when shoppers from two networks agree", async () => {
    const milk = await itemId("2% Reduced Fat Milk", "Giant Eagle");
    const bystander = await signIn(ctx.app, "agreement-bystander@example.com");
    const before = (await cartWithItem(bystander, milk))[0].storePrices[0];
    expect(before.source).not.toBe("shopper-report");
    const cents = Math.round(Number(before.price) * 100) - 7;
    const price = (cents / 100).toFixed(2);

    const first = await readMilkReceipt("agree-1@example.com", cents);
    expect(await confirmFrom("198.51.100.7", first, milk)).toMatchObject({ saved: 1, shown: 0, held: 1 });
    expect((await cartWithItem(first.cookie, milk))[0].storePrices[0]).toMatchObject({ price, source: "shopper-report" });
    expect((await cartWithItem(bystander, milk))[0].storePrices[0]).toMatchObject({ price: before.price, source: before.source });

    // A second account on the same network agrees: still two accounts, one network.
    const second = await readMilkReceipt("agree-2@example.com", cents);
    expect(await confirmFrom("198.51.100.8", second, milk)).toMatchObject({ shown: 0, held: 1 });
    expect((await cartWithItem(bystander, milk))[0].storePrices[0].price).toBe(before.price);

    // A third, from another network: everyone sees it, labelled as read from a receipt.
    const third = await readMilkReceipt("agree-3@example.com", cents);
    expect(await confirmFrom("203.0.113.9", third, milk)).toMatchObject({ saved: 1, shown: 1, held: 0 });
    const after = (await cartWithItem(bystander, milk))[0].storePrices[0];
    expect(after).toMatchObject({ price, source: "shopper-report" });
    expect(after.sourceLabel).toMatch(/^Seen on a receipt, /);
  });

  it("holds a price far from the one others see whatever the agreement", async () => {
    const milk = await itemId("2% Reduced Fat Milk", "Giant Eagle");
    const far = await readMilkReceipt("far-away@example.com", 2);
    expect(await confirmFrom("192.0.2.1", far, milk)).toMatchObject({ saved: 1, shown: 0, held: 1 });
    const [row] = await ctx.database.db
      .select({ status: prices.status })
      .from(prices)
      .where(eq(prices.sourceRef, `receipt:${far.id}:${far.lineId}`));
    expect(row!.status).toBe("held");
  });
});

describe("whose receipt it is", () => {
  it("answers 401 to a visitor and 404 to another shopper, and changes nothing", async () => {
    const owner = await signIn(ctx.app, "owner@example.com");
    const other = await signIn(ctx.app, "other@example.com");
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "owner@example.com"));
    const [receipt] = await ctx.database.db
      .insert(receipts)
      .values({ userId: user!.id, status: "read" })
      .returning({ id: receipts.id });
    const [line] = await ctx.database.db
      .insert(receiptLines)
      .values({ receiptId: receipt!.id, position: 0, text: "MILK", cents: 349 })
      .returning({ id: receiptLines.id });
    const confirm = (cookie?: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/receipts/${receipt!.id}/confirm`,
        headers: cookie ? { cookie } : {},
        payload: { storeId: store.id, purchasedOn, lines: [{ id: line!.id, itemId: null }] },
      });
    expect((await upload(undefined, multipartFile(await drawNonReceipt()))).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/receipts/${receipt!.id}` })).statusCode).toBe(401);
    expect((await get(other, receipt!.id)).statusCode).toBe(404);
    expect((await confirm(other)).statusCode).toBe(404);
    expect((await confirm()).statusCode).toBe(401);
    expect((await get(owner, receipt!.id)).json()).toMatchObject({ status: "read", confirmed: false });
    expect(
      await ctx.database.db
        .select()
        .from(prices)
        .where(like(prices.sourceRef, `receipt:${receipt!.id}:%`)),
    ).toEqual([]);
  });

  it("refuses a line of another receipt, a future date and an unknown store", async () => {
    const cookie = await signIn(ctx.app, "careful@example.com");
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "careful@example.com"));
    const [mine, theirs] = await ctx.database.db
      .insert(receipts)
      .values([
        { userId: user!.id, status: "read" as const },
        { userId: user!.id, status: "read" as const },
      ])
      .returning({ id: receipts.id });
    const [otherLine] = await ctx.database.db
      .insert(receiptLines)
      .values({ receiptId: theirs!.id, position: 0, text: "MILK", cents: 349 })
      .returning();
    const confirm = (payload: object) =>
      ctx.app.inject({ method: "POST", url: `/api/receipts/${mine!.id}/confirm`, headers: { cookie }, payload });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await confirm({ storeId: store.id, purchasedOn, lines: [{ id: otherLine!.id, itemId: null }] })).json().message).toBe(
      `Line ${otherLine!.id} is not on this receipt`,
    );
    expect((await confirm({ storeId: store.id, purchasedOn: tomorrow, lines: [] })).json().message).toBe(
      "The purchase date cannot be in the future.",
    );
    expect((await confirm({ storeId: 2_000_000_000, purchasedOn, lines: [] })).statusCode).toBe(404);
    expect((await get(cookie, mine!.id)).json().confirmed).toBe(false);
  });
});
