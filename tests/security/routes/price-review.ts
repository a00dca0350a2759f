import { eq } from "drizzle-orm";
import sharp from "sharp";
import { prices, receiptLines, receipts, stores } from "../../../src/server/db/schema/index";
import { createUserWithPlan } from "../../support/premium-users";
import { adminOnly, type MatrixContext, type RouteGroup } from "../matrix";

/** Rows for the review of held shopper price reports: admins only, whatever their plan. */

/** A fresh held report by a fresh shopper for each cell, so one cell's decision never meets another's. */
async function heldReportId(ctx: MatrixContext): Promise<number> {
  const reporter = await createUserWithPlan(ctx.test, "free");
  const [store] = await ctx.db.select({ chainId: stores.chainId }).from(stores).where(eq(stores.id, ctx.storeIds[0]!));
  const now = new Date();
  const [row] = await ctx.db
    .insert(prices)
    .values({
      itemId: ctx.itemIds[0]!,
      chainId: store!.chainId,
      storeId: ctx.storeIds[0]!,
      cents: 99_999,
      source: "shopper-report",
      sourceRef: "report",
      observedAt: now,
      observedPrecision: "moment",
      recordedAt: now,
      status: "held",
      reportedBy: reporter.id,
    })
    .returning({ id: prices.id });
  return row!.id;
}

/** A fresh shopper's receipt with its photo kept, whose line became a held price: the admin's view of the proof. */
async function receiptWithPhoto(ctx: MatrixContext): Promise<string> {
  const shopper = await createUserWithPlan(ctx.test, "free");
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .jpeg()
    .toBuffer();
  const [row] = await ctx.db
    .insert(receipts)
    .values({ userId: shopper.id, status: "read", image, confirmedAt: new Date() })
    .returning({ id: receipts.id });
  const priceId = await heldReportId(ctx);
  await ctx.db.insert(receiptLines).values({ receiptId: row!.id, position: 0, text: "GE 2% MLK GAL", cents: 99_999, priceId });
  return row!.id;
}

export const priceReviewRoutes: RouteGroup = {
  rows: [
    { route: "GET /api/admin/price-reports", request: () => ({ url: "/api/admin/price-reports" }), expect: adminOnly(200) },
    {
      route: "POST /api/admin/price-reports/:id/review",
      request: async (ctx) => ({
        method: "POST",
        url: `/api/admin/price-reports/${await heldReportId(ctx)}/review`,
        payload: { decision: "reject" },
      }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/receipts/:id/image",
      request: async (ctx) => ({ url: `/api/admin/receipts/${await receiptWithPhoto(ctx)}/image` }),
      expect: adminOnly(200),
    },
  ],
};
