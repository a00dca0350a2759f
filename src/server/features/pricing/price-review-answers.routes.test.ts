import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { adminAudit } from "../../db/schema/index";

// What the admin is told on deciding a held shopper report, and what the audit log says about it.
const ADMIN = "answers-reviewer@example.com";
let ctx: TestContext;
let store: { id: number; name: string };
let item: { id: number; name: string; brand: string; unit: string };
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_PER_MINUTE: "0" });
  store = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json()[0];
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as (typeof item)[];
  item = items.find((i) => i.name === "Whole Milk" && i.brand === "Turner's")!;
  admin = await signIn(ctx.app, ADMIN);
});
afterAll(() => ctx.close());

/** A report 10 times the store's price from a fresh shopper comparing that store: held for review. */
async function heldReport(email: string) {
  const cookie = await signIn(ctx.app, email);
  const headers = { cookie };
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers,
    payload: { location: null, radiusMiles: 25, selectedStoreIds: [store.id] },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers, payload: { itemId: item.id } });
  const cart = (await ctx.app.inject({ url: "/api/cart", headers })).json() as { storePrices: { price: string }[] }[];
  const price = (Number(cart[0]!.storePrices[0]!.price) * 10).toFixed(2);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/price-reports",
    headers,
    payload: { itemId: item.id, storeId: store.id, price },
  });
  expect(res.json().status).toBe("held");
  return { id: res.json().id as number, price };
}
const review = (id: number, decision: "approve" | "reject") =>
  ctx.app.inject({
    method: "POST",
    url: `/api/admin/price-reports/${id}/review`,
    headers: { cookie: admin },
    payload: { decision },
  });
const auditOf = async (action: "price_report.approved" | "price_report.rejected", email: string) =>
  (
    await ctx.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, action), eq(adminAudit.subjectEmail, email)))
  )[0];

describe("deciding a held price report", () => {
  it("tells the admin an approved price is now trusted, and audits the item, store, price and reporter", async () => {
    const report = await heldReport("answers-approved@example.com");
    const res = await review(report.id, "approve");
    expect(res.json()).toEqual({
      id: report.id,
      status: "trusted",
      message: "Approved: this price is now a trusted observation for its store.",
    });
    expect(await auditOf("price_report.approved", "answers-approved@example.com")).toMatchObject({
      adminEmail: ADMIN,
      subjectName: `${item.brand} ${item.name} ${item.unit} at ${store.name}: $${report.price}`,
    });
  });

  it("tells the admin a rejected price will not be shown, and audits it as rejected", async () => {
    const report = await heldReport("answers-rejected@example.com");
    expect((await review(report.id, "reject")).json()).toEqual({
      id: report.id,
      status: "rejected",
      message: "Rejected: this price will not be shown.",
    });
    expect(await auditOf("price_report.rejected", "answers-rejected@example.com")).toMatchObject({
      subjectName: `${item.brand} ${item.name} ${item.unit} at ${store.name}: $${report.price}`,
    });
  });
});
