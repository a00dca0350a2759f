import { and, count, desc, eq, gt, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { ReportVote } from "../../../domain/pricing/price-report";
import type { Db } from "../../db/client";
import { cartEntries, groceryItems, newestObservations, prices, userPreferences } from "../../db/schema/index";

/** Serialises one shopper's reports so two at once cannot both pass the daily limit. */
// Stryker disable next-line BlockStatement: only reports sent at once, which no test can interleave on demand, tell the lock apart
export async function lockReporter(db: Db, userId: string): Promise<void> {
  // Stryker disable next-line StringLiteral: any one key serialises this shopper's reports; the shopper's own keeps others from waiting
  const key = `price-report:${userId}`;
  // Stryker disable next-line StringLiteral: the lock again: only reports sent at once tell it apart
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Serialises the judging of reports of one item at one store, so two shoppers agreeing at once both see each
 * other's report (one of them then shows the price). Places are locked in one order, so batches cannot deadlock.
 */
export async function lockPlaces(db: Db, places: readonly { itemId: number; storeId: number }[]): Promise<void> {
  // In one order (sorted), so that two batches locking the same places cannot deadlock (shopper-prices-lock.test.ts).
  const keys = [...new Set(places.map((place) => `price-place:${place.itemId}:${place.storeId}`))].sort();
  for (const key of keys) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function countReportsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prices)
    .where(and(eq(prices.reportedBy, userId), eq(prices.source, "shopper-report"), gt(prices.recordedAt, since)));
  // Stryker disable next-line OptionalChaining: count() always answers one row
  return row?.n ?? 0;
}

export type ReportRow = {
  itemId: number;
  chainId: number;
  storeId: number;
  cents: number;
  userId: string;
  network: string | null;
  observedAt: Date;
  observedPrecision: "moment" | "day";
  sourceRef: string;
  recordedAt: Date;
  status: "trusted" | "held";
};

/** Writes shopper reports (held unless given), in the order given; their ids in the same order. */
export async function insertReports(db: Db, reports: readonly ReportRow[]): Promise<number[]> {
  const rows = await db
    .insert(prices)
    .values(
      reports.map((report) => ({
        itemId: report.itemId,
        chainId: report.chainId,
        storeId: report.storeId,
        cents: report.cents,
        source: "shopper-report" as const,
        sourceRef: report.sourceRef,
        observedAt: report.observedAt,
        observedPrecision: report.observedPrecision,
        recordedAt: report.recordedAt,
        status: report.status,
        reportedBy: report.userId,
        reporterNetwork: report.network,
      })),
    )
    .returning({ id: prices.id });
  return rows.map((row) => row.id);
}

/** One report made at `at` from no known network, as a test or an operator would write it. */
export async function insertReport(
  db: Db,
  report: {
    itemId: number;
    chainId: number;
    storeId: number;
    cents: number;
    userId: string;
    at: Date;
    status: "trusted" | "held";
  },
): Promise<number> {
  const [id] = await insertReports(db, [
    // Stryker disable next-line StringLiteral: nothing reads a plain report's reference but to tell it from a receipt's or a shelf tag's
    { ...report, network: null, observedAt: report.at, observedPrecision: "moment", sourceRef: "report", recordedAt: report.at },
  ]);
  return id!;
}

/**
 * The votes at one place: each account's latest report of the item at the store observed after `since`, held or
 * trusted (a rejected report votes for nothing), with its id. Reports whose account is gone vote no more. A trusted
 * vote newer than the price shown comes from an earlier line of the same batch (a receipt listing an item twice).
 */
export async function latestVotesAt(
  db: Db,
  itemId: number,
  storeId: number,
  since: Date,
): Promise<(ReportVote & { id: number; status: string })[]> {
  const rows = await db
    .selectDistinctOn([prices.reportedBy], {
      id: prices.id,
      account: prices.reportedBy,
      network: prices.reporterNetwork,
      cents: prices.cents,
      status: prices.status,
    })
    .from(prices)
    .where(
      and(
        eq(prices.itemId, itemId),
        eq(prices.storeId, storeId),
        eq(prices.source, "shopper-report"),
        inArray(prices.status, ["held", "trusted"]),
        isNotNull(prices.reportedBy),
        gt(prices.observedAt, since),
      ),
    )
    .orderBy(prices.reportedBy, desc(prices.observedAt), desc(prices.recordedAt), desc(prices.id));
  return rows.map((row) => ({ ...row, account: row.account! }));
}

/** Shows held reports to everyone (their agreement was reached). */
export async function trustReports(db: Db, ids: readonly number[]): Promise<void> {
  await db
    .update(prices)
    .set({ status: "trusted" })
    .where(and(inArray(prices.id, [...ids]), eq(prices.source, "shopper-report"), eq(prices.status, "held")));
}

/** The items reports are about, with what pricing them needs. */
export async function findReportedItems(db: Db, ids: readonly number[]) {
  return db
    .select({ id: groceryItems.id, size: groceryItems.size, sizeUnit: groceryItems.sizeUnit })
    .from(groceryItems)
    .where(inArray(groceryItems.id, [...ids]));
}

/**
 * What `userId`'s price reports gave back (issue 32): how many they reported, how many came from receipts, how many
 * every shopper sees (trusted) and how many wait (held); and how many other shoppers' comparisons show one of their
 * prices now: the report is the newest trusted price at its store, and the shopper has its item in their cart and
 * compares that store. One statement; the reports come by prices_reported_by_idx, the newest trusted price of each
 * store from newest_observations by its key (decision 099).
 */
export async function countContributions(db: Db, userId: string) {
  const mine = sql`${prices.reportedBy} = ${userId}::uuid and ${prices.source} = 'shopper-report'`;
  const reportsWhere = (where: SQL) => sql<number>`(select count(*) from ${prices} where ${mine} and ${where})::int`;
  const shownNow = sql`select p.item_id, p.store_id from ${prices} p
    where p.reported_by = ${userId}::uuid and p.source = 'shopper-report' and p.status = 'trusted' and p.id = (
      select n.price_id from ${newestObservations} n
      where n.item_id = p.item_id and n.chain_id = p.chain_id and n.place = p.store_id)`;
  const [row] = await db
    .select({
      reported: reportsWhere(sql`true`),
      fromReceipts: reportsWhere(sql`${prices.sourceRef} like 'receipt:%'`),
      shown: reportsWhere(sql`${prices.status} = 'trusted'`),
      waiting: reportsWhere(sql`${prices.status} = 'held'`),
      shoppersUsing: sql<number>`(select count(distinct c.user_id) from (${shownNow}) s
        join ${cartEntries} c on c.item_id = s.item_id and c.user_id <> ${userId}::uuid
        join ${userPreferences} up on up.user_id = c.user_id and s.store_id = any(up.selected_store_ids))::int`,
    })
    .from(sql`(values (1)) as one_row`);
  return row!;
}
