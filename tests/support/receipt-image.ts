import sharp from "sharp";
import { mulberry32 } from "../../src/domain/demo/demo-prices";

/**
 * Receipts drawn for tests and the benchmark: monospaced text in a real font (Debian's DejaVu or
 * Liberation), on off-white paper, turned a little and speckled, so the real OCR reads them as it would
 * a phone photo of a till roll.
 */
export type ReceiptDrawing = {
  lines: readonly string[];
  /** Degrees, a slight turn as a hand-held photo has. */
  rotate?: number;
  /** Dark specks per 10,000 pixels. */
  noise?: number;
  font?: "DejaVu Sans Mono" | "Liberation Mono";
  fontSize?: number;
  /** Gaussian blur sigma (a shaken photo). */
  blur?: number;
  seed?: number;
  format?: "jpeg" | "png" | "webp";
};

/** A seeded random generator, so a drawing (and the benchmark's receipts) are the same every run. */
export const seededRandom = mulberry32;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function drawReceipt({
  lines,
  rotate = 1.5,
  noise = 4,
  font = "DejaVu Sans Mono",
  fontSize = 22,
  blur,
  seed = 1,
  format = "jpeg",
}: ReceiptDrawing): Promise<Buffer> {
  const random = seededRandom(seed);
  const lineHeight = Math.round(fontSize * 1.45);
  const width = Math.round(fontSize * 0.62 * 34 + 80);
  const height = lines.length * lineHeight + 100;
  const specks = Math.round(((width * height) / 10_000) * noise);
  const speckSvg = Array.from(
    { length: specks },
    () =>
      `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${(0.4 + random() * 0.9).toFixed(2)}" fill="#555"/>`,
  ).join("");
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${60 + i * lineHeight}" font-family="${font}" font-size="${fontSize}" fill="#1d1d1d" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f3f0e8"/>${speckSvg}${text}</svg>`;
  // A table-top behind the paper, as a photo has.
  let image = sharp(Buffer.from(svg)).rotate(rotate, { background: "#6b6459" });
  if (blur) image = image.blur(blur);
  const encoded = image.toFormat(format, format === "png" ? {} : { quality: 85 });
  return encoded.toBuffer();
}

/** Lines in the shape of a receipt: store header, date, items "TEXT  PRICE", totals. */
export function receiptLines(header: readonly string[], date: string, items: readonly (readonly [string, string])[]): string[] {
  const total = items.reduce((sum, [, price]) => sum + Math.round(Number(price) * 100), 0);
  const row = (text: string, price: string) => `${text.padEnd(24)}${price.padStart(8)}`;
  return [
    ...header,
    date,
    "",
    ...items.map(([text, price]) => row(text, price)),
    "",
    row("SUBTOTAL", (total / 100).toFixed(2)),
    row("TAX", "0.00"),
    row("TOTAL", (total / 100).toFixed(2)),
    row("VISA TEND", (total / 100).toFixed(2)),
  ];
}

/** A picture that is no receipt: shapes and a gradient, no text. */
export async function drawNonReceipt(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#00d2ff"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="250" cy="300" r="120" fill="#ffcc00"/><rect x="450" y="180" width="220" height="260" fill="#2e8b57"/><path d="M0 520 Q 200 420 400 520 T 800 520 V600 H0Z" fill="#556b2f"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The tests' Giant Eagle receipt: milk, chicken, eggs with a coupon, from the store at `address` on `purchasedOn`
 * (YYYY-MM-DD), printed as MM/DD/YYYY, turned 1.5° and speckled.
 */
export function giantEagleReceipt(store: { address: string; zip: string }, purchasedOn: string, seed: number): Promise<Buffer> {
  const [year, month, day] = purchasedOn.split("-");
  return drawReceipt({
    lines: receiptLines(
      ["GIANT EAGLE", store.address.toUpperCase(), `PITTSBURGH PA ${store.zip}`],
      `${month}/${day}/${year} 14:32`,
      [
        ["GE 2% MLK GAL", "3.29"],
        ["BNLS SKNLS BRST", "11.49"],
        ["GE LG EGGS 18CT", "3.99"],
        ["COUPON GE EGGS", "-0.50"],
      ],
    ),
    rotate: 1.5,
    noise: 4,
    seed,
  });
}
