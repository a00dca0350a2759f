import { chooseOffer, type EquivalentOffer, type MatchMode } from "../../../domain/comparison/equivalents";
import { GENERIC_OWN_LABEL } from "../../../domain/catalog/assortment";
import type { CartStorePrice, StorePrice } from "../../../domain/contracts/catalog";
import { centsToDecimalString, parseDecimalToCents } from "../../../domain/money/money";
import { isSizeUnit } from "../../../domain/pricing/unit-price";

type Product = { id: number; name: string; brand: string; unit: string; size: number; sizeUnit: string };
export type EntryToPrice = {
  itemId: number;
  quantity: number;
  matchMode: MatchMode;
  productGroup: string | null;
  item: Omit<Product, "id">;
};
export type GroupMember = Product & { productGroup: string };

/** Every item whose price an entry may need: the entries' own items and the members of their "any brand" groups. */
export function itemsToPrice(entries: readonly EntryToPrice[], groupItems: readonly GroupMember[]): Product[] {
  const byId = new Map<number, Product>(entries.map((e) => [e.itemId, { id: e.itemId, ...e.item }]));
  for (const member of groupItems) if (!byId.has(member.id)) byId.set(member.id, member);
  return [...byId.values()];
}

function toOffer(product: Product, storePrice: StorePrice | undefined): EquivalentOffer | null {
  if (!isSizeUnit(product.sizeUnit)) return null;
  const priceCents = storePrice?.available && storePrice.price !== null ? parseDecimalToCents(storePrice.price) : null;
  return { itemId: String(product.id), size: product.size, sizeUnit: product.sizeUnit, priceCents };
}

/**
 * Each entry's price at each store (in the stores' order) by the rule of decision 011: in exact mode
 * its own item, in "any brand" mode the cheapest way to cover its amount with a member of its product
 * group. `storePricesOf` gives the per-store prices of every item in `itemsToPrice`.
 */
export function priceEntries(
  entries: readonly EntryToPrice[],
  groupItems: readonly GroupMember[],
  storeIds: readonly number[],
  storePricesOf: (itemId: number) => readonly StorePrice[] | undefined,
): Map<number, CartStorePrice[]> {
  const products = new Map(itemsToPrice(entries, groupItems).map((p) => [p.id, p]));
  const result = new Map<number, CartStorePrice[]>();
  for (const entry of entries) {
    const own: Product = { id: entry.itemId, ...entry.item };
    const anyBrand = entry.matchMode === "any" && entry.productGroup !== null && isSizeUnit(own.sizeUnit);
    const candidates = anyBrand
      ? [own, ...groupItems.filter((m) => m.productGroup === entry.productGroup && m.id !== own.id)]
      : [own];
    const wanted = {
      itemId: String(own.id),
      size: own.size,
      sizeUnit: isSizeUnit(own.sizeUnit) ? own.sizeUnit : "ct",
      quantity: entry.quantity,
    };
    result.set(
      entry.itemId,
      storeIds.map((storeId, index) => {
        const priceAt = (itemId: number) => storePricesOf(itemId)?.[index];
        const offers = candidates.flatMap((c) => toOffer(c, priceAt(c.id)) ?? []);
        const chosen = chooseOffer({ ...wanted, mode: anyBrand ? "any" : "exact" }, offers);
        if (chosen === null) {
          const base = priceAt(own.id) ?? { storeId, unitPrice: null, source: null, sourceLabel: null, observedAt: null };
          return { ...base, price: null, available: false, pricedItem: null, packs: null, lineTotal: null };
        }
        const product = products.get(Number(chosen.itemId))!;
        return {
          ...priceAt(product.id)!,
          pricedItem: { id: product.id, name: product.name, brand: product.brand, unit: product.unit },
          packs: chosen.packs,
          lineTotal: centsToDecimalString(chosen.lineCents),
        };
      }),
    );
  }
  return result;
}

/**
 * Names the generic own label ("Store Brand") as each store's chain calls its own (decision 027): the
 * product priced at an Aldi store is Aldi's milk, at Target Good & Gather's. `ownLabels` holds the label of
 * each store's chain, in the stores' order (null: no known label, "Store Brand" stays).
 */
export function nameOwnLabels(
  entryPrices: ReadonlyMap<number, CartStorePrice[]>,
  ownLabels: readonly (string | null)[],
): Map<number, CartStorePrice[]> {
  const result = new Map<number, CartStorePrice[]>();
  for (const [itemId, storePrices] of entryPrices)
    result.set(
      itemId,
      storePrices.map((storePrice, index) => {
        const label = ownLabels[index];
        const product = storePrice.pricedItem;
        if (!label || product?.brand !== GENERIC_OWN_LABEL) return storePrice;
        return { ...storePrice, pricedItem: { ...product, brand: label } };
      }),
    );
  return result;
}
