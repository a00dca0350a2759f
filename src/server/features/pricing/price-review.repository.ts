import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAudit, groceryItems, prices, stores, users } from "../../db/schema/index";

/** Held shopper reports, oldest first (a queue), with their item and store. */
export function listHeldReports(db: Db, limit: number) {
  return db
    .select({
      id: prices.id,
      cents: prices.cents,
      observedAt: prices.observedAt,
      item: {
        id: groceryItems.id,
        name: groceryItems.name,
        brand: groceryItems.brand,
        unit: groceryItems.unit,
        size: groceryItems.size,
        sizeUnit: groceryItems.sizeUnit,
      },
      store: { id: stores.id, chainId: stores.chainId, name: stores.name, address: stores.address, city: stores.city },
    })
    .from(prices)
    .innerJoin(groceryItems, eq(groceryItems.id, prices.itemId))
    .innerJoin(stores, eq(stores.id, prices.storeId))
    .where(and(eq(prices.source, "shopper-report"), eq(prices.status, "held")))
    .orderBy(asc(prices.recordedAt), asc(prices.id))
    .limit(limit);
}

/**
 * Sets a held shopper report to `status`; only a held report changes, so two admins deciding at once
 * cannot both win. The report as it now is, or undefined when no held report has that id.
 */
export async function decideHeldReport(db: Db, id: number, status: "trusted" | "rejected") {
  const [row] = await db
    .update(prices)
    .set({ status })
    .where(and(eq(prices.id, id), eq(prices.source, "shopper-report"), eq(prices.status, "held")))
    .returning({
      id: prices.id,
      cents: prices.cents,
      itemId: prices.itemId,
      storeId: prices.storeId,
      reportedBy: prices.reportedBy,
    });
  return row;
}

/** Whether `id` is a shopper report at all (then it was already reviewed), for the right refusal. */
export async function isShopperReport(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.id, id), eq(prices.source, "shopper-report")));
  return row !== undefined;
}

/** What the audit log names a decided report by: the product, the store and the reporter's e-mail. */
export async function describeReport(db: Db, report: { itemId: number; storeId: number | null; reportedBy: string | null }) {
  const [item] = await db
    .select({ name: groceryItems.name, brand: groceryItems.brand, unit: groceryItems.unit })
    .from(groceryItems)
    .where(eq(groceryItems.id, report.itemId));
  const [store] =
    report.storeId === null ? [] : await db.select({ name: stores.name }).from(stores).where(eq(stores.id, report.storeId));
  const [reporter] =
    report.reportedBy === null ? [] : await db.select({ email: users.email }).from(users).where(eq(users.id, report.reportedBy));
  return { item, store, reporterEmail: reporter?.email ?? null };
}

export async function insertReviewAudit(db: Db, entry: typeof adminAudit.$inferInsert): Promise<void> {
  await db.insert(adminAudit).values(entry);
}
