import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { LineCandidate } from "../../../domain/receipts/receipt-rules";
import type { Database, Db } from "../../db/client";
import { chains, groceryItems, missingProducts, receiptLines, receipts, stores } from "../../db/schema/index";

/** Serialises one shopper's uploads (or confirmations) so two at once cannot both pass a daily limit. */
export async function lockShopper(db: Db, what: string, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${what}:${userId}`}))`);
}

export async function countReceiptsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(receipts)
    .where(and(eq(receipts.userId, userId), gt(receipts.createdAt, since)));
  return row!.n;
}

export async function insertReceipt(db: Db, userId: string, image: Buffer, now: Date): Promise<string> {
  const [row] = await db.insert(receipts).values({ userId, image, createdAt: now }).returning({ id: receipts.id });
  return row!.id;
}

/**
 * Claims the oldest receipt waiting to be read, or one whose reader stopped (claimed before `staleBefore`),
 * for this reader: FOR UPDATE SKIP LOCKED, so two instances never read the same receipt at once.
 */
export async function claimNextReceipt(db: Db, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(receipts)
    .set({ claimedAt: now, attempts: sql`${receipts.attempts} + 1` })
    .where(
      eq(
        receipts.id,
        sql`(select id from receipts where status = 'reading'
              and (claimed_at is null or claimed_at < ${staleBefore.toISOString()}::timestamptz)
              order by created_at limit 1 for update skip locked)`,
      ),
    )
    .returning({ id: receipts.id, userId: receipts.userId, image: receipts.image, attempts: receipts.attempts });
  return row;
}

/**
 * A reader's claim of a receipt: its attempt number is the claim's token. A reader past its lease has lost the receipt
 * to the next claim (another instance, a higher attempt): what it writes afterwards changes nothing (review R34).
 */
export type ReceiptClaim = { id: string; attempts: number };
const stillClaimed = (claim: ReceiptClaim) =>
  and(eq(receipts.id, claim.id), eq(receipts.status, "reading"), eq(receipts.attempts, claim.attempts));

export async function setProgress(db: Db, claim: ReceiptClaim, progress: number): Promise<void> {
  await db.update(receipts).set({ progress }).where(stillClaimed(claim));
}

export type LineToSave = {
  text: string;
  cents: number;
  unitCents: number | null;
  weightLb: number | null;
  discountCents: number;
  itemId: number | null;
  confidence: number;
  candidates: LineCandidate[];
};

/**
 * Stores what a reading found and marks the receipt read (replacing what an interrupted reading left), only while the
 * claim still holds: a late reader never rewrites the lines a shopper has open or has confirmed.
 */
export async function saveReading(
  db: Db,
  claim: ReceiptClaim,
  reading: { storeId: number | null; purchasedOn: string | null; ocrText: string; lines: LineToSave[] },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = await tx
      .update(receipts)
      .set({
        status: "read",
        progress: 100,
        storeId: reading.storeId,
        purchasedOn: reading.purchasedOn,
        ocrText: reading.ocrText,
        readAt: now,
      })
      .where(stillClaimed(claim))
      .returning({ id: receipts.id });
    if (!held) return;
    await tx.delete(receiptLines).where(eq(receiptLines.receiptId, claim.id));
    if (reading.lines.length > 0)
      await tx.insert(receiptLines).values(reading.lines.map((line, position) => ({ ...line, receiptId: claim.id, position })));
  });
}

/** A receipt that could not be read keeps only its message: the photo is dropped. */
export async function markFailed(db: Db, claim: ReceiptClaim, message: string, ocrText: string | null, now: Date): Promise<void> {
  await db.update(receipts).set({ status: "failed", message, image: null, ocrText, readAt: now }).where(stillClaimed(claim));
}

/** A shopper's own receipt (never another's), without its image. */
export async function findOwnReceipt(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      id: receipts.id,
      status: receipts.status,
      message: receipts.message,
      progress: receipts.progress,
      storeId: receipts.storeId,
      purchasedOn: receipts.purchasedOn,
      confirmedAt: receipts.confirmedAt,
    })
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.userId, userId)));
  return row;
}

export function findLines(db: Db, receiptId: string) {
  return db.select().from(receiptLines).where(eq(receiptLines.receiptId, receiptId)).orderBy(asc(receiptLines.position));
}

/** Locks a shopper's read, unconfirmed receipt for confirming; undefined when it is not theirs. */
export async function lockOwnReceipt(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: receipts.id, status: receipts.status, confirmedAt: receipts.confirmedAt })
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.userId, userId)))
    .for("update");
  return row;
}

export async function markConfirmed(db: Db, id: string, storeId: number, purchasedOn: string, now: Date): Promise<void> {
  await db
    .update(receipts)
    .set({ confirmedAt: now, storeId, purchasedOn })
    .where(and(eq(receipts.id, id), isNull(receipts.confirmedAt)));
}

export async function linkLinePrice(db: Db, lineId: number, itemId: number | null, priceId: number | null): Promise<void> {
  await db.update(receiptLines).set({ itemId, priceId }).where(eq(receiptLines.id, lineId));
}

export async function insertMissingProducts(db: Db, rows: (typeof missingProducts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(missingProducts).values(rows);
}

export function itemsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: groceryItems.id,
      name: groceryItems.name,
      brand: groceryItems.brand,
      size: groceryItems.size,
      sizeUnit: groceryItems.sizeUnit,
    })
    .from(groceryItems)
    .where(inArray(groceryItems.id, [...ids]));
}

/** Every store with its chain's slug, for matching a receipt's header. */
export function storesForMatching(db: Db) {
  return db
    .select({
      id: stores.id,
      chainId: stores.chainId,
      chainSlug: chains.slug,
      name: stores.name,
      address: stores.address,
      zip: stores.zip,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId));
}

/** A store with its chain (slug and own label), or undefined. */
export async function findStore(db: Db, id: number) {
  const [row] = await db
    .select({
      id: stores.id,
      chainId: stores.chainId,
      chainSlug: chains.slug,
      ownLabel: chains.ownLabel,
      name: stores.name,
      address: stores.address,
    })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(eq(stores.id, id));
  return row;
}

/** Unknown barcodes a shopper sent since `since` (receipt lines marked "not in catalog" have their own bound). */
export async function countMissingBarcodesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(missingProducts)
    .where(and(eq(missingProducts.userId, userId), eq(missingProducts.source, "barcode"), gt(missingProducts.createdAt, since)));
  return row!.n;
}

/** Whether the shopper already sent this unknown barcode (it is kept once per shopper, decision 064). */
export async function hasMissingBarcode(db: Db, userId: string, gtin: string): Promise<boolean> {
  // No columns: a row, even empty, says the barcode was sent.
  const [row] = await db
    .select({})
    .from(missingProducts)
    .where(and(eq(missingProducts.userId, userId), eq(missingProducts.source, "barcode"), eq(missingProducts.gtin, gtin)))
    .limit(1);
  return row !== undefined;
}

/**
 * Drops the photos of missing products taken before `before` (decision 064); the rows stay. How many were dropped.
 * An UPDATE only marks the old bytes dead. The embedded engine has no autovacuum and a plain VACUUM leaves the bytes in
 * pages other rows still use (review R8), so there the table is rewritten (VACUUM FULL, its TOAST table with it); its
 * lock stops every scan and confirmation for the rewrite, which is why the caller drops by whole days (review R20).
 * On PostgreSQL a plain VACUUM, which blocks no reads or writes, frees the space where autovacuum is off.
 */
export async function dropMissingProductPhotos(db: Db, before: Date, engine: Database["kind"]): Promise<number> {
  const rows = await db
    .update(missingProducts)
    .set({ photo: null })
    .where(and(isNotNull(missingProducts.photo), lt(missingProducts.createdAt, before)))
    .returning({ id: missingProducts.id });
  if (rows.length > 0) await db.execute(engine === "pglite" ? sql`VACUUM FULL missing_products` : sql`VACUUM missing_products`);
  return rows.length;
}

/**
 * The catalog item carrying a barcode: by its own column in any spelling of the code (GTIN-14, EAN-13, UPC-A,
 * EAN-8), else by the seed's list of known codes (keys).
 */
export async function findItemByGtin(db: Db, spellings: readonly string[], keys: readonly string[]) {
  const [row] = await db
    .select({ id: groceryItems.id, name: groceryItems.name, brand: groceryItems.brand, unit: groceryItems.unit })
    .from(groceryItems)
    .where(or(inArray(groceryItems.barcode, [...spellings]), inArray(groceryItems.key, [...keys])))
    .orderBy(asc(groceryItems.id))
    .limit(1);
  return row;
}
