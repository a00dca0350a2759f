import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { krogerLocation, startFakeKroger, type FakeKroger } from "../../../../tests/support/fake-kroger";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { chains, priceFeeds, stores } from "../../db/schema/index";
import { createJobs } from "../../jobs/jobs";
import { runJobsOnce } from "../../jobs/scheduler";

// /api/pricing-status with Kroger configured against a local fake: live only after a full refresh
// and for a day after it; a failed refresh is named. The route reads the real clock, so the feed's
// times are set relative to it.
let kroger: FakeKroger;
let ctx: TestContext;
const log = { info: () => {}, error: () => {} };

beforeAll(async () => {
  kroger = await startFakeKroger();
  ctx = await createTestApp({
    KROGER_CLIENT_ID: kroger.clientId,
    KROGER_CLIENT_SECRET: kroger.clientSecret,
    KROGER_API_URL: kroger.baseUrl,
  });
  const db = ctx.database.db;
  const [chain] = await db.insert(chains).values({ slug: "kroger", name: "Kroger", color: "#0d47a1", logo: "K" }).returning();
  await db.insert(stores).values({
    chainId: chain!.id,
    sourceId: "usda-snap:900001",
    name: "Kroger — N High St, Columbus",
    address: "1350 N High St",
    city: "Columbus",
    state: "OH",
    zip: "43201",
    latitude: 39.9884,
    longitude: -83.0048,
  });
  kroger.locations.push(krogerLocation("01400943", "1350 N High St", "Columbus", "43201", 39.9884, -83.0048));
  kroger.prices.set("01400943", new Map([["0005150025516", { regular: 3.49 }]]));
});
afterAll(async () => {
  await ctx.close();
  await kroger.close();
});

const status = async () => (await ctx.app.inject({ url: "/api/pricing-status" })).json();
const runJobs = () => runJobsOnce(createJobs({ db: ctx.database.db, config: ctx.app.deps.config }), new Date(), log);
// The store was read when the feed last succeeded (review R4: a refresh reads only stores not read since).
const lastSuccessHoursAgo = async (hours: number) => {
  const then = new Date(Date.now() - hours * 3_600_000);
  await ctx.database.db
    .update(priceFeeds)
    .set({ lastSuccessAt: then, lastAttemptAt: then })
    .where(eq(priceFeeds.source, "kroger"));
  await ctx.database.db.update(stores).set({ krogerReadAt: then });
};

describe("GET /api/pricing-status with Kroger configured", () => {
  it("is not real-time before the first refresh", async () => {
    expect(await status()).toMatchObject({
      realTimePricing: false,
      availableServices: ["Estimates (BLS/USDA averages and the team's own)"],
      missingServices: ["Kroger API (no refresh yet)"],
    });
  });

  it("is real-time once the scheduled job has read the linked store's prices", async () => {
    expect((await runJobs())["kroger-prices"]).toEqual({ processed: 1, note: "1 stores newly linked; 1 stores read" });
    const [store] = await ctx.database.db
      .select({ id: stores.krogerLocationId })
      .from(stores)
      .where(eq(stores.sourceId, "usda-snap:900001"));
    expect(store!.id).toBe("01400943");
    expect(await status()).toMatchObject({
      realTimePricing: true,
      availableServices: ["Estimates (BLS/USDA averages and the team's own)", "Kroger API"],
      missingServices: [],
    });
  });

  it("stays real-time through a failed refresh within a day, then says the refresh failed", async () => {
    kroger.down = true;
    await lastSuccessHoursAgo(21);
    expect((await runJobs())["kroger-prices"]).toEqual({
      error: "Kroger refresh stopped: products answered 503 after 0 of the linked stores; the last prices read stay in use",
    });
    expect((await status()).realTimePricing).toBe(true);
    await lastSuccessHoursAgo(27);
    expect(await status()).toMatchObject({
      realTimePricing: false,
      availableServices: ["Estimates (BLS/USDA averages and the team's own)"],
      missingServices: [
        "Kroger API (last refresh failed: products answered 503 after 0 of the linked stores; earlier Kroger prices stay in use)",
      ],
    });
  });

  it("says only that prices are old when the last refresh worked but was more than a day ago", async () => {
    await ctx.database.db.update(priceFeeds).set({ lastError: null }).where(eq(priceFeeds.source, "kroger"));
    expect((await status()).missingServices).toEqual(["Kroger API (no refresh for over a day)"]);
  });
});
