import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { groceryItems, receiptLines, receipts, users } from "../../db/schema/index";
import { candidateItems, chainAssortment } from "./receipt-candidates.repository";
import { itemsByIds } from "./receipts.repository";
import { getReceipt } from "./receipts.service";

// What reading a receipt and its review screen cost and show: nothing is read for nothing asked, and a candidate whose
// catalog item has gone since the receipt was read is left out of the review, not shown as an empty item.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A signed-up shopper's id. */
async function shopper(email: string): Promise<string> {
  await signIn(ctx.app, email);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** The statements `run` sends, and what it answered. */
async function counted<T>(run: () => Promise<T>): Promise<{ answer: T; texts: string[] }> {
  const log = logStatements(ctx.database.db);
  try {
    const answer = await run();
    return { answer, texts: log.statements.map((s) => s.text) };
  } finally {
    log.stop();
  }
}

describe("a receipt's review", () => {
  it("of a receipt with no store yet reads no store", async () => {
    const userId = await shopper("review-no-store@example.com");
    const [receipt] = await ctx.database.db
      .insert(receipts)
      .values({ userId, status: "read", storeId: null })
      .returning({ id: receipts.id });
    const { answer, texts } = await counted(() => getReceipt(ctx.database.db, userId, receipt!.id));
    expect([answer.storeId, answer.store]).toEqual([null, null]);
    expect(texts.filter((text) => /\bfrom "?stores"?/i.test(text))).toEqual([]);
  });

  it("leaves out a candidate whose catalog item was deleted since the receipt was read", async () => {
    const db = ctx.database.db;
    const userId = await shopper("review-gone-item@example.com");
    const made = (key: string, name: string) => ({
      key,
      name,
      brand: "Testbrand",
      category: "Pantry",
      unit: "1 gal",
      size: 1,
      sizeUnit: "gal",
    });
    const [kept, gone] = await db
      .insert(groceryItems)
      .values([made("review-kept-milk", "Review Kept Milk"), made("review-gone-milk", "Review Gone Milk")])
      .returning({ id: groceryItems.id });
    const [receipt] = await db.insert(receipts).values({ userId, status: "read" }).returning({ id: receipts.id });
    await db.insert(receiptLines).values({
      receiptId: receipt!.id,
      position: 0,
      text: "TB MILK GAL",
      cents: 329,
      candidates: [
        { itemId: gone!.id, confidence: 0.9 },
        { itemId: kept!.id, confidence: 0.8 },
      ],
    });
    await db.delete(groceryItems).where(eq(groceryItems.id, gone!.id));
    const review = await getReceipt(db, userId, receipt!.id);
    expect(review.lines.map((line) => line.candidates)).toEqual([
      [{ itemId: kept!.id, name: "Review Kept Milk", brand: "Testbrand", size: "1 gal", confidence: 0.8 }],
    ]);
  });
});

describe("reads of nothing", () => {
  it("items of no ids, and the assortment of no items, are answered without a statement", async () => {
    const db = ctx.database.db;
    expect(await counted(() => itemsByIds(db, []))).toEqual({ answer: [], texts: [] });
    expect(await counted(() => chainAssortment(db, 1, []))).toEqual({ answer: new Map(), texts: [] });
  });

  it("a line with no catalog word has no candidates and reads nothing; a line's few items are ranked in one statement", async () => {
    const db = ctx.database.db;
    expect(await counted(() => candidateItems(db, [[]], 20, null))).toEqual({ answer: [], texts: [] });
    // Few items have "milk" and "gallon": ranked at once, with no tier read after.
    const line = [
      { strong: ["milk"], weak: [] },
      { strong: ["gallon"], weak: ["gal"] },
    ];
    const { answer, texts } = await counted(() => candidateItems(db, [line], 20, null));
    expect(answer).toHaveLength(20);
    expect(texts).toHaveLength(1);
  });
});
