import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groceryItems, prices } from "../../db/schema/index";

/** Serialises one shopper's reports so two at once cannot both pass the daily limit. */
// Stryker disable next-line BlockStatement: only reports sent at once, which no test can interleave on demand, tell the lock apart
export async function lockReporter(db: Db, userId: string): Promise<void> {
  // Stryker disable next-line StringLiteral: any one key serialises this shopper's reports; the shopper's own keeps others from waiting
  const key = `price-report:${userId}`;
  // Stryker disable next-line StringLiteral: the lock again: only reports sent at once tell it apart
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function countReportsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prices)
    .where(and(eq(prices.reportedBy, userId), eq(prices.source, "shopper-report"), gt(prices.recordedAt, since)));
  // Stryker disable next-line OptionalChaining: count() always answers one row
  return row?.n ?? 0;
}

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
  const [row] = await db
    .insert(prices)
    .values({
      itemId: report.itemId,
      chainId: report.chainId,
      storeId: report.storeId,
      cents: report.cents,
      source: "shopper-report",
      sourceRef: "report",
      observedAt: report.at,
      observedPrecision: "moment",
      recordedAt: report.at,
      status: report.status,
      reportedBy: report.userId,
    })
    .returning({ id: prices.id });
  return row!.id;
}

/** The item a report is about, with what pricing it needs. */
export async function findReportedItem(db: Db, id: number) {
  const [row] = await db
    .select({ id: groceryItems.id, size: groceryItems.size, sizeUnit: groceryItems.sizeUnit })
    .from(groceryItems)
    .where(eq(groceryItems.id, id));
  return row;
}
