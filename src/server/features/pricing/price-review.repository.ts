import { and, asc, eq, exists, gt, notExists, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { adminAudit, groceryItems, prices, receiptLines, receipts, stores, users } from "../../db/schema/index";

const newer = alias(prices, "newer_report");

/** The held report `prices` has not been replaced by its own reporter's newer report at the same place. */
function notSuperseded(db: Db) {
  return notExists(
    // No column: EXISTS reads none (PostgreSQL takes an empty select list).
    db
      .select({})
      .from(newer)
      .where(
        and(
          eq(newer.source, "shopper-report"),
          eq(newer.reportedBy, prices.reportedBy),
          eq(newer.itemId, prices.itemId),
          eq(newer.storeId, prices.storeId),
          or(gt(newer.observedAt, prices.observedAt), and(eq(newer.observedAt, prices.observedAt), gt(newer.id, prices.id))),
        ),
      ),
  );
}

/** A report the review queue lists: a held shopper report not superseded by its reporter (decision 017, 064). */
export const inReviewQueue = (db: Db) => and(eq(prices.source, "shopper-report"), eq(prices.status, "held"), notSuperseded(db));

/** Held shopper reports, oldest first (a queue), with their item and store; each account's latest at a place only. */
export function listHeldReports(db: Db, limit: number) {
  return db
    .select({
      id: prices.id,
      cents: prices.cents,
      observedAt: prices.observedAt,
      observedPrecision: prices.observedPrecision,
      item: {
        id: groceryItems.id,
        name: groceryItems.name,
        brand: groceryItems.brand,
        unit: groceryItems.unit,
        size: groceryItems.size,
        sizeUnit: groceryItems.sizeUnit,
      },
      store: { id: stores.id, chainId: stores.chainId, name: stores.name, address: stores.address, city: stores.city },
      // A confirmed receipt line names the price it became (one line, one price).
      receiptId: receiptLines.receiptId,
    })
    .from(prices)
    .innerJoin(groceryItems, eq(groceryItems.id, prices.itemId))
    .innerJoin(stores, eq(stores.id, prices.storeId))
    .leftJoin(receiptLines, eq(receiptLines.priceId, prices.id))
    .where(
      // A report its own reporter has since replaced at that place waits no more: one account's many reports
      // take one line of the queue, not a page of it.
      inReviewQueue(db),
    )
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
    .returning({ id: prices.id, cents: prices.cents });
  return row;
}

/** Whether `id` is a shopper report at all (then it was already reviewed), for the right refusal. */
export async function isShopperReport(db: Db, id: number): Promise<boolean> {
  // Stryker disable next-line ObjectLiteral: only whether a row exists is read, not its columns
  const existence = { id: prices.id };
  const [row] = await db
    .select(existence)
    .from(prices)
    .where(and(eq(prices.id, id), eq(prices.source, "shopper-report")));
  return row !== undefined;
}

/**
 * What the audit log names a decided report by: the product, the store and the reporter's e-mail (null once the
 * account is gone: reports outlive their reporter). A shopper report always has its item and store (both cascade).
 */
export async function describeReport(db: Db, id: number) {
  const [row] = await db
    .select({
      name: groceryItems.name,
      brand: groceryItems.brand,
      unit: groceryItems.unit,
      store: stores.name,
      reporterEmail: users.email,
    })
    .from(prices)
    .innerJoin(groceryItems, eq(groceryItems.id, prices.itemId))
    .innerJoin(stores, eq(stores.id, prices.storeId))
    .leftJoin(users, eq(users.id, prices.reportedBy))
    .where(eq(prices.id, id));
  return row!;
}

export async function insertReviewAudit(db: Db, entry: typeof adminAudit.$inferInsert): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/**
 * The photo of a receipt behind a report the review queue lists (the proof an admin judges it by), with what the
 * audit log names the view by: undefined when no such receipt (any other receipt, including one whose held price its
 * shopper has since replaced, is none of the review's business), a null image when none was kept.
 */
export async function findHeldReceiptImage(db: Db, id: string) {
  const [row] = await db
    .select({ image: receipts.image, store: stores.name, purchasedOn: receipts.purchasedOn, shopperEmail: users.email })
    .from(receipts)
    .leftJoin(stores, eq(stores.id, receipts.storeId))
    .leftJoin(users, eq(users.id, receipts.userId))
    .where(
      and(
        eq(receipts.id, id),
        exists(
          db
            .select({})
            .from(receiptLines)
            .innerJoin(prices, eq(prices.id, receiptLines.priceId))
            .where(and(eq(receiptLines.receiptId, receipts.id), inReviewQueue(db))),
        ),
      ),
    );
  return row;
}
