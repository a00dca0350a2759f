/** A rectangle of the image read, in its pixels. */
export type OcrBox = { x0: number; y0: number; x1: number; y1: number };

/** One line of text as the OCR read it, with its confidence (0-100) and, from the real engine, where it and its words are. */
export type OcrLineResult = {
  text: string;
  confidence: number;
  box?: OcrBox;
  words?: { text: string; box: OcrBox }[];
};

export type OcrReadOptions = {
  /** Read only the characters of a price (digits, a dot or comma, a minus), as a block of lines: a second pass on prices. */
  pricesOnly?: boolean;
};

/** Reads the text of an image (decision 056: tesseract.js with the English model from npm). */
export type OcrPort = {
  /** The lines of text in a prepared image, top to bottom; `onProgress` hears 0-1 as the reading goes on. */
  read(image: Buffer, onProgress?: (fraction: number) => void, options?: OcrReadOptions): Promise<OcrLineResult[]>;
  /** Stops the engine; a read under way is abandoned (its receipt is read again later). */
  close(): Promise<void>;
};
