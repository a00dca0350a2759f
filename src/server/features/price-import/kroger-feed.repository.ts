import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { priceFeeds, type PriceFeedRow } from "../../db/schema/index";
import type { KrogerEndpoint } from "../../integrations/kroger/kroger-client";

/**
 * The Kroger feed's row in price_feeds: the day's call counts, the refresh lease and the outcome of
 * the last refresh. Every change is one conditional UPDATE, so several app instances agree.
 */

const SOURCE = "kroger";

/**
 * Calls a day we allow ourselves, under Kroger's published limits (10,000 product calls, 1,600 for
 * each locations endpoint), leaving room for an operator's own calls with the same keys.
 */
export const DAILY_CALL_BUDGET: Record<KrogerEndpoint, number> = { products: 9_000, locations: 1_500 };

// Stryker disable next-line MethodExpression: the date column takes the (UTC) day of a whole ISO timestamp too
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

async function ensureFeed(db: Db): Promise<void> {
  await db.insert(priceFeeds).values({ source: SOURCE }).onConflictDoNothing();
}

/** Counts one call against today's budget; false (and nothing counted) when it is spent. */
export async function spendKrogerCall(db: Db, endpoint: KrogerEndpoint, now: Date): Promise<boolean> {
  await ensureFeed(db);
  const day = utcDay(now);
  const [counter, other] =
    endpoint === "products"
      ? [priceFeeds.productCalls, priceFeeds.locationCalls]
      : [priceFeeds.locationCalls, priceFeeds.productCalls];
  const newDay = sql`${priceFeeds.budgetDay} is distinct from ${day}::date`;
  const spent = await db
    .update(priceFeeds)
    .set({
      [endpoint === "products" ? "productCalls" : "locationCalls"]: sql`case when ${newDay} then 0 else ${counter} end + 1`,
      [endpoint === "products" ? "locationCalls" : "productCalls"]: sql`case when ${newDay} then 0 else ${other} end`,
      budgetDay: day,
    })
    .where(and(eq(priceFeeds.source, SOURCE), or(newDay, lt(counter, DAILY_CALL_BUDGET[endpoint]))))
    .returning({ source: priceFeeds.source });
  return spent.length === 1;
}

/** How long a refresh may hold the feed before another instance may take it over. */
// Stryker disable next-line ArithmeticOperator: the lease is shorter than RETRY_AFTER_MS and taken with lastAttemptAt, which keeps others out longer
const LEASE_MS = 15 * 60_000;
/** A full refresh a day is enough (and what the budget allows); after a failure, try again an hour later. */
export const REFRESH_EVERY_MS = 20 * 3_600_000;
export const RETRY_AFTER_MS = 3_600_000;

/** Takes the refresh lease when a refresh is due and nobody holds it; false otherwise. */
export async function claimKrogerRefresh(db: Db, now: Date): Promise<boolean> {
  await ensureFeed(db);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // Stryker disable next-line ArithmeticOperator: the lease is shorter than RETRY_AFTER_MS and taken with lastAttemptAt, which keeps others out longer
  const claimedUntil = new Date(now.getTime() + LEASE_MS);
  const claimed = await db
    .update(priceFeeds)
    .set({ claimedUntil, lastAttemptAt: now })
    .where(
      and(
        eq(priceFeeds.source, SOURCE),
        or(isNull(priceFeeds.claimedUntil), lt(priceFeeds.claimedUntil, now)),
        or(isNull(priceFeeds.lastSuccessAt), lte(priceFeeds.lastSuccessAt, ago(REFRESH_EVERY_MS))),
        or(isNull(priceFeeds.lastAttemptAt), lte(priceFeeds.lastAttemptAt, ago(RETRY_AFTER_MS))),
      ),
    )
    .returning({ source: priceFeeds.source });
  return claimed.length === 1;
}

/** Releases the lease with the outcome: a full refresh (error null) or why it fell short. */
export async function finishKrogerRefresh(db: Db, now: Date, error: string | null): Promise<void> {
  await db
    .update(priceFeeds)
    .set({ claimedUntil: null, lastError: error, ...(error === null ? { lastSuccessAt: now } : {}) })
    .where(eq(priceFeeds.source, SOURCE));
}

export async function readKrogerFeed(db: Db): Promise<PriceFeedRow | undefined> {
  const rows = await db.select().from(priceFeeds).where(eq(priceFeeds.source, SOURCE));
  return rows[0];
}
