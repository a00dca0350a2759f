/**
 * The kind of a pack (decision 051): what an "any brand" line may be swapped for. Two members of one product group
 * are the same kind when they come in the same container (a 12-pack of cans is not a 2 L bottle) and are the same
 * product to drink or cook (condensed soup is not ready-to-serve soup; one energy drink brand is not another).
 * The catalog's product groups (decision 011) put a pack of another size in its own group where it is not
 * comparable; these are the differences within a group that its sizes and labels show.
 */
export type KindedProduct = { productGroup: string | null; name: string; brand: string; unit: string; size: number; sizeUnit: string };

/** Containers a pack label names ("12 pk, 12 fl oz cans", "24 pk, 16.9 fl oz bottles", "3 boxes"), singular. */
const CONTAINERS = ["can", "bottle", "box", "cup", "pouch", "pod", "jar", "bag", "stick", "carton"] as const;
const CONTAINER_WORD = new RegExp(`\\b(${CONTAINERS.join("|")})(?:e?s)?\\b`, "i");

/** Product groups whose brands are different products, not labels on one product: never swapped for each other. */
export const BRAND_IS_THE_PRODUCT: ReadonlySet<string> = new Set(["energy-drink"]);

/** A can of soup this small (10.5–11 oz in the US) is condensed: it is diluted with a can of water. */
const CONDENSED_SOUP_MAX_OZ = 12;

function containerOf(unit: string): string {
  return CONTAINER_WORD.exec(unit)?.[1]?.toLowerCase() ?? "pack";
}

function isCondensedSoup(product: KindedProduct): boolean {
  return /\bsoup$/i.test(product.name) && product.sizeUnit === "oz" && product.size <= CONDENSED_SOUP_MAX_OZ;
}

/** "can", "pack", "pack/condensed", "pack/brand:monster": equal strings are the same kind. */
export function packKind(product: KindedProduct): string {
  const parts = [containerOf(product.unit)];
  if (isCondensedSoup(product)) parts.push("condensed");
  if (product.productGroup !== null && BRAND_IS_THE_PRODUCT.has(product.productGroup)) parts.push(`brand:${product.brand.toLowerCase()}`);
  return parts.join("/");
}
