import { GENERIC_OWN_LABEL } from "../catalog/assortment";
import { chooseOffer, type EquivalentOffer, type MatchMode } from "../comparison/equivalents";
import { packKind } from "../comparison/pack-kind";
import type { Cents } from "../money/money";
import { isSizeUnit } from "../pricing/unit-price";
import {
  observationAt,
  storePriceOf,
  type PriceObservation,
  type PricedStore,
  type Product,
  type StorePriceCents,
} from "./store-prices";

/** A cart line as read from the database, before pricing. */
export type CartLineToPrice = {
  id: number;
  itemId: number;
  quantity: number;
  checked: boolean;
  matchMode: MatchMode;
  /** The item's product group (decision 011): an "any brand" line may be priced with another of its members. */
  productGroup: string | null;
  item: { name: string; brand: string; category: string; unit: string; size: number; sizeUnit: string };
};

/** A member of the product group of an "any brand" line. */
export type GroupMember = Product & { productGroup: string };

/** A line's price at one store, in cents: one pack of `pricedItem`, `packs` of which cover the line, costing `lineCents`. */
export type CartStorePriceCents = StorePriceCents & {
  pricedItem: { id: number; name: string; brand: string; unit: string } | null;
  packs: number | null;
  lineCents: Cents | null;
};

export type PricedCartLine = Omit<CartLineToPrice, "productGroup"> & { storePrices: CartStorePriceCents[] };

/** Every item whose price a line may need: the lines' own items and the members of their "any brand" groups. */
export function itemsToPrice(lines: readonly CartLineToPrice[], groupItems: readonly GroupMember[]): Product[] {
  const byId = new Map<number, Product>(lines.map((line) => [line.itemId, { id: line.itemId, ...line.item }]));
  for (const member of groupItems) if (!byId.has(member.id)) byId.set(member.id, member);
  return [...byId.values()];
}

/** The generic own label ("Store Brand") under the name the store's chain gives it (decision 027). */
function asSoldAt(product: Product, store: PricedStore): CartStorePriceCents["pricedItem"] {
  const brand = product.brand === GENERIC_OWN_LABEL && store.ownLabel ? store.ownLabel : product.brand;
  return { id: product.id, name: product.name, brand, unit: product.unit };
}

/**
 * The cart priced at each store, in the stores' order (decision 011): a line in exact mode is its own item,
 * `quantity` packs; in "any brand" mode the cheapest packs a shopper would buy for its amount of a member of its
 * product group of the same kind (decision 051). A store with neither the item nor an equivalent prices the line at nothing (never $0). All in cents; each
 * price's margin as of `now` (decision 050).
 */
export function priceCart(
  lines: readonly CartLineToPrice[],
  groupItems: readonly GroupMember[],
  stores: readonly PricedStore[],
  observations: readonly PriceObservation[],
  now: Date,
): PricedCartLine[] {
  const at = observationAt(stores, observations);
  return lines.map(({ productGroup, ...line }) => {
    const own: Product = { id: line.itemId, ...line.item };
    const anyBrand = line.matchMode === "any" && productGroup !== null && isSizeUnit(own.sizeUnit);
    const candidates = anyBrand ? [own, ...groupItems.filter((m) => m.productGroup === productGroup && m.id !== own.id)] : [own];
    const wanted = {
      itemId: String(own.id),
      size: own.size,
      sizeUnit: isSizeUnit(own.sizeUnit) ? own.sizeUnit : ("ct" as const),
      quantity: line.quantity,
      mode: anyBrand ? ("any" as const) : ("exact" as const),
      kind: packKind({ ...own, productGroup }),
    };
    // Each candidate's kind (decision 051): only the line's own kind may stand in for it.
    const kinds = new Map(candidates.map((product) => [product.id, packKind({ ...product, productGroup })]));
    const storePrices = stores.map((store): CartStorePriceCents => {
      const offers = candidates.flatMap((product): EquivalentOffer[] =>
        isSizeUnit(product.sizeUnit)
          ? [
              {
                itemId: String(product.id),
                size: product.size,
                sizeUnit: product.sizeUnit,
                priceCents: at(product.id, store.id)?.cents ?? null,
                kind: kinds.get(product.id)!,
              },
            ]
          : [],
      );
      const chosen = chooseOffer(wanted, offers);
      if (chosen === null) {
        // The line's own item as the store has it (an item without a comparable size is never chosen), unpriced.
        return {
          ...storePriceOf(own, store.id, at(own.id, store.id), now),
          cents: null,
          lowCents: null,
          highCents: null,
          pricedItem: null,
          packs: null,
          lineCents: null,
        };
      }
      const product = candidates.find((c) => String(c.id) === chosen.itemId)!;
      return {
        ...storePriceOf(product, store.id, at(product.id, store.id), now),
        pricedItem: asSoldAt(product, store),
        packs: chosen.packs,
        lineCents: chosen.lineCents,
      };
    });
    return { ...line, storePrices };
  });
}
