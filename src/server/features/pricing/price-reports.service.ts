import type { PriceReportInput } from "../../../domain/contracts/pricing";
import { parseDecimalToCents } from "../../../domain/money/money";
import { MAX_REPORTS_PER_DAY, reportStatus } from "../../../domain/pricing/price-report";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { getStoresByIds } from "../stores/stores.service";
import { countReportsSince, findReportedItem, insertReport, lockReporter } from "./price-reports.repository";
import { priceItemsAtStores } from "./pricing.service";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a shopper's shelf price as an observation for that store (decision 016): trusted, so it is
 * the store's price from now on, unless it is more than 3 × or under ⅓ of the current price, which
 * holds it for review. At most 50 per shopper in any 24 hours.
 */
export async function reportPrice(db: Db, userId: string, input: Required<PriceReportInput>, now: Date) {
  const cents = parseDecimalToCents(input.price)!;
  return db.transaction(async (tx) => {
    await lockReporter(tx, userId);
    if ((await countReportsSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= MAX_REPORTS_PER_DAY) {
      throw new HttpError(429, `You can report up to ${MAX_REPORTS_PER_DAY} prices a day. Please try again tomorrow.`);
    }
    const item = await findReportedItem(tx, input.itemId);
    if (!item) throw new HttpError(404, "Item not found");
    const [store] = await getStoresByIds(tx, [input.storeId]);
    if (!store) throw new HttpError(404, "Store not found");
    // The prices answer every item at every store asked for.
    const current = (await priceItemsAtStores(tx, [item], [store])).get(item.id)![0]!;
    // Stryker disable next-line ConditionalExpression: a missing price (null) would parse to null cents too
    const status = reportStatus(cents, current.price ? parseDecimalToCents(current.price) : null);
    const id = await insertReport(tx, {
      itemId: item.id,
      chainId: store.chainId,
      storeId: store.id,
      cents,
      userId,
      at: now,
      status,
    });
    const message =
      status === "trusted"
        ? "Thanks! Your price is now shown for this store."
        : "Thanks! This price is far from the one we have, so it will be checked before it is shown.";
    return { id, status, message };
  });
}
