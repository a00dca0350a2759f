import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groceryItems, prices, receiptLines, receipts, stores, users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";

// A weighed deli line ("0.62 lb @ 12.99 /lb 8.05") confirmed as a pack sized in ounces is priced by the pound, not
// at the weighed total; confirmed as an item sold by count it is refused and nothing is saved (review R36).
let ctx: TestContext;
let storeId: number;
const purchasedOn = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

beforeAll(async () => {
  ctx = await createTestApp({}, {}, { logger: { level: 'error' } });
  storeId = (await ctx.database.db.select({ id: stores.id }).from(stores).limit(1))[0]!.id;
});
afterAll(() => ctx.close());

const itemSizedIn = async (unit: string, size: number) =>
  (
    await ctx.database.db
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .where(and(eq(groceryItems.sizeUnit, unit), eq(groceryItems.size, size)))
      .limit(1)
  )[0]!.id;

async function weighedReceipt(email: string) {
  const cookie = await signIn(ctx.app, email);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [receipt] = await ctx.database.db.insert(receipts).values({ userId: user!.id, status: "read" }).returning();
  const [line] = await ctx.database.db
    .insert(receiptLines)
    .values({ receiptId: receipt!.id, position: 0, text: "BH TURKEY BRST", cents: 805, unitCents: 1299, weightLb: 0.62 })
    .returning({ id: receiptLines.id });
  const confirm = (itemId: number) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/receipts/${receipt!.id}/confirm`,
      headers: { cookie },
      payload: { storeId, purchasedOn, lines: [{ id: line!.id, itemId }] },
    });
  const saved = () =>
    ctx.database.db.select({ cents: prices.cents }).from(prices).where(like(prices.sourceRef, `receipt:${receipt!.id}:%`));
  return { confirm, saved };
}

describe("a weighed receipt line", () => {
  it("prices a pack sized in ounces by the pound", async () => {
    const { confirm, saved } = await weighedReceipt("weighed-oz@example.com");
    const res = await confirm(await itemSizedIn("oz", 16));
    expect(res.statusCode, res.body).toBe(200);
    expect(await saved()).toEqual([{ cents: 1299 }]);
  });

  it("is refused for an item sold by count, and nothing is saved", async () => {
    const { confirm, saved } = await weighedReceipt("weighed-ct@example.com");
    const res = await confirm(await itemSizedIn("ct", 4));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/was weighed/);
    expect(await saved()).toEqual([]);
  });
});
