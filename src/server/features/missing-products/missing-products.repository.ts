import { and, count, countDistinct, desc, eq, isNotNull, max, min, sql } from "drizzle-orm";
import type { MissingProductSource } from "../../../domain/receipts/receipt-rules";
import type { Db } from "../../db/client";
import { chains, missingProducts, stores } from "../../db/schema/index";

/** The queue shows this many products at a time, the most asked-for first. */
export const MISSING_PAGE = 100;

/** A barcode is the product; a receipt line's text (any case) stands for it when no barcode was read. */
const productKey = sql<string>`coalesce(${missingProducts.gtin}, lower(${missingProducts.text}))`;

/**
 * Missing products grouped by product (barcode, else line text), the most shoppers first, then the latest sent:
 * how many shoppers sent each, the chains it was met at and the newest photo still kept. Nothing names a shopper.
 */
export function listMissingProducts(db: Db, source: MissingProductSource | undefined) {
  return db
    .select({
      source: missingProducts.source,
      gtin: missingProducts.gtin,
      text: min(missingProducts.text),
      shoppers: countDistinct(missingProducts.userId),
      sent: count(),
      chains: sql<string[] | null>`array_agg(distinct ${chains.name}) filter (where ${chains.name} is not null)`,
      firstSentAt: min(missingProducts.createdAt),
      lastSentAt: max(missingProducts.createdAt),
      photoId: sql<number | null>`max(${missingProducts.id}) filter (where ${missingProducts.photo} is not null)`,
    })
    .from(missingProducts)
    .leftJoin(stores, eq(stores.id, missingProducts.storeId))
    .leftJoin(chains, eq(chains.id, stores.chainId))
    .where(source ? eq(missingProducts.source, source) : undefined)
    .groupBy(missingProducts.source, missingProducts.gtin, productKey)
    .orderBy(desc(countDistinct(missingProducts.userId)), desc(max(missingProducts.createdAt)), productKey)
    .limit(MISSING_PAGE);
}

/** A kept photo of a missing product, or undefined (no such row, or its photo was dropped after 90 days). */
export async function findMissingProductPhoto(db: Db, id: number) {
  const [row] = await db
    .select({ photo: missingProducts.photo })
    .from(missingProducts)
    .where(and(eq(missingProducts.id, id), isNotNull(missingProducts.photo)));
  return row?.photo ?? undefined;
}
