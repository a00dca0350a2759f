import sharp from "sharp";
import { missingProducts } from "../../../src/server/db/schema/index";
import { createUserWithPlan } from "../../support/premium-users";
import { adminOnly, type MatrixContext, type RouteGroup } from "../matrix";

/** Rows for the admin view of the missing-products queue (issue 32, decision 070): admins only, whatever their plan. */

let gtin = 40_000_000_000;
/** A fresh shopper's unknown barcode with its photo kept: what the queue lists and the photo an admin opens. */
async function missingWithPhoto(ctx: MatrixContext): Promise<number> {
  const shopper = await createUserWithPlan(ctx.test, "free");
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .jpeg()
    .toBuffer();
  gtin += 1;
  const [row] = await ctx.db
    .insert(missingProducts)
    .values({ userId: shopper.id, source: "barcode", gtin: `000${gtin}`, photo, storeId: ctx.storeIds[0] })
    .returning({ id: missingProducts.id });
  return row!.id;
}

export const missingProductsRoutes: RouteGroup = {
  rows: [
    {
      route: "GET /api/admin/missing-products",
      request: () => ({ url: "/api/admin/missing-products?source=barcode" }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/missing-products/:id/photo",
      request: async (ctx) => ({ url: `/api/admin/missing-products/${await missingWithPhoto(ctx)}/photo` }),
      expect: adminOnly(200),
    },
  ],
};
