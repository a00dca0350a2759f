import { eq } from "drizzle-orm";
import { prices, stores } from "../../../src/server/db/schema/index";
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
  ],
};
