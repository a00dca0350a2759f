/** One line of text as the OCR read it, with its confidence (0-100). */
export type OcrLineResult = { text: string; confidence: number };

/** Reads the text of an image (decision 056: tesseract.js with the English model from npm). */
export type OcrPort = {
  /** The lines of text in a prepared image, top to bottom; `onProgress` hears 0-1 as the reading goes on. */
  read(image: Buffer, onProgress?: (fraction: number) => void): Promise<OcrLineResult[]>;
  /** Stops the engine; a read under way is abandoned (its receipt is read again later). */
  close(): Promise<void>;
};
