import { normaliseGtin } from "./gtin";
import { sameSize, type PackageSize } from "./package-size";

/** A catalog item as the matcher needs it: its id, label name, brand, size and known barcodes. */
export type MatchableItem = { id: number; name: string; brand: string; size: PackageSize; gtins: readonly string[] };

/** How a price row names its item: by barcode, or by name, brand and package size. */
export type ItemReference = { gtin: string } | { name: string; brand: string; size: PackageSize };

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Finds catalog items for price rows: a barcode (any GTIN spelling) finds the item carrying it; a
 * name and brand compare by words (case, punctuation and apostrophes ignored) and the size must be
 * the same quantity in any unit of its measure. Anything else finds nothing rather than a guess.
 */
export function createCatalogMatcher(items: readonly MatchableItem[]) {
  const byGtin = new Map<string, number>();
  const byNameBrand = new Map<string, MatchableItem[]>();
  for (const item of items) {
    for (const raw of item.gtins) {
      const gtin = normaliseGtin(raw);
      if (gtin) byGtin.set(gtin, item.id);
    }
    const key = `${words(item.name)}|${words(item.brand)}`;
    byNameBrand.set(key, [...(byNameBrand.get(key) ?? []), item]);
  }
  return {
    /** The id of the item a row names, or null. */
    match(reference: ItemReference): number | null {
      if ("gtin" in reference) {
        const gtin = normaliseGtin(reference.gtin);
        // Stryker disable next-line ConditionalExpression: no barcode is stored under null, so the lookup finds nothing anyway
        return gtin === null ? null : (byGtin.get(gtin) ?? null);
      }
      const candidates = byNameBrand.get(`${words(reference.name)}|${words(reference.brand)}`) ?? [];
      return candidates.find((item) => sameSize(item.size, reference.size))?.id ?? null;
    },
    /** How many barcodes the catalog knows. */
    gtinCount: byGtin.size,
  };
}
