/**
 * Catalog products priced from a federal average of another product (issue 30 item 5), read from
 * ../catalog/reference-stand-ins.csv: their estimates' label names both products (describePriceSource).
 */
import { fileURLToPath } from "node:url";
import type { StandIn } from "../../../../domain/pricing/provenance";
import { readCsvTable, rowError, text, type Cells } from "./csv-table";
import { findReferencePrice } from "./reference-prices";

export type ReferenceStandInSeed = StandIn & { referenceKey: string; itemName: string };

const COLUMNS = { required: ["reference", "reference_product", "item", "applied_to"], optional: [] } as const;

function standIn(cells: Cells): ReferenceStandInSeed {
  const referenceKey = text(cells, "reference");
  if (!findReferencePrice(referenceKey)) rowError(`reference "${referenceKey}" is not a key of reference-prices.csv`);
  return {
    referenceKey,
    referenceProduct: text(cells, "reference_product"),
    itemName: text(cells, "item"),
    appliedTo: text(cells, "applied_to"),
  };
}

export const REFERENCE_STAND_INS_FILE = fileURLToPath(new URL("../catalog/reference-stand-ins.csv", import.meta.url));

export function readReferenceStandIns(path: string): ReferenceStandInSeed[] {
  return readCsvTable(path, COLUMNS, standIn).map((row) => row.value);
}

export const REFERENCE_STAND_INS: readonly ReferenceStandInSeed[] = readReferenceStandIns(REFERENCE_STAND_INS_FILE);

const BY_ITEM = new Map(REFERENCE_STAND_INS.map((row) => [`${row.referenceKey}|${row.itemName}`, row]));

/** What the average an item is anchored to describes instead of it, when that is another product. */
export function findStandIn(referenceKey: string, itemName: string): StandIn | undefined {
  const row = BY_ITEM.get(`${referenceKey}|${itemName}`);
  return row && { referenceProduct: row.referenceProduct, appliedTo: row.appliedTo };
}
