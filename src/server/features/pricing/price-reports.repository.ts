import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groceryItems, prices } from "../../db/schema/index";

/** Serialises one shopper's reports so two at once cannot both pass the daily limit. */
export async function lockReporter(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`price-report:${userId}`}))`);
}

export async function countReportsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prices)
    .where(and(eq(prices.reportedBy, userId), eq(prices.source, "shopper-report"), gt(prices.recordedAt, since)));
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
