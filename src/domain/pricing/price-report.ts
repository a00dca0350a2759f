/** Shopper price reports (issue 15): how many a shopper may send, and which wait for review. */

export const MAX_REPORTS_PER_DAY = 50;
/** A report more than this many times the current price, or under its inverse, is held for review. */
export const REVIEW_RATIO = 3;

/**
 * Whether a reported shelf price may become the current price at once ("trusted") or waits for a
 * person ("held"): held when it is more than 3 × or under ⅓ of the current price, or when the store
 * has no current price to compare with.
 */
export function reportStatus(reportedCents: number, currentCents: number | null): "trusted" | "held" {
  // Stryker disable next-line ConditionalExpression: without the null check, `null <= 0` is true in JavaScript and still holds
  if (currentCents === null || currentCents <= 0) return "held";
  return reportedCents > currentCents * REVIEW_RATIO || reportedCents * REVIEW_RATIO < currentCents ? "held" : "trusted";
}
