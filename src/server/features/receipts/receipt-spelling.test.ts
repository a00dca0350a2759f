import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chainNamedIn } from "../../../domain/receipts/receipt-words";
import { CatalogFileError } from "../../db/seed/data/csv-table";
import { CHAIN_FORMATS_FILE, RECEIPT_SPELLING, RECEIPT_WORDS_FILE, readReceiptSpelling } from "./receipt-spelling";

// Issue 32: the chains' receipt habits are data files the app reads at start; a broken one names its file and line.

const dir = mkdtempSync(path.join(tmpdir(), "receipt-spelling-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, lines: string[]) => {
  const at = path.join(dir, name);
  writeFileSync(at, `${lines.join("\n")}\n`);
  return at;
};
const WORDS = ["# a comment", "code,words", "OJ,orange juice", "GAL,gallon"];
const FORMATS = ["chain,kind,value,brand", "giant-eagle,name,giant\\s*eagle,", "giant-eagle,brand-code,GE,Giant Eagle"];

describe("the receipt tables", () => {
  it("are read from the shipped files: shortenings, own-label codes and the chains' printed names", () => {
    expect(RECEIPT_SPELLING.words).toMatchObject({ OJ: "orange juice", GAL: "gallon", "2%": "2% reduced fat" });
    expect(RECEIPT_SPELLING.formats["costco"]?.brandCodes).toEqual({ KS: "Kirkland Signature", KIRK: "Kirkland Signature" });
    expect(chainNamedIn(["WAL*MART", "SAVE MONEY"], RECEIPT_SPELLING.formats)).toBe("walmart");
    expect(chainNamedIn(["TRADER JOE'S"], RECEIPT_SPELLING.formats)).toBe("trader-joes");
    expect(readReceiptSpelling(RECEIPT_WORDS_FILE, CHAIN_FORMATS_FILE)).toEqual(RECEIPT_SPELLING);
  });

  it("refuse a malformed row by file name and line", () => {
    const words = file("words.csv", WORDS);
    const formats = file("formats.csv", FORMATS);
    const refusal = (wordsFile: string, formatsFile: string) => {
      try {
        readReceiptSpelling(wordsFile, formatsFile);
      } catch (error) {
        expect(error).toBeInstanceOf(CatalogFileError);
        return (error as Error).message;
      }
      return "read";
    };
    expect(refusal(words, formats)).toBe("read");
    expect(refusal(file("twice.csv", [...WORDS, "OJ,orange juice"]), formats)).toBe('twice.csv, line 5: code: "OJ" is listed twice');
    expect(refusal(file("lower.csv", [...WORDS, "pb,peanut butter"]), formats)).toMatch(/^lower\.csv, line 5: code: "pb" must be/);
    expect(refusal(file("empty.csv", [...WORDS, "PB,"]), formats)).toBe("empty.csv, line 5: words: expected text");
    expect(refusal(file("wide.csv", [...WORDS, "PB,peanut,butter"]), formats)).toBe(
      "wide.csv, line 5: 3 fields where the header names 2",
    );
    expect(refusal(words, file("pattern.csv", [...FORMATS, "aldi,name,aldi(,"]))).toBe('pattern.csv, line 4: value: "aldi(" is not a pattern');
    expect(refusal(words, file("kind.csv", [...FORMATS, "aldi,label,HF,Happy Farms"]))).toBe(
      'kind.csv, line 4: kind: expected name or brand-code, not "label"',
    );
    expect(refusal(words, file("brand.csv", [...FORMATS, "aldi,brand-code,HF,"]))).toBe("brand.csv, line 4: brand: expected text");
  });
});
