import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MISSING_PRODUCT_PHOTO_DAYS } from "../../../domain/receipts/receipt-rules";
import { missingProducts } from "../../db/schema/index";
import { createJobs } from "../../jobs/jobs";
import { runJobsOnce } from "../../jobs/scheduler";

// Decision 064: the photo of a product the catalog lacks is kept MISSING_PRODUCT_PHOTO_DAYS days for the catalog team;
// the scheduled jobs drop older ones. The barcode itself stays (it names the product and holds nothing of the shopper).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const runJobs = (now: Date) =>
  runJobsOnce(createJobs({ db: ctx.database.db, config: ctx.app.deps.config }), now, { info: () => {}, error: () => {} });

describe("photos of missing products", () => {
  it("are dropped by the jobs once older than the retention; newer ones and the barcodes stay", async () => {
    const cookie = await signIn(ctx.app, "missing-retention@example.com");
    const { id: userId } = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
    const now = new Date();
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const rows = await ctx.database.db
      .insert(missingProducts)
      .values([
        { userId, source: "barcode", gtin: "04006381333931", photo, createdAt: at(MISSING_PRODUCT_PHOTO_DAYS + 1) },
        { userId, source: "barcode", gtin: "05901234123457", photo, createdAt: at(MISSING_PRODUCT_PHOTO_DAYS - 1) },
      ])
      .returning({ id: missingProducts.id });
    await runJobs(now);
    const kept = await ctx.database.db
      .select({ id: missingProducts.id, gtin: missingProducts.gtin, photo: missingProducts.photo })
      .from(missingProducts)
      .where(eq(missingProducts.userId, userId))
      .orderBy(missingProducts.id);
    expect(kept.map((row) => [row.id, row.gtin, row.photo === null])).toEqual([
      [rows[0]!.id, "04006381333931", true],
      [rows[1]!.id, "05901234123457", false],
    ]);
  });
});
