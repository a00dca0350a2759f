import { and, eq, isNotNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { prices, receiptLines, receipts } from "../../db/schema/index";
import { inReviewQueue } from "../pricing/price-review.repository";

/**
 * Drops the photos of receipts no admin can open any more (decision 081): made before `before`, not being read, and
 * either confirmed or left unconfirmed since before `unconfirmedBefore`, with no line whose price the review queue
 * lists. Frees the space as dropMissingProductPhotos does (PGlite rewrites the table).
 */
export async function dropUnneededReceiptPhotos(
  db: Db,
  before: Date,
  unconfirmedBefore: Date,
  engine: Database["kind"],
): Promise<number> {
  // No columns: NOT EXISTS reads none.
  const heldLine = db
    .select({})
    .from(receiptLines)
    .innerJoin(prices, eq(prices.id, receiptLines.priceId))
    .where(and(eq(receiptLines.receiptId, receipts.id), inReviewQueue(db)));
  const rows = await db
    .update(receipts)
    .set({ image: null })
    .where(
      and(
        isNotNull(receipts.image),
        ne(receipts.status, "reading"),
        lt(receipts.createdAt, before),
        or(isNotNull(receipts.confirmedAt), lt(receipts.createdAt, unconfirmedBefore)),
        notExists(heldLine),
      ),
    )
    .returning({ id: receipts.id });
  if (rows.length > 0) await db.execute(engine === "pglite" ? sql`VACUUM FULL receipts` : sql`VACUUM receipts`);
  return rows.length;
}
