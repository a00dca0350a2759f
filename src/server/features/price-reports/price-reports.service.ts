import type { PriceReportInput } from "../../../domain/contracts/pricing";
import { parseDecimalToCents } from "../../../domain/money/money";
import { MAX_REPORTS_PER_DAY, reportMessage } from "../../../domain/pricing/price-report";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { countReportsSince, lockReporter } from "./price-reports.repository";
import { recordInTransaction, type ShopperReporter } from "./shopper-prices.service";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A shopper's shelf price for an item at a store, reported from the comparison (decisions 017, 040): recorded
 * under the trust rule of recordShopperObservations, at most 50 per shopper in any 24 hours.
 */
export async function reportPrice(db: Db, reporter: ShopperReporter, input: Required<PriceReportInput>, now: Date) {
  const cents = parseDecimalToCents(input.price)!;
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
          sourceRef: "report",
        },
      ],
      now,
    );
    return { id: recorded!.id, status: recorded!.status, message: reportMessage(recorded!.standing) };
  });
}
