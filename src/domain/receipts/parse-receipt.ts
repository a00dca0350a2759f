import type { Cents } from "../money/money";
import { MAX_LINES_PER_RECEIPT } from "./receipt-rules";
import { repairFromSubtotal } from "./subtotal-repair";

/** One line as the OCR read it; confidence 0-100 as tesseract gives it. */
export type OcrLine = { text: string; confidence: number };

/** A priced line of a receipt: what was bought and what it cost. */
export type ParsedLine = {
  /** The line as printed, without its price and tax flags. */
  text: string;
  /** The printed price of the line (for "2 @ 1.99" the line total). */
  cents: Cents;
  /** The price of one unit or one pound when the receipt says it ("2 @ 1.99", "1.52 lb @ 0.59 /lb"), else null. */
  unitCents: Cents | null;
  /** A pound price's weight in pounds, else null. */
  weightLb: number | null;
  /** Coupons and discounts printed under the line, as a positive amount. */
  discountCents: Cents;
  /** The OCR's confidence in the line, 0-1. */
  confidence: number;
  /** The price as read, when the printed subtotal repaired it (see matchCheckedLine: kept only when the store agrees). */
  readCents?: Cents;
};

export type ParsedReceipt = {
  /** The lines above the first priced line: store name, address, phone. */
  header: string[];
  phone: string | null;
  zip: string | null;
  /** The date of purchase printed on it (YYYY-MM-DD), or null. */
  purchasedOn: string | null;
  lines: ParsedLine[];
};

// A price at the end of a line: "3.49", "$3.49", "3,49", "0.50-", "-0.50", "3.49 F", "3.49 TF", "3.49*". A minus
// sign is the price's only when it touches it: a dash with a space between is a speck the OCR read (the text of a
// coupon still makes its line a discount). A third decimal is a speck or a tax flag read as a digit ("2.33 T", "2.337"),
// and a dot or a degree sign before the flag a speck ("4.87. A", "7.16.T", "3.26°A"); a chain's one-letter flag may
// touch the price ("3.11A": A, F or T only, never a size's "0Z").
// But three decimals before a unit are a weight or a count ("2.345 LB", "1.235 KG", "QTY 2.000 EA"), not a price.
// The OCR reads some dots as a colon ("2:77"): a price only among the items (a time of day is printed elsewhere).
const PRICE_AT_END =
  /(?:(-)\$?|\$\s?)?(\d{1,4})\s?[.,:]\s?(\d{2})(\d)?(-|\s?CR)?(?:(?:\s+|[.,°]\s*|(?=[AFT]$))([A-Z]{1,2})|\s?[*#])?\s*$/i;
// Never a tax flag: a weight or a count after its number, however many decimals ("2.34 LB", the OCR's "1.235 Ib").
const WEIGHT_OR_COUNT_UNIT = /^(LB|IB|KG|EA|OZ)$/i;
// Marks the OCR makes of specks and creases after a price: dots, quotes, bars, degree signs, a lone dash.
const TRAILING_SPECKS = /(?:\s+-|[\s.,'"°|:;~©_`’‘“”!])+$/u;
// "2 @ 1.99", "2 @ 2/4.00" is rare enough to leave; "1.52 lb @ 0.59 /lb", "1.52 LB @ $0.59/LB".
// The OCR often reads "lb" as "1b" or "ib".
const UNIT_PRICE = /(\d+(?:\.\d+)?)\s*(lbs?|[1i]b|kg)?\s*@\s*\$?(\d{1,4})[.,](\d{2})\s*(?:\/\s*(lb|[1i]b|kg))?/i;

// Lines that carry a price but are not something bought: totals, tax, payment, change, loyalty, deposits, fees.
const NOT_AN_ITEM = new RegExp(
  [
    "sub\\s?-?total",
    // A total, its plural or one OCR ran into its amount ("TOTAL5.98"); never a longer word (Totally Nuts).
    "\\btotal(?![a-rt-z])",
    "\\btax\\b",
    "\\bbal(ance)?\\b",
    "\\bchange\\b",
    "\\bcash\\b",
    "\\bvisa\\b",
    "master\\s?card",
    "\\bamex\\b",
    "discover",
    "\\bdebit\\b",
    "\\bcredit\\b",
    "\\bebt\\b",
    // A tender, not chicken tenders or a tenderloin.
    "\\btend(er|ered)?\\b",
    "\\bpayment\\b",
    "\\bamount\\b",
    "\\bdeposit\\b",
    "\\bdep\\b",
    "\\bcrv\\b",
    "bottle\\s?dep",
    "\\bbag\\s?(fee|tax)\\b",
    "you\\s?saved",
    "total\\s?sav",
    "\\bsavings?\\s?(total|this)",
    "\\bpoints?\\b",
    "\\bfuel\\s?(perks|points|rewards)",
    "\\bperks\\b",
    "\\brewards?\\b",
    "\\bloyalty\\b",
    "\\bitems?\\s?sold\\b",
    "#\\s?items",
    // An authorization, not an authentic recipe.
    "\\bauth(ori[sz](ation|ed))?\\b",
    "\\bapproval\\b",
    "\\bref\\s?#",
    "\\bacct\\b",
  ].join("|"),
  "i",
);
// A line that takes money off the line above: a coupon, a card saving, a markdown.
const DISCOUNT =
  /\b(coupon|cpn|savings?|discount|disc|instant|mfr|mfg|store\s?cpn|price\s?reduced|bonus\s?buy|sale|markdown|promo|reward\s?off|off)\b/i;

const PHONE = /\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})\b/;
const STATE_ZIP = /\b[A-Z]{2}\s+(\d{5})(?:-\d{4})?\b/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "2026-11-26" when y-m-d is a real calendar day, else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** The first date printed on a line: 11/26/2026, 11/26/26, 11-26-2026, 2026-11-26, Nov 26, 2026, 26 Nov 2026. */
export function findDate(text: string): string | null {
  const iso = /\b(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(text);
  if (us) return isoDate(fullYear(us[3]!), Number(us[1]), Number(us[2]));
  const named = /\b([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/i.exec(text);
  if (named && MONTHS.includes(named[1]!.toLowerCase()))
    return isoDate(Number(named[3]), MONTHS.indexOf(named[1]!.toLowerCase()) + 1, Number(named[2]));
  const dayFirst = /\b(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})\b/i.exec(text);
  if (dayFirst && MONTHS.includes(dayFirst[2]!.toLowerCase()))
    return isoDate(Number(dayFirst[3]), MONTHS.indexOf(dayFirst[2]!.toLowerCase()) + 1, Number(dayFirst[1]));
  return null;
}

type Priced = { text: string; cents: Cents; negative: boolean; colon: boolean };

/** The price at the end of a line and the text before it, or null when the line ends in no price. */
export function splitPrice(line: string): Priced | null {
  // A dash after a tax flag ("4.25 F-") is a speck too.
  const trimmed = line
    .trim()
    .replace(TRAILING_SPECKS, "")
    .replace(/([A-Z])-$/i, "$1");
  const match = PRICE_AT_END.exec(trimmed);
  if (!match) return null;
  // "G" is grams only after a third decimal ("2.345 G"); after two it may be a chain's tax flag.
  if (WEIGHT_OR_COUNT_UNIT.test(match[6] ?? "") || (match[4] !== undefined && /^G$/i.test(match[6] ?? ""))) return null;
  const cents = Number(match[2]) * 100 + Number(match[3]);
  const text = trimmed
    .slice(0, match.index)
    .replace(/[\s$.:~°©|'"-]+$/u, "")
    .trim();
  return { text, cents, negative: Boolean(match[1] ?? match[5]), colon: /\d\s?:\s?\d/.test(match[0]) };
}

export function unitPriceOf(text: string): { unitCents: Cents; weightLb: number | null } | null {
  const match = UNIT_PRICE.exec(text);
  if (!match) return null;
  const unitCents = Number(match[3]) * 100 + Number(match[4]);
  const byWeight = Boolean(match[2] ?? match[5]);
  const amount = Number(match[1]);
  // Stryker disable next-line ConditionalExpression: a kilogram weight is converted, a count is not a weight
  const weightLb = byWeight ? (/kg/i.test(match[2] ?? match[5] ?? "") ? amount * 2.20462 : amount) : null;
  return { unitCents, weightLb };
}

/**
 * A weighed line's total is its weight times its price a pound. When the total printed differs from that product
 * in one digit only, the OCR misread that digit ("0.32" read "8.32"): the product is the total. A cent either way is
 * the scale's rounding (2.37 lb x 1.99 printed 4.71), what was paid: kept as printed (review R13).
 */
export function repairedWeighedTotal(cents: Cents, unit: { unitCents: Cents; weightLb: number | null } | null): Cents {
  if (!unit?.weightLb) return cents;
  const product = Math.round(unit.weightLb * unit.unitCents);
  // As printed, "0.32" against "8.32": the same number of digits, the leading zero included.
  const width = Math.max(3, String(cents).length, String(product).length);
  const printed = String(cents).padStart(width, "0");
  const computed = String(product).padStart(width, "0");
  if (product <= 0 || Math.abs(product - cents) <= 1) return cents;
  const differing = [...printed].filter((digit, i) => digit !== computed[i]).length;
  return differing === 1 ? product : cents;
}

/** Text with the quantity / weight clause, product codes and stray marks taken out. */
function cleanItemText(text: string): string {
  return (
    text
      .replace(UNIT_PRICE, " ")
      // UPC / PLU codes some chains print beside the name, and the tax flag after one ending the line (before the name,
      // letters after a code are the name's: Costco's "883108 KS SPRING WATER").
      .replace(/\b\d{6,14}\s+[A-Z]{1,2}\s*$/, " ")
      .replace(/\b\d{6,14}\b/g, " ")
      .replace(/\s{2,}/g, " ")
      .replace(/^[^A-Za-z0-9%]+|[^A-Za-z0-9%)]+$/g, "")
      .trim()
  );
}

const hasLetters = (text: string) => /[a-z]{2}/i.test(text);

/**
 * Reads the structure of a receipt from its OCR lines: the header (store), the purchase date, and each
 * line bought with its price. Totals, tax, payment, change, deposits, bag fees and loyalty lines are
 * skipped; a negative line (a coupon, a card saving) is a discount on the line above; a quantity or
 * weight line ("2 @ 1.99", "1.52 lb @ 0.59 /lb") gives its item's unit price.
 */
export function parseReceipt(ocrLines: readonly OcrLine[]): ParsedReceipt {
  const header: string[] = [];
  const lines: ParsedLine[] = [];
  let purchasedOn: string | null = null;
  let phone: string | null = null;
  let zip: string | null = null;
  let pendingUnit: ReturnType<typeof unitPriceOf> = null;
  // A name printed on a line of its own, its weight and price on the next ("BANANAS" / "2.31 lb @ 0.59 /lb 1.36").
  let unpricedName: string | null = null;
  let subtotal: Cents | null = null;
  let chargesInSubtotal = false;

  for (const { text: raw, confidence } of ocrLines) {
    const text = raw.replace(/\s+/g, " ").trim();
    if (!text) continue;
    purchasedOn ??= findDate(text);
    const onlyUnit = UNIT_PRICE.exec(text);
    const split = onlyUnit?.index === 0 && onlyUnit[0].length === text.length ? null : splitPrice(text);
    // A colon is a price's misread dot only between the first item and the subtotal, on a line with no date or time
    // ("2:77" may be the first item: no clock reads 77 minutes).
    const priced: Priced | null =
      split?.colon &&
      (subtotal !== null ||
        findDate(text) ||
        CLOCK.test(text) ||
        ((lines.length === 0 || STAMP.test(split.text)) && isTime(split.cents)))
        ? null
        : split;
    if (!priced || lines.length === 0) {
      const phoneMatch = PHONE.exec(text);
      if (phoneMatch && !phone) phone = `${phoneMatch[1]}-${phoneMatch[2]}-${phoneMatch[3]}`;
      const zipMatch = STATE_ZIP.exec(text.toUpperCase());
      if (zipMatch && !zip) zip = zipMatch[1]!;
    }
    if (!priced) {
      // A quantity or weight line printed above its item ("2 @ 1.99" then "GE BUTTER 3.98").
      const unit = unitPriceOf(text);
      if (unit) pendingUnit = unit;
      else if (hasLetters(text)) {
        if (lines.length === 0) header.push(text);
        unpricedName = text;
      }
      continue;
    }
    const nameAbove = unpricedName;
    unpricedName = null;
    if (isNotAnItem(priced.text)) {
      pendingUnit = null;
      if (subtotal === null && SUBTOTAL.test(priced.text) && !priced.negative) subtotal = priced.cents;
      // A deposit, a bag fee, CRV before the subtotal: in it, but not an item (review R22).
      else if (subtotal === null) chargesInSubtotal = true;
      continue;
    }
    const previous = lines.at(-1);
    if (priced.negative || (DISCOUNT.test(priced.text) && previous && priced.cents < previous.cents)) {
      if (previous) previous.discountCents += priced.cents;
      continue;
    }
    const unit = unitPriceOf(priced.text) ?? pendingUnit;
    pendingUnit = null;
    let itemText = cleanItemText(priced.text);
    if (!hasLetters(itemText)) {
      // A weight or quantity line whose total stands on it: the item is the name printed above it.
      if (!unit || nameAbove === null) continue;
      if (header.at(-1) === nameAbove) header.pop();
      itemText = cleanItemText(nameAbove);
    }
    if (priced.cents === 0 || lines.length >= MAX_LINES_PER_RECEIPT) continue;
    lines.push({
      text: itemText,
      cents: repairedWeighedTotal(priced.cents, unit),
      unitCents: unit?.unitCents ?? null,
      weightLb: unit?.weightLb ?? null,
      discountCents: 0,
      confidence: Math.max(0, Math.min(1, confidence / 100)),
    });
  }
  // The subtotal can vouch for the items only when nothing but the items is in it.
  if (!chargesInSubtotal) repairFromSubtotal(lines, subtotal);
  return { header, phone, zip, purchasedOn, lines };
}

const SUBTOTAL = /sub\s?-?total/i;
const CLOCK = /\b(am|pm|time)\b/i;
// Who or where a sale was rung up ("REG 03 12:45", "CASHIER JOE 12:45"): with a clock-like colon, a time stamp (review R31).
const STAMP = /\b(reg|register|cashier|cshr|lane|term|terminal|trans|trx|tc#?|oper|operator|store)\b/i;
const isTime = (cents: Cents) => cents % 100 <= 59 && Math.floor(cents / 100) <= 23;
// A product's size ("33.8FZ", "12 OZ"): totals never print one, so "TOTAL" before it is a brand (Listerine Total Care).
// Measures only: "TOTAL 2 CT 5.98" counts the items bought (review R31).
const SIZE_AFTER_TOTAL = /\btotal\b(?=.*\d(?:\.\d+)?\s?(?:oz|fz|fl\s?oz|lbs?|gal|ml|l|qt|pt)\b)/i;

/** Whether a priced line is no item: a total, tax, payment, deposit, fee or loyalty line. */
export const isNotAnItem = (text: string) => NOT_AN_ITEM.test(text.replace(SIZE_AFTER_TOTAL, ""));
