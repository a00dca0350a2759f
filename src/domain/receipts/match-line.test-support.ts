import type { LineToMatch } from "./match-line";

/** A receipt line for the matcher's tests: its text and price, nothing weighed unless said. */
export const line = (text: string, cents = 349, extra: Partial<LineToMatch> = {}): LineToMatch => ({
  text,
  cents,
  unitCents: null,
  weightLb: null,
  ...extra,
});
