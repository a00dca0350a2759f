import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { MISSING_PRODUCT_SOURCES, RECEIPT_STATUSES, type LineCandidate } from "../../../domain/receipts/receipt-rules";
import { groceryItems } from "./grocery-items";
import { prices } from "./prices";
import { stores } from "./stores";
import { users } from "./users";

/** Image bytes (PGlite answers a Uint8Array, postgres.js a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A receipt a shopper photographed (issue 32, decision 056). The image is the proof behind the prices
 * it yields, re-encoded without EXIF or location; it goes with the account (cascade). A receipt is
 * read in the background: `reading` rows are claimed by the reader (FOR UPDATE SKIP LOCKED), so any
 * instance may read them and one a stopped process left is read again.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: RECEIPT_STATUSES }).notNull().default("reading"),
    /** Why a receipt could not be read, in words for the shopper. */
    message: text("message"),
    /** 0-100 while reading. */
    progress: integer("progress").notNull().default(0),
    /** The JPEG kept as proof; null once a receipt failed (nothing of it is kept). */
    image: bytea("image"),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    purchasedOn: date("purchased_on", { mode: "string" }),
    /** What the OCR read, line by line, for the admin's review. */
    ocrText: text("ocr_text"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    index("receipts_user_created_idx").on(table.userId, table.createdAt),
    index("receipts_reading_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'reading'`),
  ],
);

/** A priced line of a receipt, with the catalog item it most likely is. */
export const receiptLines = pgTable(
  "receipt_lines",
  {
    id: serial("id").primaryKey(),
    receiptId: uuid("receipt_id")
      .notNull()
      .references(() => receipts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    /** What the line charged as printed (the shelf price; a coupon under it is in discountCents). */
    cents: integer("cents").notNull(),
    /** The price of one unit or one pound when the receipt prints it ("2 @ 1.99", "1.52 lb @ 0.59 /lb"). */
    unitCents: integer("unit_cents"),
    /** The weight in pounds a pound price was charged for. */
    weightLb: real("weight_lb"),
    /** Coupons and discounts taken off this line (positive cents). */
    discountCents: integer("discount_cents").notNull().default(0),
    itemId: integer("item_id").references(() => groceryItems.id, { onDelete: "set null" }),
    confidence: real("confidence").notNull().default(0),
    candidates: jsonb("candidates").$type<LineCandidate[]>().notNull().default([]),
    /** The observation this line became when the shopper confirmed it. */
    priceId: integer("price_id").references(() => prices.id, { onDelete: "set null" }),
  },
  (table) => [
    index("receipt_lines_receipt_idx").on(table.receiptId, table.position),
    // The review queue joins a held price to its line; deleting a price finds its line (decision 064).
    index("receipt_lines_price_idx").on(table.priceId),
    check("receipt_lines_cents", sql`${table.cents} > 0`),
  ],
);

/** Products shoppers met that the catalog lacks: an unknown barcode (with its photo) or a receipt line. */
export const missingProducts = pgTable(
  "missing_products",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: MISSING_PRODUCT_SOURCES }).notNull(),
    gtin: text("gtin"),
    text: text("text"),
    cents: integer("cents"),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    photo: bytea("photo"),
    receiptLineId: integer("receipt_line_id").references(() => receiptLines.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("missing_products_user_created_idx").on(table.userId, table.createdAt),
    index("missing_products_gtin_idx").on(table.gtin),
    // Decision 064: one row per shopper and unknown barcode; photos past their retention are found by age.
    uniqueIndex("missing_products_user_gtin_key")
      .on(table.userId, table.gtin)
      .where(sql`${table.source} = 'barcode'`),
    index("missing_products_photo_created_idx")
      .on(table.createdAt)
      .where(sql`${table.photo} is not null`),
    // Deleting an account deletes its receipt lines, each finding the missing product it became.
    index("missing_products_receipt_line_idx").on(table.receiptLineId),
  ],
);

export type ReceiptRow = typeof receipts.$inferSelect;
export type ReceiptLineRow = typeof receiptLines.$inferSelect;
