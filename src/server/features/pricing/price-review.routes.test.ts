import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { adminAudit, prices, stores, users } from "../../db/schema/index";
import { insertReport } from "../price-reports/price-reports.repository";

const ADMIN = "reviewer@example.com";
let ctx: TestContext;
let storeId: number;
/** A second store, for the test that writes prices dated in 2030 (they would outrank the others' at the first). */
let otherStoreId: number;
/** Two more stores, for the test of each report beside its own store's price. */
let storePair: [number, number];
let itemId: number;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: ADMIN });
  const nearby = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as { id: number }[];
  storeId = nearby[0]!.id;
  otherStoreId = nearby[1]!.id;
  storePair = [nearby[2]!.id, nearby[3]!.id];
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number; name: string; brand: string }[];
  itemId = items.find((i) => i.name === "Whole Milk" && i.brand === "Turner's")!.id;
  admin = await signIn(ctx.app, ADMIN);
});
afterAll(() => ctx.close());

/** A fresh shopper (one per test) comparing one store, with the item in the cart. */
async function shopper(email: string, store = storeId) {
  const cookie = await signIn(ctx.app, email);
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: { location: null, radiusMiles: 25, selectedStoreIds: [store] },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId } });
  return cookie;
}
const priceHere = async (cookie: string) =>
  (
    (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as {
      itemId: number;
      storePrices: { price: string; source: string; sourceLabel: string }[];
    }[]
  ).find((e) => e.itemId === itemId)!.storePrices[0]!;
/** A report 10 × the store's price: held. */
async function heldReport(cookie: string) {
  const wild = (Number((await priceHere(cookie)).price) * 10).toFixed(2);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/price-reports",
    headers: { cookie },
    payload: { itemId, storeId, price: wild },
  });
  expect(res.json().status).toBe("held");
  return { id: res.json().id as number, price: wild };
}
const list = async (cookie = admin) =>
  (await ctx.app.inject({ url: "/api/admin/price-reports", headers: { cookie } })).json() as {
    id: number;
    price: string;
    currentPrice: string | null;
    currentSourceLabel: string | null;
    reportedOn: string;
    item: { name: string };
    store: { id: number };
  }[];
const review = (id: number | string, decision: unknown, cookie = admin) =>
  ctx.app.inject({ method: "POST", url: `/api/admin/price-reports/${id}/review`, headers: { cookie }, payload: { decision } });
const userIdOf = async (cookie: string) =>
  ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
/** A shopper report written straight to the table (as the report route writes it), to choose its time, store and status. */
async function writeReport(report: {
  by: string;
  store: number;
  cents: number;
  at: Date;
  status?: "held" | "trusted";
  item?: number;
}) {
  const [store] = await ctx.database.db.select({ chainId: stores.chainId }).from(stores).where(eq(stores.id, report.store));
  return insertReport(ctx.database.db, {
    itemId: report.item ?? itemId,
    chainId: store!.chainId,
    storeId: report.store,
    cents: report.cents,
    userId: report.by,
    at: report.at,
    status: report.status ?? "held",
  });
}
const statusOf = async (id: number) => (await ctx.database.db.select().from(prices).where(eq(prices.id, id)))[0]!.status;

describe("review of held price reports", () => {
  it("lists a held report beside the store's current price, and approving it makes it the store's price with its date", async () => {
    const cookie = await shopper("approved@example.com");
    const before = await priceHere(cookie);
    const report = await heldReport(cookie);
    const held = (await list()).find((r) => r.id === report.id);
    expect(held).toMatchObject({
      price: report.price,
      currentPrice: before.price,
      currentSourceLabel: before.sourceLabel,
      item: { name: "Whole Milk" },
      store: { id: storeId },
    });
    expect(held!.reportedOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const res = await review(report.id, "approve");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: "trusted" });
    expect(await priceHere(cookie)).toMatchObject({
      price: report.price,
      source: "shopper-report",
      sourceLabel: `Reported by a shopper on ${held!.reportedOn}`,
    });
    expect((await list()).map((r) => r.id)).not.toContain(report.id);
    const [audit] = await ctx.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "price_report.approved"), eq(adminAudit.subjectEmail, "approved@example.com")));
    expect(audit).toMatchObject({ adminEmail: ADMIN });
    expect(audit!.subjectName).toContain(`Whole Milk 1 gal at`);
  });

  it("a rejected report never prices the item, leaves the list, and cannot be decided twice", async () => {
    const cookie = await shopper("rejected@example.com");
    const before = await priceHere(cookie);
    const report = await heldReport(cookie);
    const res = await review(report.id, "reject");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "rejected", message: "Rejected: this price will not be shown." });
    expect(await statusOf(report.id)).toBe("rejected");
    expect(await priceHere(cookie)).toEqual(before);
    const [audit] = await ctx.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "price_report.rejected"), eq(adminAudit.subjectEmail, "rejected@example.com")));
    expect(audit).toMatchObject({ adminEmail: ADMIN });
    expect(audit!.subjectName).toMatch(/^Turner's Whole Milk 1 gal at .+: \$\d+\.\d{2}$/);
    expect((await list()).map((r) => r.id)).not.toContain(report.id);

    const again = await review(report.id, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This price report has already been reviewed." });
    expect(await statusOf(report.id)).toBe("rejected");
  });

  it("refuses shoppers (the reporter too), unknown ids, other prices and bad decisions, changing nothing", async () => {
    const cookie = await shopper("refused@example.com");
    const report = await heldReport(cookie);
    expect((await review(report.id, "approve", cookie)).json()).toEqual({ message: "Admin access required" });
    expect((await ctx.app.inject({ url: "/api/admin/price-reports", headers: { cookie } })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: `/api/admin/price-reports/${report.id}/review`,
          payload: { decision: "approve" },
        })
      ).statusCode,
    ).toBe(401);
    for (const decision of ["yes", "", null, undefined, 1]) {
      const res = await review(report.id, decision);
      expect(res.statusCode, String(decision)).toBe(400);
      expect(res.json().message, String(decision)).toEqual(expect.any(String));
    }
    expect(await statusOf(report.id)).toBe("held");

    expect((await review(2_000_000_000, "approve")).json()).toEqual({ message: "Price report not found" });
    expect((await review("abc", "approve")).statusCode).toBe(400);
    // An estimate or an import is not a report: no review may touch it.
    const [estimate] = await ctx.database.db
      .select()
      .from(prices)
      .where(and(ne(prices.source, "shopper-report"), eq(prices.itemId, itemId)))
      .limit(1);
    const res = await review(estimate!.id, "reject");
    expect(res.statusCode).toBe(404);
    expect(await statusOf(estimate!.id)).toBe("trusted");
  });

  it("lists the oldest report first, and says when the store has no price to compare with", async () => {
    const cookie = await shopper("ordered@example.com");
    for (const held of await list()) await review(held.id, "reject");
    const me = await userIdOf(cookie);
    // Two shoppers: a shopper's own later report at a place replaces their earlier one in the queue.
    const other = await userIdOf(await shopper("ordered-2@example.com"));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
    const insert = (cents: number, minute: number, item = itemId, by = me) =>
      writeReport({ by, store: storeId, cents, at: at(minute), item });
    // Written newest first, so the order is by time, not by id.
    const newer = await insert(5000, 30);
    const older = await insert(6000, 10, itemId, other);
    // An item the store has no price for: nothing to compare with.
    const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[];
    const unpriced = items.find((i) => i.id !== itemId)!.id;
    await ctx.database.db.delete(prices).where(and(eq(prices.itemId, unpriced), ne(prices.source, "shopper-report")));
    const nothingToCompare = await insert(300, 50, unpriced);

    const listed = await list();
    expect(listed.map((r) => r.id)).toEqual([older, newer, nothingToCompare]);
    expect(listed[0]).toMatchObject({ price: "60.00", reportedAt: at(10).toISOString(), reportedOn: "Nov 23, 2026" });
    expect(listed[2]).toMatchObject({ price: "3.00", currentPrice: null, currentSourceLabel: null });
    for (const held of listed) await review(held.id, "reject");
  });

  it("an approved report keeps the day the shopper saw the price, and does not replace a newer price at the store", async () => {
    const cookie = await shopper("dated@example.com", otherStoreId);
    const me = await userIdOf(cookie);
    const report = (cents: number, at: Date, status: "held" | "trusted") =>
      writeReport({ by: me, store: otherStoreId, cents, at, status });
    const early = await report(1234, new Date("2030-03-01T15:00:00Z"), "held");
    expect((await review(early, "approve")).statusCode).toBe(200);
    expect(await priceHere(cookie)).toMatchObject({ price: "12.34", sourceLabel: "Reported by a shopper on Mar 1, 2030" });

    await report(1111, new Date("2030-03-10T15:00:00Z"), "trusted");
    const late = await report(2222, new Date("2030-03-05T15:00:00Z"), "held");
    expect((await review(late, "approve")).statusCode).toBe(200);
    expect(await priceHere(cookie)).toMatchObject({ price: "11.11", sourceLabel: "Reported by a shopper on Mar 10, 2030" });
  });

  it("shows an empty list when nothing waits", async () => {
    const cookie = await shopper("empty@example.com");
    for (const held of await list()) await review(held.id, "reject");
    expect(await list()).toEqual([]);
    const report = await heldReport(cookie);
    expect((await list()).map((r) => r.id)).toEqual([report.id]);
  });

  it("dates a report by the stores' own day: one made at 9:30 pm Eastern is listed with that evening's date", async () => {
    const me = await userIdOf(await signIn(ctx.app, "late@example.com"));
    const id = await writeReport({ by: me, store: storeId, cents: 5000, at: new Date("2026-11-24T02:30:00Z") });
    expect((await list()).find((r) => r.id === id)).toMatchObject({
      reportedAt: "2026-11-24T02:30:00.000Z",
      reportedOn: "Nov 23, 2026",
    });
    await review(id, "reject");
  });

  it("dates a receipt's price by its purchase day, not by the evening before in Eastern time (review R49)", async () => {
    const me = await userIdOf(await signIn(ctx.app, "receipt-day@example.com"));
    const id = await writeReport({ by: me, store: storeId, cents: 5100, at: new Date("2026-11-20T00:00:00Z") });
    await ctx.database.db.update(prices).set({ observedPrecision: "day" }).where(eq(prices.id, id));
    expect((await list()).find((r) => r.id === id)).toMatchObject({ reportedAt: "2026-11-20", reportedOn: "Nov 20, 2026" });
    await review(id, "reject");
  });

  it("lists each report beside the current price at its own store, not at another store in the list", async () => {
    const [priced, plain] = storePair;
    const me = await userIdOf(await signIn(ctx.app, "two-stores@example.com"));
    // A trusted report at one store only: the two stores now show different prices for the item.
    await writeReport({ by: me, store: priced, cents: 777, at: new Date("2026-11-20T15:00:00Z"), status: "trusted" });
    const plainPrice = await priceHere(await shopper("two-stores-shopper@example.com", plain));
    expect(plainPrice.price).not.toBe("7.77");
    const atPriced = await writeReport({ by: me, store: priced, cents: 7000, at: new Date("2026-11-21T15:00:00Z") });
    const atPlain = await writeReport({ by: me, store: plain, cents: 7000, at: new Date("2026-11-21T15:00:00Z") });

    const listed = await list();
    expect(listed.find((r) => r.id === atPriced)).toMatchObject({
      store: { id: priced },
      currentPrice: "7.77",
      currentSourceLabel: "Reported by a shopper on Nov 20, 2026",
    });
    expect(listed.find((r) => r.id === atPlain)).toMatchObject({
      store: { id: plain },
      currentPrice: plainPrice.price,
      currentSourceLabel: plainPrice.sourceLabel,
    });
    for (const id of [atPriced, atPlain]) await review(id, "reject");
  });

  it("decides a report whose reporter's account has since gone, and the audit names the report without a reporter", async () => {
    const cookie = await shopper("gone@example.com");
    const report = await heldReport(cookie);
    await ctx.database.db.delete(users).where(eq(users.email, "gone@example.com"));
    const held = (await list()).find((r) => r.id === report.id);
    expect(held).toMatchObject({ price: report.price, item: { name: "Whole Milk" } });

    expect((await review(report.id, "approve")).json()).toMatchObject({ id: report.id, status: "trusted" });
    const audits = await ctx.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "price_report.approved"), eq(adminAudit.subjectEmail, "")));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminEmail: ADMIN });
    expect(audits[0]!.subjectName).toMatch(/^Turner's Whole Milk 1 gal at .+: \$\d+\.\d{2}$/);
    expect(audits[0]!.subjectName.endsWith(`: $${report.price}`)).toBe(true);
  });
});
