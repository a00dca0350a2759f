import type { MatchableItem } from "../../../domain/price-import/catalog-matcher";
import { isSizeUnit } from "../../../domain/pricing/unit-price";
import type { Db } from "../../db/client";
import { chains, groceryItems, stores } from "../../db/schema/index";
import { CATALOG_GTINS } from "../../db/seed/data/gtins";

/** Every catalog item with its size and known barcodes (its own column, else the seed's list). */
export async function loadMatchableItems(db: Db): Promise<MatchableItem[]> {
  const rows = await db
    .select({
      id: groceryItems.id,
      key: groceryItems.key,
      name: groceryItems.name,
      brand: groceryItems.brand,
      size: groceryItems.size,
      sizeUnit: groceryItems.sizeUnit,
      barcode: groceryItems.barcode,
    })
    .from(groceryItems);
  return rows.flatMap((row) =>
    isSizeUnit(row.sizeUnit)
      ? [
          {
            id: row.id,
            name: row.name,
            brand: row.brand,
            size: { quantity: row.size, unit: row.sizeUnit },
            gtins: [row.barcode, CATALOG_GTINS[row.key]?.gtin].filter((code): code is string => Boolean(code)),
          },
        ]
      : [],
  );
}

export type PlaceStore = { id: number; chainId: number; sourceId: string; name: string; latitude: number; longitude: number };
export type PlaceChain = { id: number; slug: string; name: string };

export async function loadPlaces(db: Db): Promise<{ chains: PlaceChain[]; stores: PlaceStore[] }> {
  // One after the other: inside a transaction both run on one connection anyway.
  const chainRows = await db.select({ id: chains.id, slug: chains.slug, name: chains.name }).from(chains);
  const storeRows = await db
    .select({
      id: stores.id,
      chainId: stores.chainId,
      sourceId: stores.sourceId,
      name: stores.name,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores);
  return { chains: chainRows, stores: storeRows };
}
