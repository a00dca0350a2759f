import type { Cents } from "../money/money";
import type { LineCandidate } from "./receipt-rules";
import { matchLine, type MatchContext, type PreparedCatalog } from "./match-line";
import type { ParsedLine } from "./parse-receipt";

/** How far a repaired price may be from the store's price of the item it matches and still be believed. */
const AGREES = { low: 0.7, high: 1.45 };
const distance = (cents: Cents, expected: Cents) => Math.abs(Math.log(cents / expected));

/**
 * A receipt line's price and its likeliest items. A price the subtotal repaired ("13.39" read for 3.39) is kept only
 * when the store's price of the item the line matches agrees with it, and better than with the price as read: a digit
 * the subtotal explains can be a coincidence (a line the OCR dropped), and a wrong price saved is a wrong vote. Else
 * the line keeps the price as read (the shopper corrects it on the review screen).
 */
export function matchCheckedLine(
  line: ParsedLine,
  catalog: PreparedCatalog,
  context: MatchContext,
): { cents: Cents; candidates: LineCandidate[] } {
  const candidates = matchLine(line, catalog, context);
  if (line.readCents === undefined) return { cents: line.cents, candidates };
  const expected = candidates[0] ? context.priceOf?.(candidates[0].itemId) : null;
  const ratio = expected ? line.cents / expected : 0;
  const agrees =
    expected &&
    line.unitCents === null &&
    ratio >= AGREES.low &&
    ratio <= AGREES.high &&
    distance(line.cents, expected) < distance(line.readCents, expected);
  if (agrees) return { cents: line.cents, candidates };
  const asRead = { ...line, cents: line.readCents };
  return { cents: asRead.cents, candidates: matchLine(asRead, catalog, context) };
}
