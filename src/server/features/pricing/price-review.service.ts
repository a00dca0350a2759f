import {
  RECEIPT_NOT_FOUND,
  RECEIPT_WITHOUT_PHOTO,
  REPORT_ALREADY_REVIEWED,
  REPORT_NOT_FOUND,
  type HeldPriceReport,
  type PriceReportDecision,
  type PriceReportReviewResponse,
} from "../../../domain/contracts/price-review";
import { centsToDecimalString, formatUsd } from "../../../domain/money/money";
import { describeObservedAt, formatObservedAt } from "../../../domain/pricing/provenance";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/index";
import { HttpError } from "../../plugins/errors";
import {
  decideHeldReport,
  describeReport,
  findHeldReceiptImage,
  insertReviewAudit,
  isShopperReport,
  listHeldReports,
} from "./price-review.repository";
import { priceItemsAtStores } from "./pricing.service";

/** The review screen shows this many held reports at a time, oldest first. */
export const REVIEW_PAGE = 100;

/** Held shopper reports (decision 017), each beside the price its store shows now (decision 016). */
export async function heldReports(db: Db): Promise<HeldPriceReport[]> {
  const rows = await listHeldReports(db, REVIEW_PAGE);
  const items = [...new Map(rows.map((row) => [row.item.id, row.item])).values()];
  const storeList = [...new Map(rows.map((row) => [row.store.id, row.store])).values()];
  const current = await priceItemsAtStores(db, items, storeList, null);
  return rows.map((row) => {
    // The prices answer every item at every store asked for.
    const here = current.get(row.item.id)![storeList.findIndex((store) => store.id === row.store.id)]!;
    return {
      id: row.id,
      item: { id: row.item.id, name: row.item.name, brand: row.item.brand, unit: row.item.unit },
      store: { id: row.store.id, name: row.store.name, address: row.store.address, city: row.store.city },
      price: centsToDecimalString(row.cents),
      currentPrice: here.price,
      currentSourceLabel: here.sourceLabel,
      // A receipt's price is known to its purchase day only (stored as that day's first instant, UTC).
      reportedAt: formatObservedAt(row.observedAt, row.observedPrecision),
      reportedOn: describeObservedAt(row.observedAt, row.observedPrecision),
      receiptId: row.receiptId,
    };
  });
}

/**
 * An admin approves a held report (it becomes a trusted observation: the store's price if it is the
 * newest there) or rejects it (it never prices anything). Recorded in the admin audit log in the same
 * transaction. Only held shopper reports can be decided: any other price row is "not found".
 */
export async function reviewReport(
  db: Db,
  admin: UserRow,
  id: number,
  decision: PriceReportDecision,
): Promise<PriceReportReviewResponse> {
  const status = decision === "approve" ? "trusted" : "rejected";
  return db.transaction(async (tx) => {
    const report = await decideHeldReport(tx, id, status);
    if (!report) {
      if (await isShopperReport(tx, id)) throw new HttpError(409, REPORT_ALREADY_REVIEWED);
      throw new HttpError(404, REPORT_NOT_FOUND);
    }
    const { name, brand, unit, store, reporterEmail } = await describeReport(tx, report.id);
    await insertReviewAudit(tx, {
      adminUserId: admin.id,
      // Stryker disable next-line StringLiteral: admins are named by e-mail (ADMIN_EMAILS), so an admin always has one
      adminEmail: admin.email ?? "",
      action: status === "trusted" ? "price_report.approved" : "price_report.rejected",
      subjectName: `${brand} ${name} ${unit} at ${store}: ${formatUsd(report.cents)}`,
      subjectEmail: reporterEmail ?? "",
    });
    const message =
      status === "trusted"
        ? "Approved: this price is now a trusted observation for its store."
        : "Rejected: this price will not be shown.";
    return { id: report.id, status, message };
  });
}

/**
 * The photo of a receipt, for an admin judging the prices read from it (issue 32, decision 064): only a receipt behind
 * a report the review queue lists (any other is "not found"). Every view, served or refused, is written to the admin
 * audit log, so probing receipt ids leaves a trace too.
 */
export async function receiptImage(db: Db, admin: UserRow, id: string): Promise<Buffer> {
  const receipt = await findHeldReceiptImage(db, id);
  const image = receipt?.image ?? null;
  await insertReviewAudit(db, {
    adminUserId: admin.id,
    // Stryker disable next-line StringLiteral: admins are named by e-mail (ADMIN_EMAILS), so an admin always has one
    adminEmail: admin.email ?? "",
    action: image ? "receipt.photo_viewed" : "receipt.photo_refused",
    subjectName: receipt
      ? `Receipt ${id} from ${receipt.store ?? "an unknown store"}${receipt.purchasedOn ? `, ${receipt.purchasedOn}` : ""}${image ? "" : " (no photo kept)"}`
      : `Receipt ${id} (not behind a price in the review queue)`,
    subjectEmail: receipt?.shopperEmail ?? "",
  });
  if (!receipt) throw new HttpError(404, RECEIPT_NOT_FOUND);
  if (!image) throw new HttpError(404, RECEIPT_WITHOUT_PHOTO);
  return Buffer.from(image.buffer, image.byteOffset, image.byteLength);
}
