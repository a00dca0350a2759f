/**
 * Generated price files in PennyCart's CSV format for the price import's benchmark: every catalog
 * item by name, brand and size at every chain, on successive days, plus a few rows that must be
 * rejected (a zero price) or stay unmatched (an unknown chain), as a real file has.
 */
import { PRICE_CSV_COLUMNS } from "../../src/domain/price-import/price-csv";
import { CATALOG_ITEMS } from "../../src/server/db/seed/data/catalog";
import { CHAINS } from "../../src/server/db/seed/data/chains";

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const priceHeader = `${PRICE_CSV_COLUMNS.join(",")}\n`;

/** Row `index`: item, chain and day follow from it, so a file of N rows is always the same file. */
export function priceRow(index: number): string {
  const item = CATALOG_ITEMS[index % CATALOG_ITEMS.length]!;
  const chain = CHAINS[Math.floor(index / CATALOG_ITEMS.length) % CHAINS.length]!;
  const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(index / (CATALOG_ITEMS.length * CHAINS.length)) * 86_400_000);
  const cents = 99 + ((index * 7919) % 1500);
  const values = {
    store: "",
    chain: index % 97 === 0 ? "Nowhere Mart" : chain.slug,
    gtin: "",
    name: item.name,
    brand: item.brand,
    size: `${item.size} ${item.sizeUnit}`,
    price: index % 89 === 0 ? "0.00" : (cents / 100).toFixed(2),
    date: day.toISOString().slice(0, 10),
    source: "generated benchmark file",
  };
  return `${PRICE_CSV_COLUMNS.map((column) => quote(values[column])).join(",")}\n`;
}

export function* priceLines(rows: number): Generator<string> {
  yield priceHeader;
  for (let i = 0; i < rows; i++) yield priceRow(i);
}
