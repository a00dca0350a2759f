import { parseDecimalToCents } from "../../../domain/money/money";
import { AGREEMENT_DAYS, judgeShopperPrice, type ReportStanding } from "../../../domain/pricing/price-report";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { priceItemsAtStores } from "../pricing/pricing.service";
import { getStoresByIds } from "../stores/stores.service";
import { findReportedItems, insertReports, latestVotesAt, lockPlaces, trustReports } from "./price-reports.repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shelf price one shopper saw: a report from the comparison, or a line of a receipt. */
export type ShopperObservation = {
  itemId: number;
  storeId: number;
  cents: number;
  /** When the shelf showed it: the moment of a report, or the day of a receipt (its first instant, UTC). */
  observedAt: Date;
  observedPrecision: "moment" | "day";
  /** What it comes from: "report", or for example "receipt:<id>:<line>". */
  sourceRef: string;
};

/** Who sent it: the account, and its network as `reporterNetwork` gives it (never an address). */
export type ShopperReporter = { accountId: string; network: string };

export type RecordedShopperPrice = {
  id: number;
  itemId: number;
  storeId: number;
  cents: number;
  status: "trusted" | "held";
  standing: ReportStanding;
};

/**
 * Records shelf prices one shopper saw as shopper-report observations, under the trust rule of decision 040:
 * each is held (it prices its reporter's own view and waits in the admin queue) unless three accounts from two
 * networks, this one included, reported exactly that price at that store within the last week and it is within
 * 3 × and ⅓ of the price other shoppers see there now; then it and the reports agreeing with it are shown to
 * everyone. One account, however many reports it sends, never changes what others see. Answers in the order given.
 */
export async function recordShopperObservations(
  db: Db,
  reporter: ShopperReporter,
  observations: readonly ShopperObservation[],
  now: Date,
): Promise<RecordedShopperPrice[]> {
  return db.transaction((tx) => recordInTransaction(tx, reporter, observations, now));
}

/** The same inside a transaction the caller holds (the daily limit of reports is counted in it). */
export async function recordInTransaction(
  tx: Db,
  reporter: ShopperReporter,
  observations: readonly ShopperObservation[],
  now: Date,
): Promise<RecordedShopperPrice[]> {
  if (observations.length === 0) return [];
  // A price dated ahead would stay a vote, and once shown stay newer than every import, for ever. (Votes have no
  // upper bound in time: a report is dated by its request, which may wait for the place's lock behind later ones.)
  if (observations.some((o) => o.observedAt > now)) throw new HttpError(400, "A price cannot be dated in the future.");
  const items = await findReportedItems(tx, [...new Set(observations.map((o) => o.itemId))]);
  if (observations.some((o) => !items.some((item) => item.id === o.itemId))) throw new HttpError(404, "Item not found");
  const stores = await getStoresByIds(tx, [...new Set(observations.map((o) => o.storeId))]);
  if (observations.some((o) => !stores.some((store) => store.id === o.storeId))) throw new HttpError(404, "Store not found");
  await lockPlaces(tx, observations);
  // The reference: what everyone sees there before these reports, which no single account can move.
  const shown = await priceItemsAtStores(tx, items, stores, null);
  const ids = await insertReports(
    tx,
    observations.map((o) => ({
      ...o,
      chainId: stores.find((store) => store.id === o.storeId)!.chainId,
      userId: reporter.accountId,
      network: reporter.network,
      recordedAt: now,
      status: "held" as const,
    })),
  );
  const since = new Date(now.getTime() - AGREEMENT_DAYS * DAY_MS);
  const recorded: RecordedShopperPrice[] = [];
  for (const [index, observation] of observations.entries()) {
    const { itemId, storeId, cents } = observation;
    // The prices answer every item at every store asked for.
    const { price: reference, observedAt: referenceAt } = shown.get(itemId)![stores.findIndex((store) => store.id === storeId)]!;
    // Votes count from the week's start or from when the price now shown was seen, whichever is later: a vote
    // older than that price (say, for the one it replaced) must not bring its price back alone.
    const shownAt = referenceAt === null ? 0 : Date.parse(referenceAt);
    const votes = await latestVotesAt(tx, itemId, storeId, new Date(Math.max(since.getTime(), shownAt)));
    // No price shown: no reference ("" parses as none).
    // Stryker disable next-line StringLiteral: any other text that is no price parses as none too (the line's one string)
    const standing = judgeShopperPrice(cents, parseDecimalToCents(reference ?? ""), votes);
    const id = ids[index]!;
    if (standing === "shown")
      await trustReports(tx, [id, ...votes.filter((vote) => vote.cents === cents).map((vote) => vote.id)]);
    recorded.push({ id, itemId, storeId, cents, status: standing === "shown" ? "trusted" : "held", standing });
  }
  return recorded;
}
