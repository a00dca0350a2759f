import type { CartEntry, CartStorePrice } from "../../../../domain/contracts/catalog";

/** "Good & Gather Whole Milk 1 gal": the product a store was priced with (decision 011). */
export function pricedProductLabel(product: NonNullable<CartStorePrice["pricedItem"]>): string {
  return `${product.brand} ${product.name} ${product.unit}`;
}

/**
 * Under an "any brand" entry's price: which product the store was priced with. When the store has
 * nothing of the kind, says so, so 'Not carried' is not read as "not this brand".
 */
export function PricedProduct({
  entry,
  storePrice,
}: {
  entry: Pick<CartEntry, "matchMode" | "item">;
  storePrice: CartStorePrice | undefined;
}) {
  if (entry.matchMode !== "any") return null;
  if (!storePrice?.pricedItem) return <span className="block text-xs text-slate-500">Sells no {entry.item.name}</span>;
  return <span className="block text-xs text-slate-700">{pricedProductLabel(storePrice.pricedItem)}</span>;
}
