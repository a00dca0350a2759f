import Papa from "papaparse";

/** One cart entry as it appears in an exported shopping list. */
export interface ExportItem {
  name: string;
  brand?: string | null;
  quantity: number;
  unit?: string | null;
  category?: string | null;
}

export const TEXT_FILE_NAME = "shopping-list.txt";
export const CSV_FILE_NAME = "shopping-list.csv";
export const CSV_COLUMNS = ["Item Name", "Brand", "Quantity", "Unit", "Category"] as const;

const CRLF = "\r\n";
const clean = (value: string | null | undefined): string => (value ?? "").trim();

/** 'name (brand) - quantity unit'; the brand part is left out when there is no brand, the unit when there is none. */
export function formatListLine(item: ExportItem): string {
  const brand = clean(item.brand);
  const unit = clean(item.unit);
  const label = brand ? `${clean(item.name)} (${brand})` : clean(item.name);
  return `${label} - ${item.quantity}${unit ? ` ${unit}` : ""}`;
}

export function formatListLines(items: readonly ExportItem[]): string[] {
  return items.map(formatListLine);
}

/** Contents of shopping-list.txt (and the "copy as text" format): one line per item. */
export function shoppingListText(items: readonly ExportItem[]): string {
  return formatListLines(items).join("\n");
}

/**
 * Contents of shopping-list.csv: a header row, then one row per item (RFC 4180 quoting, CRLF,
 * every row ending with a line break).
 * Cells starting with =, +, -, @, tab or CR are prefixed with ' so a spreadsheet never runs
 * a product name as a formula.
 */
export function shoppingListCsv(items: readonly ExportItem[]): string {
  const csv = Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: items.map((item) => [clean(item.name), clean(item.brand), item.quantity, clean(item.unit), clean(item.category)]),
    },
    { escapeFormulae: true, newline: CRLF },
  );
  return csv.endsWith(CRLF) ? csv : `${csv}${CRLF}`;
}
