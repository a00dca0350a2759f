import { convertSize, measureOf, type Measure, type SizeUnit } from "../pricing/unit-price";
import { isUnbranded } from "./brands";

/**
 * Which chain sells which catalog item (issue 14, decision 026). The rule is here; each chain's data
 * (its format, own labels, and the national brands a limited-assortment chain stocks) is seed data.
 *
 * - `full-line` (supermarkets, mass merchants): every national, premium and unbranded product.
 * - `limited` (Aldi, Trader Joe's, Save-A-Lot): their own labels, unbranded fresh goods, and only the
 *   national brands listed for the chain.
 * - `club` (Costco, Sam's Club, BJ's): their own labels, and any other product only in a bulk pack.
 *
 * Everywhere: a retailer's own label is sold only by that retailer, and the generic own label ("Store
 * Brand": the chain's own version of a product) is sold by every chain except where the chain's own
 * label already has a product in that group (that product is its own version) and, at a club, when it
 * is not a bulk pack.
 */
export type AssortmentFormat = "full-line" | "limited" | "club";

export const ASSORTMENT_FORMATS = ["full-line", "limited", "club"] as const satisfies readonly AssortmentFormat[];

/** The catalog's brand for "the store's own label": each chain shows it under its own label name. */
export const GENERIC_OWN_LABEL = "Store Brand";

export type ChainAssortment = {
  format: AssortmentFormat;
  /** Brands that are this chain's own labels: sold by this chain and no other. */
  ownBrands: readonly string[];
  /** National and premium brands a limited-assortment chain stocks; ignored for other formats. */
  nationalBrands: readonly string[];
};

export type AssortmentItem = {
  brand: string;
  /** Product group (decision 011); null when the item has no equivalents. */
  productGroup: string | null;
  size: number;
  sizeUnit: SizeUnit;
};

/**
 * The smallest bulk pack per measure, in the measure's base unit (oz, fl oz, ct, sq ft): a club sells
 * 2 lb of cheese, a gallon or a 12-can case, 24 eggs or more, 600 sq ft of paper or wrap, never a single 16 oz jar.
 */
export const BULK_MINIMUM: Readonly<Record<Measure, { size: number; unit: SizeUnit }>> = {
  weight: { size: 32, unit: "oz" },
  volume: { size: 128, unit: "fl oz" },
  count: { size: 24, unit: "ct" },
  area: { size: 600, unit: "sq ft" },
};

export function isBulkPack(item: Pick<AssortmentItem, "size" | "sizeUnit">): boolean {
  const minimum = BULK_MINIMUM[measureOf(item.sizeUnit)];
  // A hundredth of the unit absorbs float noise in conversions ("1 gal" is exactly 128 fl oz).
  return convertSize(item.size, item.sizeUnit, minimum.unit) >= minimum.size - 0.01;
}

/**
 * The items of `items` that `chain` carries. `retailerBrands` holds every chain's own labels (so a
 * Great Value item is known as Walmart's even when asking about Aldi); the chain's own are in
 * `chain.ownBrands`. The answer for one item depends on its product group only through whether the
 * chain has an own-label product in that group, so pass the whole catalog (or whole groups).
 */
export function carriedItems<T extends AssortmentItem>(
  chain: ChainAssortment,
  items: readonly T[],
  retailerBrands: ReadonlySet<string>,
): T[] {
  const own = new Set(chain.ownBrands);
  const national = new Set(chain.nationalBrands);
  const groupsWithOwnLabel = new Set(
    items.filter((item) => own.has(item.brand) && item.productGroup !== null).map((item) => item.productGroup),
  );
  return items.filter((item) => {
    if (own.has(item.brand)) return true;
    if (retailerBrands.has(item.brand)) return false;
    if (chain.format === "club" && !isBulkPack(item)) return false;
    if (item.brand === GENERIC_OWN_LABEL) return item.productGroup === null || !groupsWithOwnLabel.has(item.productGroup);
    if (isUnbranded(item.brand) || chain.format !== "limited") return true;
    return national.has(item.brand);
  });
}
