import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { OcrPort } from "../../src/server/integrations/ocr/port";
import { PRICE_PASS } from "../../src/server/integrations/ocr/tesseract";

/**
 * Development only (bench/receipts.ts --ocr-cache): each read (the first pass on a receipt, the second on its stacked
 * price crops) kept in `dir` under its image's hash and read back on the next run. Without a folder, the OCR itself.
 */
export function cachedOcr(ocr: OcrPort, dir: string | undefined): OcrPort {
  if (!dir) return ocr;
  return {
    async read(image, progress, options) {
      const pass = options?.pricesOnly ? JSON.stringify(PRICE_PASS) : "";
      const key = createHash("sha256").update(image).update(pass).digest("hex");
      const file = path.join(dir, `${key}.json`);
      if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Awaited<ReturnType<OcrPort["read"]>>;
      const read = await ocr.read(image, progress, options);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(read));
      return read;
    },
    close: () => ocr.close(),
  };
}
