import { isValid as isValidDate } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { parseDecimalToCents, type Cents } from "../money/money";
import type { ItemReference } from "./catalog-matcher";
import { normaliseGtin } from "./gtin";
import { parsePackageSize } from "./package-size";

/**
 * The documented price file (docs/data.md, "Price files"): one price a row, with a header naming
 * these columns in any order.
 *
 * - `store` a store by PennyCart id (`usda-snap:12345`) or exact name, or `chain` a chain by slug or name;
 * - `gtin` the barcode, or `name` + `brand` + `size` ("16 oz", "1 gal") as the catalog labels the item;
 * - `price` in dollars ("3.49"), `date` the day it was seen (YYYY-MM-DD), `source` who saw it where.
 */
export const PRICE_CSV_COLUMNS = ["store", "chain", "gtin", "name", "brand", "size", "price", "date", "source"] as const;
export type PriceCsvColumn = (typeof PRICE_CSV_COLUMNS)[number];

/** The most a single grocery item may cost in a file: a typo guard ($1,000). */
export const MAX_IMPORTED_CENTS = 100_000;
const EARLIEST_DATE = "2000-01-01";

export type PricePlace = { store: string } | { chain: string };

export type PriceCsvRow = {
  place: PricePlace;
  item: ItemReference;
  cents: Cents;
  /** The day the price was seen, YYYY-MM-DD. */
  date: string;
  note: string;
};

export type RowReading = { ok: true; row: PriceCsvRow } | { ok: false; reason: string };

const reject = (reason: string): RowReading => ({ ok: false, reason });

/**
 * Checks one row of a price file against the format. `today` (YYYY-MM-DD) bounds the date: a price
 * from the future is a mistake. A failing row is rejected with the reason, the file goes on.
 */
export function readPriceCsvRow(raw: Readonly<Record<PriceCsvColumn, string>>, today: string): RowReading {
  const field = (column: PriceCsvColumn) => raw[column].trim();
  const store = field("store");
  const chain = field("chain");
  if ((store === "") === (chain === "")) return reject("give either a store or a chain");
  const place: PricePlace = store !== "" ? { store } : { chain };

  let item: ItemReference;
  const gtin = field("gtin");
  if (gtin !== "") {
    if (normaliseGtin(gtin) === null) return reject(`gtin "${gtin}" is not a valid GTIN/UPC/EAN`);
    item = { gtin };
  } else {
    const [name, brand, sizeText] = [field("name"), field("brand"), field("size")];
    if (name === "" || brand === "" || sizeText === "") return reject("give a gtin, or a name, brand and size");
    const size = parsePackageSize(sizeText);
    if (!size) return reject(`size "${sizeText}" is not a package size such as "16 oz" or "1 gal"`);
    item = { name, brand, size };
  }

  const priceText = field("price").replace(/^\$/, "");
  const cents = parseDecimalToCents(priceText);
  if (cents === null) return reject(`price "${field("price")}" is not an amount in dollars such as 3.49`);
  if (cents === 0) return reject("price is zero");
  if (cents > MAX_IMPORTED_CENTS) return reject(`price ${priceText} is over $1,000`);

  const date = field("date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isValidDate(parseISO(date)))
    return reject(`date "${date}" is not a day as YYYY-MM-DD`);
  if (date > today) return reject(`date ${date} is in the future`);
  if (date < EARLIEST_DATE) return reject(`date ${date} is before 2000`);

  const note = field("source");
  if (note === "") return reject("source is empty: say who saw the price where");
  if (note.length > 200) return reject("source is longer than 200 characters");
  return { ok: true, row: { place, item, cents, date, note } };
}
