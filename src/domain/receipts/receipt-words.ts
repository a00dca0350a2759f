/**
 * How receipts spell things (issue 32): the words registers shorten, the codes chains print for their own
 * labels, and the names chains print at the top. A register's abbreviation usually keeps a word's first
 * letter and its consonants ("SKNLS", "BRST", "TWL") or cuts it short ("CHOC", "ORIG"); the matcher tries
 * those rules on every word, and the tables hold what the rules cannot guess ("GAL", "OJ", "EVOO", "KS").
 * The tables are data files the server reads (src/server/features/receipts/data/, receipt-spelling.ts).
 */

/** What a chain prints for its own labels, and its name as receipts head it. */
export type ChainReceiptFormat = {
  /** Patterns of the chain's name as printed at the top of its receipts. */
  names: readonly RegExp[];
  /** Codes for its own labels, each to the brand it stands for ("GV" is Great Value at Walmart). */
  brandCodes: Readonly<Record<string, string>>;
};

export type ReceiptSpelling = {
  /** Shortenings no rule derives, each to the word(s) it stands for. */
  words: Readonly<Record<string, string>>;
  /** Each chain's format by chain slug; a chain not listed prints full names. */
  formats: Readonly<Record<string, ChainReceiptFormat>>;
};

/** The chain (slug) whose name heads the receipt: the first header line that names one. */
export function chainNamedIn(header: readonly string[], formats: ReceiptSpelling["formats"]): string | null {
  for (const line of header) {
    for (const [slug, format] of Object.entries(formats)) {
      if (format.names.some((pattern) => pattern.test(line))) return slug;
    }
  }
  return null;
}
