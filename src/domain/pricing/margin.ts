import { applyRateBps, type Cents } from "../money/money";
import type { ObservedPrecision, PriceSource } from "./provenance";

/**
 * How sure a price is (issue 30, decision 050): every price carries a margin, a half-width in basis points,
 * so a shopper reads "$3.20–$3.90, estimate" beside an observed "$3.49, seen Nov 26".
 *
 * - An estimate starts from the spread of what it is built on: a federal average describes every brand and
 *   outlet in the country, and the chain levels and brand tiers over it are a judgement in coarse steps
 *   (ESTIMATE_SPREAD_BPS); the team's own figures are a judgement of the whole price, so wider.
 * - An observation is a shelf price someone saw: narrow (OBSERVED_SPREAD_BPS).
 * - Both widen with age: every calendar month since the end of the period the price describes adds
 *   AGE_BPS_PER_MONTH (about what US food-at-home prices move in a month, so an unadjusted 2022 average is
 *   read as what it is), up to MAX_AGE_BPS.
 */
export const ESTIMATE_SPREAD_BPS: Readonly<Record<"bls-anchored" | "ers-anchored" | "team-estimate", number>> = {
  "bls-anchored": 500,
  "ers-anchored": 500,
  "team-estimate": 800,
};
export const OBSERVED_SPREAD_BPS = 100;
export const AGE_BPS_PER_MONTH = 25;
export const MAX_AGE_BPS = 1000;

/** The first instant after the period a price describes (a year, a month, a day; a moment is its own end). */
export function periodEnd(observedAt: Date, precision: ObservedPrecision): Date {
  const end = new Date(observedAt);
  if (precision === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (precision === "month") end.setUTCMonth(end.getUTCMonth() + 1);
  else if (precision === "day") end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/**
 * A date's calendar month (UTC) as one number. A margin depends on `now` only through it (monthsOld), and a price's
 * other facts not at all, so prices computed at two moments of one such month are the same (decision 107).
 */
export const marginMonth = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/**
 * Calendar months (UTC) from the month the price's period ends in to `now`'s: 0 while the period lasts and in the
 * month it ended, 1 in the next month, and so on.
 */
export function monthsOld(observedAt: Date, precision: ObservedPrecision, now: Date): number {
  return Math.max(0, marginMonth(now) - marginMonth(periodEnd(observedAt, precision)));
}

/** The margin of a price, in basis points of the price: its source's spread plus what its age adds. */
export function marginBps(source: PriceSource, observedAt: Date, precision: ObservedPrecision, now: Date): number {
  const spread =
    source in ESTIMATE_SPREAD_BPS ? ESTIMATE_SPREAD_BPS[source as keyof typeof ESTIMATE_SPREAD_BPS] : OBSERVED_SPREAD_BPS;
  return spread + Math.min(MAX_AGE_BPS, monthsOld(observedAt, precision, now) * AGE_BPS_PER_MONTH);
}

/** A price with its margin, in cents: lowCents ≤ cents ≤ highCents. */
export type CentsRange = { lowCents: Cents; highCents: Cents };

/** The range a price's margin spans, in whole cents (the half-width rounded half up), never below 0. */
export function priceRange(cents: Cents, bps: number): CentsRange {
  const half = applyRateBps(cents, bps);
  return { lowCents: Math.max(0, cents - half), highCents: cents + half };
}
