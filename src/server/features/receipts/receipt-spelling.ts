import { fileURLToPath } from "node:url";
import type { ChainReceiptFormat, ReceiptSpelling } from "../../../domain/receipts/receipt-words";
import { readCsvTable, rowError, text } from "../../db/seed/data/csv-table";

export const RECEIPT_WORDS_FILE = fileURLToPath(new URL("./data/receipt-words.csv", import.meta.url));
export const CHAIN_FORMATS_FILE = fileURLToPath(new URL("./data/chain-receipt-formats.csv", import.meta.url));

/**
 * The receipt tables (issue 32) from their data files: a malformed row (an empty code, a code listed twice, an
 * unknown kind, a pattern that does not compile, a brand code without its brand) is refused with a
 * CatalogFileError naming the file and line, at start rather than when a receipt is read.
 */
export function readReceiptSpelling(wordsFile = RECEIPT_WORDS_FILE, formatsFile = CHAIN_FORMATS_FILE): ReceiptSpelling {
  const words: Record<string, string> = {};
  readCsvTable(wordsFile, { required: ["code", "words"], optional: [] }, (cells) => {
    const code = text(cells, "code");
    if (code in words) rowError(`code: "${code}" is listed twice`);
    if (code !== code.toUpperCase()) rowError(`code: "${code}" must be written as receipts print it, in capitals`);
    words[code] = text(cells, "words").toLowerCase();
  });
  const formats: Record<string, { names: RegExp[]; brandCodes: Record<string, string> }> = {};
  readCsvTable(formatsFile, { required: ["chain", "kind", "value", "brand"], optional: [] }, (cells) => {
    const chain = text(cells, "chain");
    const value = text(cells, "value");
    const format = (formats[chain] ??= { names: [], brandCodes: {} });
    const kind = cells.get("kind");
    if (kind === "name") {
      try {
        format.names.push(new RegExp(value, "i"));
      } catch {
        rowError(`value: "${value}" is not a pattern`);
      }
    } else if (kind === "brand-code") {
      if (value in format.brandCodes) rowError(`value: "${value}" is listed twice for ${chain}`);
      format.brandCodes[value] = text(cells, "brand");
    } else rowError(`kind: expected name or brand-code, not "${kind}"`);
  });
  return { words, formats: formats as Record<string, ChainReceiptFormat> };
}

/** The tables the app reads receipts with, read once when this module loads. */
export const RECEIPT_SPELLING: ReceiptSpelling = readReceiptSpelling();
