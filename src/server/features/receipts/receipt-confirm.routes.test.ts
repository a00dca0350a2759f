import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../../../tests/support/multipart";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MAX_RECEIPTS_PER_DAY } from "../../../domain/receipts/receipt-rules";
import { chains, groceryItems, prices, receiptLines, receipts, stores, users } from "../../db/schema/index";
import { confirmMessage, confirmReceipt } from "./receipts.service";

// What a shopper is told when a receipt cannot be saved or shown, and what they are told once it is saved.

let ctx: TestContext;
let store: { id: number };
let milk: number;
let eggs: number;
const purchasedOn = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.database.db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(and(eq(chains.slug, "giant-eagle"), eq(stores.address, "1901 Murray Ave")));
  store = row!;
  const itemId = async (name: string) =>
    (
      await ctx.database.db
        .select({ id: groceryItems.id })
        .from(groceryItems)
        .where(and(eq(groceryItems.name, name), eq(groceryItems.brand, "Giant Eagle")))
    )[0]!.id;
  milk = await itemId("2% Reduced Fat Milk");
  eggs = await itemId("Large Eggs");
});
afterAll(() => ctx.close());

/** A signed-in shopper with a receipt as the reader left it (`status`), with lines at these prices. */
async function receiptOf(email: string, status: "read" | "reading" | "failed", cents: number[]) {
  const cookie = await signIn(ctx.app, email);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [receipt] = await ctx.database.db.insert(receipts).values({ userId: user!.id, status }).returning({ id: receipts.id });
  const lines =
    cents.length === 0
      ? []
      : await ctx.database.db
          .insert(receiptLines)
          .values(cents.map((c, position) => ({ receiptId: receipt!.id, position, text: `LINE ${position}`, cents: c })))
          .returning({ id: receiptLines.id });
  return { cookie, userId: user!.id, id: receipt!.id, lineIds: lines.map((line) => line.id) };
}

const confirm = (cookie: string, id: string, lines: { id: number; itemId: number | null }[], storeId = store.id) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/receipts/${id}/confirm`,
    headers: { cookie },
    payload: { storeId, purchasedOn, lines },
  });
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

describe("confirming a receipt", () => {
  it("refuses a receipt still being read or that could not be read, saying why, and saves nothing", async () => {
    const reading = await receiptOf("confirm-reading@example.com", "reading", [349]);
    expect(answer(await confirm(reading.cookie, reading.id, [{ id: reading.lineIds[0]!, itemId: milk }]))).toEqual([
      409,
      { message: "This receipt is still being read. Please wait a moment." },
    ]);
    const failed = await receiptOf("confirm-failed@example.com", "failed", [349]);
    expect(answer(await confirm(failed.cookie, failed.id, [{ id: failed.lineIds[0]!, itemId: milk }]))).toEqual([
      409,
      { message: "This receipt could not be read, so there is nothing to save." },
    ]);
    expect(await ctx.database.db.select().from(prices).where(eq(prices.reportedBy, reading.userId))).toEqual([]);
    expect(await ctx.database.db.select().from(prices).where(eq(prices.reportedBy, failed.userId))).toEqual([]);
  });

  it("refuses a line listed twice, an unknown item and an unknown store, saying which, and keeps the receipt unsaved", async () => {
    const { cookie, id, lineIds, userId } = await receiptOf("confirm-careful@example.com", "read", [349, 399]);
    const [line, other] = lineIds as [number, number];
    expect(
      answer(
        await confirm(cookie, id, [
          { id: line, itemId: milk },
          { id: line, itemId: null },
        ]),
      ),
    ).toEqual([400, { message: `Line ${line} is listed twice` }]);
    expect(
      answer(
        await confirm(cookie, id, [
          { id: line, itemId: milk },
          { id: other, itemId: 2_000_000_000 },
        ]),
      ),
    ).toEqual([404, { message: "Item 2000000000 not found" }]);
    expect(answer(await confirm(cookie, id, [{ id: line, itemId: milk }], 2_000_000_000))).toEqual([
      404,
      { message: "Store not found" },
    ]);
    expect(await ctx.database.db.select().from(prices).where(eq(prices.reportedBy, userId))).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/receipts/${id}`, headers: { cookie } })).json().confirmed).toBe(false);

    // Saved once; then told it already was.
    expect(answer(await confirm(cookie, id, [{ id: line, itemId: milk }]))).toEqual([
      200,
      {
        saved: 1,
        shown: 0,
        held: 1,
        missing: 0,
        message:
          "Thanks! Your comparison uses the 1 price from your receipt now. Other shoppers will see it once more shoppers report the same prices, or once we check them.",
      },
    ]);
    expect(answer(await confirm(cookie, id, []))).toEqual([409, { message: "This receipt has already been saved." }]);
    // The saved line names its item and the price it became (the photo's retention reads the price: decision 081).
    const [saved] = await ctx.database.db.select({ id: prices.id }).from(prices).where(eq(prices.reportedBy, userId));
    const lines = await ctx.database.db
      .select()
      .from(receiptLines)
      .where(eq(receiptLines.receiptId, id))
      .orderBy(receiptLines.position);
    expect(lines.map((row) => [row.itemId, row.priceId])).toEqual([
      [milk, saved!.id],
      [null, null],
    ]);
  });

  it("tells a shopper who matched no line that nothing was saved, and one who matched two that both are theirs", async () => {
    const none = await receiptOf("confirm-none@example.com", "read", [349]);
    expect((await confirm(none.cookie, none.id, [{ id: none.lineIds[0]!, itemId: null }])).json()).toEqual({
      saved: 0,
      shown: 0,
      held: 0,
      missing: 1,
      message: "Nothing was saved: no line was matched to an item.",
    });
    const two = await receiptOf("confirm-two@example.com", "read", [349, 299]);
    expect(
      (
        await confirm(two.cookie, two.id, [
          { id: two.lineIds[0]!, itemId: milk },
          { id: two.lineIds[1]!, itemId: eggs },
        ])
      ).json().message,
    ).toBe(
      "Thanks! Your comparison uses the 2 prices from your receipt now. Other shoppers will see them once more shoppers report the same prices, or once we check them.",
    );
  });

  it("judges the purchase date by the day in US Eastern time, where the stores are", async () => {
    const { id, userId } = await receiptOf("confirm-eastern@example.com", "read", [349]);
    // 03:00 UTC on 28 Nov is still 27 Nov in Pittsburgh: a receipt dated the 28th is from the future there.
    const now = new Date("2026-11-28T03:00:00Z");
    const saving = confirmReceipt(
      ctx.database.db,
      { accountId: userId, network: "eastern" },
      id,
      { storeId: store.id, purchasedOn: "2026-11-28", lines: [] },
      now,
    );
    await expect(saving).rejects.toMatchObject({ statusCode: 400, message: "The purchase date cannot be in the future." });
    const onThe27th = await confirmReceipt(
      ctx.database.db,
      { accountId: userId, network: "eastern" },
      id,
      { storeId: store.id, purchasedOn: "2026-11-27", lines: [] },
      now,
    );
    expect(onThe27th.saved).toBe(0);
  });
});

describe("what the shopper is told once a receipt is saved", () => {
  it("words each case: nothing, all shown, none shown, some shown, in the singular and the plural", () => {
    const thanks = (n: string) => `Thanks! Your comparison uses the ${n} from your receipt now.`;
    const wait = "once more shoppers report the same prices, or once we check them.";
    expect(confirmMessage(0, 0)).toBe("Nothing was saved: no line was matched to an item.");
    expect(confirmMessage(1, 1)).toBe(`${thanks("1 price")} Other shoppers reported the same, so everyone sees it.`);
    expect(confirmMessage(3, 3)).toBe(`${thanks("3 prices")} Other shoppers reported the same, so everyone sees them.`);
    expect(confirmMessage(1, 0)).toBe(`${thanks("1 price")} Other shoppers will see it ${wait}`);
    expect(confirmMessage(2, 0)).toBe(`${thanks("2 prices")} Other shoppers will see them ${wait}`);
    expect(confirmMessage(3, 1)).toBe(
      `${thanks("3 prices")} Everyone sees 1 of them, which other shoppers reported too; the others will be shown ${wait}`,
    );
  });
});

describe("showing a receipt", () => {
  it("lists no lines until the receipt is read, and answers an unknown receipt by name", async () => {
    const { cookie, id } = await receiptOf("show-reading@example.com", "reading", [349]);
    expect((await ctx.app.inject({ url: `/api/receipts/${id}`, headers: { cookie } })).json()).toMatchObject({
      status: "reading",
      lines: [],
    });
    const unknown = await ctx.app.inject({ url: "/api/receipts/00000000-0000-4000-8000-000000000000", headers: { cookie } });
    expect(answer(unknown)).toEqual([404, { message: "Receipt not found" }]);
  });
});

describe("sending receipts", () => {
  it(`refuses the ${MAX_RECEIPTS_PER_DAY + 1}th receipt of a day, saying when to try again`, async () => {
    const { cookie, userId } = await receiptOf("daily-receipts@example.com", "read", []);
    await ctx.database.db
      .insert(receipts)
      .values(Array.from({ length: MAX_RECEIPTS_PER_DAY - 1 }, () => ({ userId, status: "read" as const })));
    const file = multipartFile(Buffer.from("not even an image: the limit is checked first"));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/receipts",
      payload: file.payload,
      headers: { ...file.headers, cookie },
    });
    expect(answer(res)).toEqual([429, { message: "You can send up to 20 receipts a day. Please try again tomorrow." }]);
  });
});
