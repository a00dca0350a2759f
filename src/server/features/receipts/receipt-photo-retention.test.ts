import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { UNCONFIRMED_RECEIPT_PHOTO_DAYS } from "../../../domain/receipts/receipt-rules";
import { prices, receiptLines, receipts, stores } from "../../db/schema/index";
import { createJobs } from "../../jobs/jobs";
import { runJobsOnce } from "../../jobs/scheduler";

// Decision 081 (review R28): a receipt's photo is the proof an admin judges a held price by; once no line of it is a
// price the review queue lists (and an unconfirmed receipt has waited a week for its shopper), the jobs drop it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

describe("receipt photos", () => {
  it("are kept while a line is held for review, for a week unconfirmed, and while being read; the others go", async () => {
    const db = ctx.database.db;
    const cookie = await signIn(ctx.app, "receipt-retention@example.com");
    const { id: userId } = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
    const [store] = await db.select({ id: stores.id, chainId: stores.chainId }).from(stores).limit(1);
    const itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
    // Noon UTC, so "two days ago" and "today" do not depend on the hour the test runs.
    const now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2);
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const receipt = (name: string, createdAt: Date, confirmed: boolean, status: "read" | "reading" = "read") => ({
      userId,
      status,
      image: photo,
      createdAt,
      confirmedAt: confirmed ? createdAt : null,
      ocrText: name,
    });
    const rows = await db
      .insert(receipts)
      .values([
        receipt("held", at(2), true),
        receipt("decided", at(2), true),
        receipt("unconfirmed this week", at(UNCONFIRMED_RECEIPT_PHOTO_DAYS - 1), false),
        receipt("unconfirmed for long", at(UNCONFIRMED_RECEIPT_PHOTO_DAYS + 1), false),
        receipt("confirmed today", at(0.1), true),
        receipt("stuck reading", at(10), false, "reading"),
      ])
      .returning({ id: receipts.id, name: receipts.ocrText });
    // The decided report is the older one: a newer report of the same shopper at the same place supersedes a held one.
    const report = (status: "held" | "trusted", observedAt: Date) => ({
      itemId,
      chainId: store!.chainId,
      storeId: store!.id,
      cents: 349,
      source: "shopper-report" as const,
      sourceRef: "receipt",
      observedAt,
      observedPrecision: "day" as const,
      status,
      reportedBy: userId,
    });
    const [held, trusted] = await db.insert(prices).values([report("held", at(2)), report("trusted", at(3))]).returning({ id: prices.id });
    await db.insert(receiptLines).values([
      { receiptId: rows[0]!.id, position: 0, text: "MILK", cents: 349, priceId: held!.id },
      { receiptId: rows[1]!.id, position: 0, text: "MILK", cents: 349, priceId: trusted!.id },
    ]);
    const jobs = createJobs({ db, config: ctx.app.deps.config, engine: ctx.database.kind });
    const run = (when: Date) => runJobsOnce(jobs, when, { info: () => {}, error: () => {} });
    const kept = async () =>
      (
        await db
          .select({ name: receipts.ocrText, image: receipts.image })
          .from(receipts)
          .where(inArray(receipts.id, rows.map((row) => row.id)))
      )
        .filter((row) => row.image !== null)
        .map((row) => row.name)
        .sort();

    await run(now);
    expect(await kept()).toEqual(["confirmed today", "held", "stuck reading", "unconfirmed this week"]);

    // The admin decides the held price: its photo goes at the next day's first run, not at every run (PGlite rewrites).
    await db.update(prices).set({ status: "trusted" }).where(eq(prices.id, held!.id));
    await run(new Date(now.getTime() + 60_000));
    expect(await kept()).toContain("held");
    await run(new Date(now.getTime() + DAY_MS));
    expect(await kept()).toEqual(["stuck reading", "unconfirmed this week"]);
  });
});
