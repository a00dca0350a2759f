import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { RECEIPT_NOT_FOUND, RECEIPT_WITHOUT_PHOTO } from "../../../domain/contracts/price-review";
import { adminAudit, prices, receiptLines, receipts, stores } from "../../db/schema/index";
import { insertReport } from "../price-reports/price-reports.repository";

// Issue 32: the photo of a receipt is the proof behind the prices read from it, visible to admins in the review queue.

const ADMIN = "proof-admin@example.com";
let ctx: TestContext;
let admin: string;
let storeId: number;
let chainId: number;
let itemId: number;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: ADMIN });
  const nearby = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as { id: number }[];
  storeId = nearby[0]!.id;
  const [store] = await ctx.database.db.select({ chainId: stores.chainId }).from(stores).where(eq(stores.id, storeId));
  chainId = store!.chainId;
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
  admin = await signIn(ctx.app, ADMIN);
});
afterAll(() => ctx.close());

const userIdOf = async (cookie: string) =>
  ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;

/**
 * A confirmed receipt of `userId` whose one line became a held price; its photo is `image` (null: none kept), at the
 * test's store unless `at` says otherwise (null: none read), bought on `purchasedOn` (null: no date read).
 */
async function receiptWithHeldPrice(
  userId: string,
  image: Buffer | null,
  at: { storeId?: number | null; purchasedOn?: string | null } = {},
) {
  const [receipt] = await ctx.database.db
    .insert(receipts)
    .values({
      userId,
      status: "read",
      image,
      storeId: at.storeId === undefined ? storeId : at.storeId,
      purchasedOn: at.purchasedOn ?? null,
      confirmedAt: new Date(),
    })
    .returning({ id: receipts.id });
  const priceId = await insertReport(ctx.database.db, {
    itemId,
    chainId,
    storeId,
    cents: 99_999,
    userId,
    at: new Date(),
    status: "held",
  });
  await ctx.database.db
    .insert(receiptLines)
    .values({ receiptId: receipt!.id, position: 0, text: "GE 2% MLK GAL", cents: 99_999, itemId, priceId });
  return { receiptId: receipt!.id, priceId };
}

const photo = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 250, g: 250, b: 245 } } })
    .jpeg()
    .toBuffer();
const imageOf = (id: string, cookie?: string) =>
  ctx.app.inject({ url: `/api/admin/receipts/${id}/image`, headers: cookie ? { cookie } : {} });
const heldList = async () =>
  (await ctx.app.inject({ url: "/api/admin/price-reports", headers: { cookie: admin } })).json() as {
    id: number;
    receiptId: string | null;
  }[];

const viewsOf = (shopperEmail: string) =>
  ctx.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, "receipt.photo_viewed"), eq(adminAudit.subjectEmail, shopperEmail)));

describe("receipt photos in the review queue", () => {
  it("a held price read from a receipt names its receipt, and the admin sees the photo exactly as kept", async () => {
    const shopper = await signIn(ctx.app, "receipt-proof@example.com");
    const image = await photo();
    const { receiptId, priceId } = await receiptWithHeldPrice(await userIdOf(shopper), image);

    expect((await heldList()).find((report) => report.id === priceId)).toMatchObject({ receiptId });
    const res = await imageOf(receiptId, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(res.rawPayload, image)).toBe(0);
  });

  it("a typed report names no receipt", async () => {
    const shopper = await signIn(ctx.app, "typed-proof@example.com");
    const id = await insertReport(ctx.database.db, {
      itemId,
      chainId,
      storeId,
      cents: 88_888,
      userId: await userIdOf(shopper),
      at: new Date(),
      status: "held",
    });
    expect((await heldList()).find((report) => report.id === id)).toMatchObject({ receiptId: null });
  });

  it("only admins see a photo: the shopper who sent it gets 403, a visitor 401, and no photo bytes either way", async () => {
    const shopper = await signIn(ctx.app, "own-receipt@example.com");
    const { receiptId } = await receiptWithHeldPrice(await userIdOf(shopper), await photo());
    for (const [cookie, status] of [
      [shopper, 403],
      [undefined, 401],
    ] as const) {
      const res = await imageOf(receiptId, cookie);
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
    expect(await viewsOf("own-receipt@example.com")).toEqual([]);
  });

  it("serves no receipt that is not behind a held price: one never confirmed, one whose price was decided", async () => {
    const shopper = await signIn(ctx.app, "not-held@example.com");
    const userId = await userIdOf(shopper);
    const [unconfirmed] = await ctx.database.db
      .insert(receipts)
      .values({ userId, status: "read", image: await photo(), storeId })
      .returning({ id: receipts.id });
    const { receiptId, priceId } = await receiptWithHeldPrice(userId, await photo());
    await ctx.database.db.update(prices).set({ status: "trusted" }).where(eq(prices.id, priceId));
    for (const id of [unconfirmed!.id, receiptId]) {
      const res = await imageOf(id, admin);
      expect([res.statusCode, res.json()]).toEqual([404, { message: RECEIPT_NOT_FOUND }]);
    }
    expect(await viewsOf("not-held@example.com")).toEqual([]);
  });

  it("serves no receipt whose held price its shopper has since replaced at that place (the queue no longer lists it)", async () => {
    const shopper = await signIn(ctx.app, "superseded@example.com");
    const userId = await userIdOf(shopper);
    const { receiptId, priceId } = await receiptWithHeldPrice(userId, await photo());
    const later = new Date(Date.now() + 60_000);
    await insertReport(ctx.database.db, { itemId, chainId, storeId, cents: 77_777, userId, at: later, status: "held" });
    expect((await heldList()).some((report) => report.id === priceId)).toBe(false);
    const res = await imageOf(receiptId, admin);
    expect([res.statusCode, res.json()]).toEqual([404, { message: RECEIPT_NOT_FOUND }]);
    expect(await viewsOf("superseded@example.com")).toEqual([]);
  });

  it("writes each refused view to the audit log too, naming the receipt id asked for", async () => {
    const unknown = randomUUID();
    expect((await imageOf(unknown, admin)).statusCode).toBe(404);
    const refused = await ctx.database.db.select().from(adminAudit).where(eq(adminAudit.action, "receipt.photo_refused"));
    expect(refused.find((entry) => entry.subjectName.includes(unknown))).toMatchObject({
      adminEmail: ADMIN,
      subjectName: `Receipt ${unknown} (not behind a price in the review queue)`,
      subjectEmail: "",
    });
    const log = (await ctx.app.inject({ url: "/api/admin/audit", headers: { cookie: admin } })).json() as { action: string }[];
    expect(log.some((entry) => entry.action === "receipt.photo_refused")).toBe(true);
  });

  it("writes every view of a photo to the admin audit log, naming the admin, the shopper and the store", async () => {
    const shopper = await signIn(ctx.app, "audited-receipt@example.com");
    const { receiptId } = await receiptWithHeldPrice(await userIdOf(shopper), await photo(), { purchasedOn: "2026-11-20" });
    expect((await imageOf(receiptId, admin)).statusCode).toBe(200);
    expect((await imageOf(receiptId, admin)).statusCode).toBe(200);
    const [store] = await ctx.database.db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
    const views = await viewsOf("audited-receipt@example.com");
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ adminEmail: ADMIN, subjectName: `Receipt ${receiptId} from ${store!.name}, 2026-11-20` });

    // A receipt whose store and date were not read says so.
    const { receiptId: unread } = await receiptWithHeldPrice(await userIdOf(shopper), await photo(), { storeId: null });
    expect((await imageOf(unread, admin)).statusCode).toBe(200);
    expect((await viewsOf("audited-receipt@example.com")).map((view) => view.subjectName)).toContain(
      `Receipt ${unread} from an unknown store`,
    );
    const log = (await ctx.app.inject({ url: "/api/admin/audit", headers: { cookie: admin } })).json() as { action: string }[];
    expect(log.filter((entry) => entry.action === "receipt.photo_viewed")).not.toHaveLength(0);
  });

  it("an unknown receipt, one with no photo kept, and a malformed id each get a clear 4xx", async () => {
    const shopper = await signIn(ctx.app, "failed-receipt@example.com");
    const { receiptId } = await receiptWithHeldPrice(await userIdOf(shopper), null);
    expect((await imageOf(receiptId, admin)).json()).toEqual({ message: RECEIPT_WITHOUT_PHOTO });
    const [store] = await ctx.database.db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
    const [refused] = await ctx.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "receipt.photo_refused"), eq(adminAudit.subjectEmail, "failed-receipt@example.com")));
    expect(refused?.subjectName).toBe(`Receipt ${receiptId} from ${store!.name} (no photo kept)`);
    const unknown = await imageOf(randomUUID(), admin);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: RECEIPT_NOT_FOUND }]);
    const malformed = await imageOf("not-a-uuid", admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });
});
