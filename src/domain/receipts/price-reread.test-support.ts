import type { LocatedLine } from "./price-reread";

/** Lines laid out as a monospaced receipt prints them: 20 px a character, 40 px a line, each word with its box. */
export const CHAR = 20;
export const located = (...rows: string[]): LocatedLine[] =>
  rows.map((row, i) => {
    const y0 = 100 + i * 40;
    const words = [...row.matchAll(/\S+/g)].map((m) => ({
      text: m[0],
      box: { x0: m.index * CHAR, y0, x1: (m.index + m[0].length) * CHAR, y1: y0 + 24 },
    }));
    const box = { x0: words[0]?.box.x0 ?? 0, y0, x1: words.at(-1)?.box.x1 ?? 0, y1: y0 + 24 };
    return { text: words.map((w) => w.text).join(" "), confidence: 90, box, words };
  });
/** A name left and a price right-aligned at 34 characters. */
export const row = (left: string, right: string) => `${left.padEnd(26)}${right.padStart(8)}`;
