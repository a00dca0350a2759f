import { findDate, isNotAnItem, splitPrice, unitPriceOf, type OcrLine } from "./parse-receipt";

/**
 * A second OCR pass on the price column (issue 32): the OCR loses some prices of a receipt ("4.87" read "ZB", "dao",
 * "GLEE"). The lines among the items that give no readable price are read again, cropped to the price column only
 * and with price characters only; a well-formed price read there takes the place of what the first pass read there.
 */

/** A rectangle in the pixels of the image the OCR read. */
export type Box = { x0: number; y0: number; x1: number; y1: number };
/** An OCR line with where it and its words are (the real engine gives them; stand-ins may not). */
export type LocatedLine = OcrLine & { box?: Box; words?: { text: string; box: Box }[] };
/** A line to read again: its index among the OCR lines and the part of the image its price is in. */
export type PriceReread = { index: number; crop: Box };

/** At most this many lines of one receipt are read again: the second pass's CPU stays a fraction of the first's. */
export const MAX_PRICE_REREADS = 12;

// A price word: "3.49", "13.08", "0.50-" (a dot or a comma, two decimals); never a time ("10:10").
const PRICE_WORD = /^-?\$?\d{1,4}[.,]\d{2}\d?-?$/;
const TAX_FLAG = /^[A-Z*#]{1,2}$/i;
const hasLetters = (text: string) => /[a-z]{2}/i.test(text);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const centre = (box: Box) => ({ x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 });

/** The word a line's price was read into: its last word, or the one before a tax flag ("4.87 T"). */
function priceWordOf(line: LocatedLine) {
  const words = line.words ?? [];
  const last = words.at(-1);
  const word = last && TAX_FLAG.test(last.text) ? words.at(-2) : last;
  return word && PRICE_WORD.test(word.text) ? word : undefined;
}

/** Least squares y = a + b x over the points (b = 0 for fewer than two distinct x). */
function fit(points: { x: number; y: number }[]): (x: number) => number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const b = sxx > 0 ? points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx : 0;
  return (x) => my + b * (x - mx);
}

/** Whether a line among the items gives no price the parser can read, and should have one. */
function wantsPrice(lines: readonly LocatedLine[], i: number): boolean {
  const text = lines[i]!.text.replace(/\s+/g, " ").trim();
  if (!hasLetters(text) || splitPrice(text) || isNotAnItem(text) || findDate(text)) return false;
  if (unitPriceOf(text)) return true;
  // A name printed above its weight line has its price there ("BANANAS" / "2.31 lb @ 0.59 /lb 1.36").
  const next = lines.slice(i + 1).find((line) => line.text.trim());
  return !(next && unitPriceOf(next.text));
}

/**
 * The lines to read again and where: lines after the date or the first priced line and before the first total, with
 * letters and no readable price (a name above its weight line excepted). The price column is found from the prices
 * the first pass did read (their right edges, along the receipt's slight turn); none found, nothing is read again.
 */
export function planPriceRereads(lines: readonly LocatedLine[]): PriceReread[] {
  const priceWords = lines.flatMap((line) => {
    const word = priceWordOf(line);
    return word ? [word.box] : [];
  });
  if (priceWords.length < 3) return [];
  const charWidth = median(priceWords.map((box) => (box.x1 - box.x0) / 4.5));
  const digitHeight = median(priceWords.map((box) => box.y1 - box.y0));
  // Prices are right-aligned: their right edge as a function of the height on the (slightly turned) receipt.
  const rightEdgeAt = fit(priceWords.map((box) => ({ x: centre(box).y, y: box.x1 })));
  const wanted: PriceReread[] = [];
  let started = false;
  for (let i = 0; i < lines.length && wanted.length < MAX_PRICE_REREADS; i++) {
    const line = lines[i]!;
    const text = line.text.trim();
    if (isNotAnItem(text) && /total/i.test(text)) break;
    const isStart = Boolean(findDate(text)) || (splitPrice(text) !== null && !isNotAnItem(text));
    if (!started) {
      started = isStart;
      continue;
    }
    if (!line.box || !line.words?.length || !wantsPrice(lines, i)) continue;
    // The line's height at the price column, along its own slant (from its words' centres).
    const right = rightEdgeAt(centre(line.box).y);
    const left = right - 7 * charWidth;
    const y = fit(line.words.map((word) => centre(word.box)))((left + right) / 2);
    wanted.push({
      index: i,
      crop: {
        x0: Math.max(0, Math.round(left)),
        y0: Math.max(0, Math.round(y - 0.8 * digitHeight)),
        x1: Math.round(right + 0.5 * charWidth),
        y1: Math.round(y + 0.8 * digitHeight),
      },
    });
  }
  return wanted;
}

// What the second pass may read for a line: a price, maybe a speck after it ("4.877"); a minus is dropped (a coupon is
// known by its words; a speck read as a minus must not make an item a discount).
const REREAD_PRICE = /^-?\$?(\d{1,4})[.,](\d{2})\d?-?$/;

/**
 * The OCR lines with each reread price put in place of what the first pass read in its crop (the words whose centre
 * is in the price column); a reread that is no well-formed price changes nothing.
 */
export function mergePriceRereads(
  lines: readonly LocatedLine[],
  rereads: readonly (PriceReread & { text: string | null })[],
): LocatedLine[] {
  const merged = [...lines];
  for (const { index, crop, text } of rereads) {
    const match = REREAD_PRICE.exec((text ?? "").replace(/\s+/g, ""));
    const line = lines[index];
    if (!match || !line?.words) continue;
    const kept = line.words.filter((word) => centre(word.box).x < crop.x0).map((word) => word.text);
    if (!hasLetters(kept.join(" "))) continue;
    merged[index] = { ...line, text: `${kept.join(" ")} ${Number(match[1])}.${match[2]}` };
  }
  return merged;
}
