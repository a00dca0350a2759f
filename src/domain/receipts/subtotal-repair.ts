import type { Cents } from "../money/money";
import type { ParsedLine } from "./parse-receipt";

/** Whether two amounts differ in exactly one digit as printed ("13.39" and "3.39": the leading "1" and "0"). */
function differInOneDigit(a: Cents, b: Cents): boolean {
  const width = Math.max(3, String(a).length, String(b).length);
  const x = String(a).padStart(width, "0");
  const y = String(b).padStart(width, "0");
  return [...x].filter((digit, i) => digit !== y[i]).length === 1;
}

/** How much less sure the OCR must have been of a line than of any other that would explain the subtotal too. */
const LESS_SURE = 0.05;

/**
 * The printed subtotal checks the lines: when they do not add up to it, the line whose price, set to the subtotal
 * minus the others, differs from what was read in one digit is a misread digit ("13.39" for "3.39"), and is
 * repaired. Only when one line explains it, or one the OCR was clearly least sure of; never a weighed line (its total
 * was checked by its weight). On a receipt with coupons the subtotal may be before or after them: each is tried, only
 * a line that alone explains it is repaired, and nothing when the lines add up to either, when a line would explain
 * each (a misread under one makes the other's fit a coincidence) or a coupon misread in one digit would explain it.
 */
export function repairFromSubtotal(lines: ParsedLine[], subtotal: Cents | null): void {
  if (subtotal === null) return;
  const sum = lines.reduce((total, line) => total + line.cents, 0);
  const discounts = lines.reduce((total, line) => total + line.discountCents, 0);
  const sums = discounts > 0 ? [sum, sum - discounts] : [sum];
  if (sums.includes(subtotal)) return;
  // A coupon's amount may be the misread one (review R24), a digit too many or too few ("0.50" for "10.50"): when one
  // digit of a discount explains a subtotal printed after the coupons, no item's price is touched.
  const gap = sum - discounts - subtotal;
  const couponMisread = (read: Cents) => read + gap > 0 && differInOneDigit(read, read + gap);
  if (lines.some((line) => line.discountCents > 0 && couponMisread(line.discountCents))) return;
  // Each hypothesis with a line that would explain it; a misread under one makes the other's fit a coincidence.
  const explained = sums
    .map((itemsSum) => ({ itemsSum, lines: explaining(lines, subtotal, itemsSum) }))
    .filter((h) => h.lines.length > 0);
  if (explained.length !== 1) return;
  const [
    {
      itemsSum,
      lines: [least, next],
    },
  ] = explained as [{ itemsSum: Cents; lines: ParsedLine[] }];
  if (!least || (next && (discounts > 0 || next.confidence - least.confidence < LESS_SURE))) return;
  least.readCents = least.cents;
  least.cents = subtotal - (itemsSum - least.cents);
}

/** The lines whose price, set to what the subtotal leaves it, differs from the price read in one digit, least sure first. */
function explaining(lines: ParsedLine[], subtotal: Cents, sum: Cents): ParsedLine[] {
  return lines
    .filter((line) => line.weightLb === null)
    .filter((line) => {
      const repaired = subtotal - (sum - line.cents);
      return repaired > 0 && differInOneDigit(repaired, line.cents);
    })
    .sort((a, b) => a.confidence - b.confidence);
}
