import type { PriceReportInput } from "../../../domain/contracts/pricing";
import { parseDecimalToCents } from "../../../domain/money/money";
import { MAX_REPORTS_PER_DAY, reportMessage } from "../../../domain/pricing/price-report";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { itemByGtin, NOT_THIS_ITEM, SCAN_EXPIRED, scannedGtin } from "../receipts/barcodes.service";
import { countReportsSince, lockReporter } from "./price-reports.repository";
import { recordInTransaction, type ShopperReporter } from "./shopper-prices.service";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A report sent with the token of a barcode this shopper scanned at the shelf (issue 32 item 3, decision 058) is "on a
 * shelf tag": the token must be theirs and current, and the barcode the item's own, or the report is refused (400).
 */
async function shelfTagReference(db: Db, secret: string, userId: string, itemId: number, token: string, now: Date) {
  const gtin = scannedGtin(secret, userId, token, now);
  if (gtin === null) throw new HttpError(400, SCAN_EXPIRED);
  if ((await itemByGtin(db, gtin))?.id !== itemId) throw new HttpError(400, NOT_THIS_ITEM);
  return `shelf-tag:${gtin}`;
}

/**
 * A shopper's shelf price for an item at a store, reported from the comparison (decisions 017, 040): recorded
 * under the trust rule of recordShopperObservations, at most 50 per shopper in any 24 hours.
 */
export async function reportPrice(db: Db, secret: string, reporter: ShopperReporter, input: PriceReportInput, now: Date) {
  const cents = parseDecimalToCents(input.price)!;
  const sourceRef =
    input.scanToken === undefined
      ? "report"
      : await shelfTagReference(db, secret, reporter.accountId, input.itemId, input.scanToken, now);
  return db.transaction(async (tx) => {
    await lockReporter(tx, reporter.accountId);
    if ((await countReportsSince(tx, reporter.accountId, new Date(now.getTime() - DAY_MS))) >= MAX_REPORTS_PER_DAY) {
      throw new HttpError(429, `You can report up to ${MAX_REPORTS_PER_DAY} prices a day. Please try again tomorrow.`);
    }
    const [recorded] = await recordInTransaction(
      tx,
      reporter,
      [
        {
          itemId: input.itemId,
          storeId: input.storeId,
          cents,
          observedAt: now,
          observedPrecision: "moment",
          sourceRef,
        },
      ],
      now,
    );
    return { id: recorded!.id, status: recorded!.status, message: reportMessage(recorded!.standing) };
  });
}
