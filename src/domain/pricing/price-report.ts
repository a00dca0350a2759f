/**
 * Shopper price reports (issue 15; trust rule of issue 27, decision 040): how many a shopper may send, and when a
 * shopper's price is shown to other shoppers.
 */

export const MAX_REPORTS_PER_DAY = 50;
/** A report more than this many times the reference price, or under its inverse, is far from it: a person checks it. */
export const REVIEW_RATIO = 3;
/** Distinct accounts that must report the same price at a store before other shoppers see it. */
export const AGREEING_ACCOUNTS = 3;
/** ... and the distinct networks (a /24 or /64 prefix) they must come from: not all from one. */
export const AGREEING_NETWORKS = 2;
/** Only reports observed this recently agree: a shelf price a week old may have changed since. */
export const AGREEMENT_DAYS = 7;

/**
 * Where a shopper's price stands:
 * - `shown`: enough shoppers reported exactly this price, near the reference: everyone sees it;
 * - `awaiting-agreement`: near the reference, but too few shoppers (or networks) agree yet;
 * - `far-from-reference`: more than 3 × or under ⅓ of the reference: an admin decides;
 * - `no-reference`: the store has no price others see to judge it by: an admin decides.
 * Every standing but `shown` is a held report: it counts for its reporter's own view only.
 */
export type ReportStanding = "shown" | "awaiting-agreement" | "far-from-reference" | "no-reference";

/** One account's latest report of a price at a place, within the agreement window. */
export type ReportVote = { account: string; network: string | null; cents: number };

/** Whether `cents` is more than 3 × or under ⅓ of the reference price (which no single account can move). */
export function isFarFromReference(cents: number, referenceCents: number): boolean {
  return cents > referenceCents * REVIEW_RATIO || cents * REVIEW_RATIO < referenceCents;
}

/**
 * The standing of a shopper's price `cents` at a place, judged against the reference (the price other shoppers
 * see there now, null when there is none) and the votes: each account's latest report there within the window,
 * the new report included. Agreement is exact: shoppers reading one shelf tag read the same cents, so one account
 * can never shift an agreed price by a tolerance. A vote without a network (reports older than the rule) counts
 * as an account but not as a network.
 */
export function judgeShopperPrice(cents: number, referenceCents: number | null, votes: readonly ReportVote[]): ReportStanding {
  if (referenceCents === null) return "no-reference";
  if (isFarFromReference(cents, referenceCents)) return "far-from-reference";
  const agreeing = votes.filter((vote) => vote.cents === cents);
  const accounts = new Set(agreeing.map((vote) => vote.account));
  const networks = new Set(agreeing.flatMap((vote) => (vote.network === null ? [] : [vote.network])));
  return accounts.size >= AGREEING_ACCOUNTS && networks.size >= AGREEING_NETWORKS ? "shown" : "awaiting-agreement";
}

/** What a shopper is told about their report, by its standing. */
export function reportMessage(standing: ReportStanding): string {
  switch (standing) {
    case "shown":
      return "Thanks! Other shoppers reported the same price, so it is now shown for this store.";
    case "awaiting-agreement":
      return "Thanks! You see your price now; other shoppers will see it once more shoppers report the same price.";
    case "far-from-reference":
    case "no-reference":
      return "Thanks! This price is far from the one we have, so it will be checked before other shoppers see it.";
  }
}
