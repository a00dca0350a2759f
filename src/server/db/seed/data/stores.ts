/**
 * The seed's stores, read from ../catalog/stores.csv, which src/server/cli/derive-stores.ts generates from a
 * grocery-chain extract of the USDA FNS SNAP retailer list (public domain; see docs/data.md).
 */
import { fileURLToPath } from "node:url";
import { readStores, type StoreSeed } from "./store-file";

export type { StoreSeed } from "./store-file";

export const STORES_FILE = fileURLToPath(new URL("../catalog/stores.csv", import.meta.url));

export const STORES: readonly StoreSeed[] = readStores(STORES_FILE);
