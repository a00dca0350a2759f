import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { stores } from "../../db/schema/index";
import { insertReports, type ReportRow } from "./price-reports.repository";

// Issue 32 item 4: the account screen counts the prices a shopper contributed and how many shoppers' comparisons use them.

let ctx: TestContext;
let storeIds: number[];
let itemIds: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  const nearby = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as { id: number }[];
  storeIds = nearby.slice(0, 2).map((store) => store.id);
  itemIds = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[]).slice(0, 3).map((item) => item.id);
});
afterAll(() => ctx.close());

const userIdOf = async (cookie: string) =>
  ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
const mine = (cookie?: string) => ctx.app.inject({ url: "/api/price-reports/mine", headers: cookie ? { cookie } : {} });

/** A shopper comparing `store` with `item` in their cart. */
async function shopperComparing(email: string, store: number, item: number) {
  const cookie = await signIn(ctx.app, email);
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: { location: null, radiusMiles: 25, selectedStoreIds: [store] },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: item } });
  return cookie;
}

/** A report by `userId` as the report and receipt routes write it. */
async function report(userId: string, store: number, item: number, extra: Partial<ReportRow> = {}) {
  const [row] = await ctx.database.db.select({ chainId: stores.chainId }).from(stores).where(eq(stores.id, store));
  const at = extra.observedAt ?? new Date();
  const [id] = await insertReports(ctx.database.db, [
    {
      itemId: item,
      chainId: row!.chainId,
      storeId: store,
      cents: 321,
      userId,
      network: null,
      observedAt: at,
      observedPrecision: "moment",
      sourceRef: "report",
      recordedAt: at,
      status: "trusted",
      ...extra,
    },
  ]);
  return id!;
}

describe("GET /api/price-reports/mine", () => {
  it("counts a shopper's reports by where they came from and whether others see them, and the shoppers whose comparison shows them", async () => {
    const contributor = await signIn(ctx.app, "contributor@example.com");
    expect((await mine(contributor)).json()).toEqual({ reported: 0, fromReceipts: 0, shown: 0, waiting: 0, shoppersUsing: 0 });

    const me = await userIdOf(contributor);
    const earlier = new Date(Date.now() - 60_000);
    await report(me, storeIds[0]!, itemIds[0]!, { sourceRef: "receipt:r1:1", observedAt: earlier });
    await report(me, storeIds[0]!, itemIds[1]!, { status: "held" });
    await report(me, storeIds[1]!, itemIds[2]!);
    // Comparing the store with the item in the cart: counted once, however many of the prices they see.
    const user = await shopperComparing("sees-it@example.com", storeIds[0]!, itemIds[0]!);
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: user }, payload: { itemId: itemIds[1] } });
    // Not counted: the item at a store they do not compare; a held price (only its reporter sees it); the reporter's own cart.
    await shopperComparing("other-store@example.com", storeIds[1]!, itemIds[0]!);
    await shopperComparing("held-only@example.com", storeIds[0]!, itemIds[1]!);
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      headers: { cookie: contributor },
      payload: { location: null, radiusMiles: 25, selectedStoreIds: [storeIds[0]] },
    });
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: contributor }, payload: { itemId: itemIds[0] } });

    const res = await mine(contributor);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // One shopper is said as "fewer than 5" (null): an exact small count could point at one shopper's cart.
    expect(res.json()).toEqual({ reported: 3, fromReceipts: 1, shown: 2, waiting: 1, shoppersUsing: null });
    for (const n of [2, 3, 4, 5]) await shopperComparing(`sees-it-${n}@example.com`, storeIds[0]!, itemIds[0]!);
    expect((await mine(contributor)).json()).toMatchObject({ shoppersUsing: 5 });

    // Another shopper's newer price at that store replaces it there: no comparison shows the contributor's any more.
    await report(await userIdOf(user), storeIds[0]!, itemIds[0]!);
    expect((await mine(contributor)).json()).toMatchObject({ reported: 3, shown: 2, shoppersUsing: 0 });
    // Each shopper sees their own counts only; the newer price is in the contributor's comparison now.
    expect((await mine(user)).json()).toEqual({ reported: 1, fromReceipts: 0, shown: 1, waiting: 0, shoppersUsing: 5 });
  });

  it("asks a visitor to sign in", async () => {
    const res = await mine();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
